import { z } from 'zod';
import { Price } from './timetable.ts';
import { Venue } from './venue.ts';
import { IsoDate } from './wire.ts';

export const CentreParams = z.object({ slug: z.string().min(1).max(120) });

/** What a plan takes off an activity for its members. */
export const MembershipPlanDiscount = z.object({
  activityName: z.string(),
  activitySlug: z.string(),
  percentOff: z.number().int().min(1).max(100),
});
export type MembershipPlanDiscount = z.infer<typeof MembershipPlanDiscount>;

/** Free sessions a plan includes each month ('2 free classes a month'). */
export const MembershipPlanBenefit = z.object({
  name: z.string(),
  sessionsPerMonth: z.number().int().positive(),
});
export type MembershipPlanBenefit = z.infer<typeof MembershipPlanBenefit>;

/** A membership plan as online joining sells it. `objectType` is the basket line type. */
export const MembershipPlan = z
  .object({
    id: z.number().int(),
    objectType: z.literal('membership'),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    venueId: z.number().int().nullable().describe('Only with this home centre; null: every centre'),
    price: Price.describe('Each month'),
    joiningFee: Price,
    firstPayment: Price.describe('Paid when joining: the joining fee and the first month'),
    termMonths: z.number().int().positive().describe('Minimum term; 1 is rolling monthly'),
    minAge: z.number().int().nullable(),
    maxAge: z.number().int().nullable(),
    guestPassesPerMonth: z.number().int().nonnegative(),
    discounts: z.array(MembershipPlanDiscount),
    benefits: z.array(MembershipPlanBenefit),
    requiredDocument: z
      .string()
      .nullable()
      .describe("A document members must provide, e.g. 'Proof of student status'"),
  })
  .meta({ id: 'MembershipPlan' });
export type MembershipPlan = z.infer<typeof MembershipPlan>;

/** `GET /api/online-joining/centres/{slug}`: a centre that sells memberships online, with its plans. */
export const OnlineJoiningCentre = z
  .object({ venue: Venue, plans: z.array(MembershipPlan) })
  .meta({ id: 'OnlineJoiningCentre' });
export type OnlineJoiningCentre = z.infer<typeof OnlineJoiningCentre>;

/** A plan the customer may not buy, because of a membership they hold (the same plan, or one it overlaps). */
export const PlanRefusal = z
  .object({
    planId: z.number().int(),
    heldPlanName: z.string().describe('The plan of the membership held'),
    message: z.string().describe("What the join call's 409 says: shown on the plan card before any details"),
  })
  .meta({ id: 'PlanRefusal' });
export type PlanRefusal = z.infer<typeof PlanRefusal>;

/** `GET /api/online-joining/plan-refusals`: the plans sold online the customer may not buy (none for a visitor). */
export const PlanRefusals = z.object({ refusals: z.array(PlanRefusal) }).meta({ id: 'PlanRefusals' });
export type PlanRefusals = z.infer<typeof PlanRefusals>;

/** `POST /api/online-joining/join`: puts the plan in the customer's basket (one membership at a time). */
export const JoinRequest = z
  .object({
    plan_id: z.number().int().positive(),
    home_venue_id: z.number().int().positive().describe('A centre that sells memberships online'),
    starts_on: IsoDate.optional().describe('The first day, today or within 30 days (default: today)'),
  })
  .meta({ id: 'JoinRequest' });
export type JoinRequest = z.infer<typeof JoinRequest>;

/** Whole years between a date of birth and `day` (both `YYYY-MM-DD`): a birthday counts from its day. */
export function ageOn(dateOfBirth: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return day.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

type AgeLimits = { minAge: number | null; maxAge: number | null };

/** 'ages 11 to 17', 'ages 18 and over', 'ages 17 and under'; null when the plan has no limits. */
export function agesLabel({ minAge, maxAge }: AgeLimits): string | null {
  if (minAge !== null && maxAge !== null) return `ages ${minAge} to ${maxAge}`;
  if (minAge !== null) return `ages ${minAge} and over`;
  if (maxAge !== null) return `ages ${maxAge} and under`;
  return null;
}

/**
 * Why someone of this age (null: unknown) cannot join the plan, or undefined when they can: the
 * server's refusal (422 under `date_of_birth`), which the joining page also checks before signing up.
 */
export function membershipAgeRefusal(
  plan: AgeLimits & { name: string },
  age: number | null,
): string | undefined {
  const ages = agesLabel(plan);
  if (ages === null) return undefined;
  if (age === null) return `${plan.name} is for ${ages}: add your date of birth in My account to join.`;
  const isTooYoung = plan.minAge !== null && age < plan.minAge;
  const isTooOld = plan.maxAge !== null && age > plan.maxAge;
  return isTooYoung || isTooOld ? `${plan.name} is for ${ages} on the start date.` : undefined;
}
