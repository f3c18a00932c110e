import { z } from 'zod';
import { Price } from './timetable.ts';

const Day = z.iso.date().describe('YYYY-MM-DD');

export const MembershipChangeParams = z.object({ membershipId: z.coerce.number().int().positive() });

/** One length of freeze on offer: its months, its last frozen day and its fee in all. */
export const FreezeOption = z
  .object({
    months: z.number().int().min(1),
    startsOn: Day.describe('The first frozen day: the next billing date'),
    lastDay: Day.describe('The last frozen day; billing resumes the day after'),
    resumesOn: Day,
    totalFee: Price.describe("The plan's monthly freeze fee times the months (zero when it has none)"),
  })
  .meta({ id: 'FreezeOption' });
export type FreezeOption = z.infer<typeof FreezeOption>;

/** Another plan the membership may move to, and what moving would do. */
export const PlanChangeOption = z
  .object({
    planId: z.number().int(),
    name: z.string(),
    monthlyPrice: Price,
    kind: z.enum(['upgrade', 'downgrade']),
    chargeNow: Price.describe('An upgrade: the pro-rata difference for the rest of this period, charged now'),
    newPriceFrom: Day.describe('An upgrade: today; a downgrade: the next billing date'),
    summary: z.string().describe('What confirming does, in a sentence the customer reads'),
  })
  .meta({ id: 'PlanChangeOption' });
export type PlanChangeOption = z.infer<typeof PlanChangeOption>;

/**
 * `GET /api/my-account/memberships/{membershipId}/changes`: what each change would do today
 * (the quotes), or why it cannot be made (`…Blocked`, a sentence; null when it can).
 */
export const MembershipChangeQuote = z
  .object({
    membershipId: z.number().int(),
    planName: z.string(),
    cancel: z.object({
      blocked: z.string().nullable(),
      lastDay: Day.nullable().describe('The last day if cancelled today (minimum term and notice honoured)'),
      summary: z.string().nullable(),
    }),
    freeze: z.object({
      blocked: z.string().nullable(),
      monthlyFee: Price,
      options: z.array(FreezeOption),
    }),
    changePlan: z.object({ blocked: z.string().nullable(), options: z.array(PlanChangeOption) }),
  })
  .meta({ id: 'MembershipChangeQuote' });
export type MembershipChangeQuote = z.infer<typeof MembershipChangeQuote>;

export const FreezeMembershipRequest = z
  .object({ months: z.number().int().min(1).max(12) })
  .meta({ id: 'FreezeMembershipRequest' });
export type FreezeMembershipRequest = z.infer<typeof FreezeMembershipRequest>;

export const ChangePlanRequest = z
  .object({ planId: z.number().int().positive() })
  .meta({ id: 'ChangePlanRequest' });
export type ChangePlanRequest = z.infer<typeof ChangePlanRequest>;

/** What a change did: the sentence to show, and the membership's state after it. */
export const MembershipChangeDone = z
  .object({
    message: z.string().describe("e.g. 'Cancelling: your last day is Sun 31 Jan 2027.'"),
    kind: z.enum(['cancel', 'freeze', 'upgrade', 'downgrade']),
    effectiveOn: Day,
    chargedNow: Price.describe('An upgrade: the pro-rata difference charged now; zero otherwise'),
  })
  .meta({ id: 'MembershipChangeDone' });
export type MembershipChangeDone = z.infer<typeof MembershipChangeDone>;
