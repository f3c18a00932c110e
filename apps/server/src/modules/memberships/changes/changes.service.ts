import { type MembershipChangeDone, type MembershipChangeQuote, priceOf } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/client.ts';
import { customerMemberships, membershipChanges } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../http/errors.ts';
import { type BillingDeps, emptyBillingReport, runTries } from '../../billing/billing-engine.ts';
import type { ClientRow } from '../../clients/clients.repository.ts';
import type { OutboxRow } from '../../mail/mailer.ts';
import { dayOf } from '../../timetable/calendar.ts';
import { type ChangeMail, queueChangeMail } from './change-mail.ts';
import {
  bookedFreezePeriods,
  changeMessages,
  commonBlock,
  freezeBlock,
  longDay,
  quoteOf,
} from './change-quote.ts';
import { cancelLastDay, freezeMonthsLeft, freezeWindow } from './change-rules.ts';
import {
  type ChangeRow,
  type MembershipState,
  membershipStateOf,
  otherPlansOf,
} from './changes.repository.ts';

/** Whose membership is changed, and who does it (the customer, or staff at the desk for them). */
export interface ChangeActor {
  client: ClientRow;
  userId: number;
  actedBy: number;
}

const conflict = (message: string) => new AppError({ statusCode: 409, code: 'conflict', message });
const refused = (field: string, message: string) =>
  new AppError({ statusCode: 422, code: 'validation_failed', message, errors: { [field]: [message] } });

/** `GET …/changes`: what cancelling, freezing and each plan change would do today. */
export async function membershipChangeQuote(
  deps: BillingDeps,
  actor: ChangeActor,
  membershipId: number,
): Promise<MembershipChangeQuote> {
  const state = await membershipStateOf(
    deps.db,
    { clientId: actor.client.id, userId: actor.userId, membershipId },
    false,
  );
  if (!state) throw notFound('Membership not found');
  const today = dayOf(deps.now(), actor.client.timezone);
  const plans = await otherPlansOf(deps.db, {
    clientId: actor.client.id,
    planId: state.plan.id,
    userId: actor.userId,
    today,
  });
  return quoteOf(state, {
    today,
    symbol: actor.client.currencySymbol,
    plans,
  });
}

export interface Outcome {
  done: MembershipChangeDone;
  mails: OutboxRow[];
  collect: boolean;
}

/** Runs one change in a transaction holding the membership's lock; then sends its mail and collects its charge. */
export async function changeInTransaction(
  deps: BillingDeps,
  actor: ChangeActor,
  membershipId: number,
  change: (tx: Transaction, state: MembershipState, today: string) => Promise<Outcome>,
): Promise<MembershipChangeDone> {
  const today = dayOf(deps.now(), actor.client.timezone);
  const outcome = await deps.db.transaction(async (tx) => {
    const state = await membershipStateOf(
      tx,
      { clientId: actor.client.id, userId: actor.userId, membershipId },
      true,
    );
    if (!state) throw notFound('Membership not found');
    return change(tx, state, today);
  });
  for (const mail of outcome.mails) deps.mailer.deliver(deps.db, mail);
  if (outcome.collect) {
    const report = emptyBillingReport();
    await runTries(deps, report, () => false, { clientId: actor.client.id, membershipId });
  }
  return outcome.done;
}

export const latest = (state: MembershipState, kind: ChangeRow['kind']) =>
  [...state.changes].reverse().find((change) => change.kind === kind);

export async function logChange(
  tx: Transaction,
  actor: ChangeActor,
  state: MembershipState,
  values: Partial<ChangeRow> & Pick<ChangeRow, 'kind' | 'effectiveOn'>,
) {
  const [row] = await tx
    .insert(membershipChanges)
    .values({
      clientId: actor.client.id,
      membershipId: state.id,
      fromPlanId: state.plan.id,
      actedBy: actor.actedBy,
      ...values,
    })
    .returning();
  if (!row) throw new Error('membership change insert returned no row');
  return row;
}

export const updateMembership = (
  tx: Transaction,
  state: MembershipState,
  values: Partial<typeof customerMemberships.$inferInsert>,
) =>
  tx
    .update(customerMemberships)
    .set(values)
    .where(and(eq(customerMemberships.clientId, state.clientId), eq(customerMemberships.id, state.id)));

export const mailOf = (tx: Transaction, deps: BillingDeps, actor: ChangeActor, change: ChangeMail) =>
  queueChangeMail(tx, deps.mailer, { client: actor.client, userId: actor.userId, change });

/**
 * `POST …/cancel`: the membership ends on its last day (minimum term and notice honoured), billed
 * until then. Cancelling again answers the same.
 */
export function cancelMembership(deps: BillingDeps, actor: ChangeActor, membershipId: number) {
  return changeInTransaction(deps, actor, membershipId, async (tx, state, today) => {
    const zero = priceOf(0, actor.client.currencySymbol);
    const earlier = latest(state, 'cancel');
    if (state.endsOn && earlier && state.endsOn >= today) {
      const done = {
        message: changeMessages.cancelling(state.endsOn),
        kind: 'cancel' as const,
        effectiveOn: state.endsOn,
        chargedNow: zero,
      };
      return { done, mails: [], collect: false };
    }
    const blocked =
      commonBlock(state, today) ?? (state.endsOn ? changeMessages.cancelling(state.endsOn) : null);
    if (blocked || !state.nextPaymentOn) throw conflict(blocked ?? changeMessages.notBilled);
    const lastDay = cancelLastDay({
      today,
      startsOn: state.startsOn,
      nextPaymentOn: state.nextPaymentOn,
      billingDay: state.billingDay,
      plan: state.plan,
    });
    await logChange(tx, actor, state, { kind: 'cancel', effectiveOn: lastDay });
    // A downgrade or freeze already booked still happens before the last day.
    await updateMembership(tx, state, { endsOn: lastDay });
    const mail = await mailOf(tx, deps, actor, { kind: 'cancel', planName: state.plan.name, lastDay });
    return {
      done: {
        message: changeMessages.cancelling(lastDay),
        kind: 'cancel',
        effectiveOn: lastDay,
        chargedNow: zero,
      },
      mails: [mail],
      collect: false,
    };
  });
}

const frozenMessage = (startsOn: string, lastDay: string) =>
  `Frozen from ${longDay(startsOn)} until ${longDay(lastDay)}.`;
/**
 * `POST …/freeze`: the next `months` whole periods, from the next billing date, are frozen: each
 * billed the plan's freeze fee (nothing when it has none), benefits paused. The same freeze again
 * answers the same.
 */
export function freezeMembership(
  deps: BillingDeps,
  actor: ChangeActor,
  membershipId: number,
  months: number,
) {
  return changeInTransaction(deps, actor, membershipId, async (tx, state, today) => {
    const zero = priceOf(0, actor.client.currencySymbol);
    const earlier = latest(state, 'freeze');
    if (earlier?.untilOn && earlier.untilOn > today && state.nextPaymentOn) {
      const window = freezeWindow(earlier.effectiveOn, state.billingDay, months);
      if (window.resumesOn === earlier.untilOn) {
        return {
          done: {
            message: frozenMessage(earlier.effectiveOn, window.lastDay),
            kind: 'freeze',
            effectiveOn: earlier.effectiveOn,
            chargedNow: zero,
          },
          mails: [],
          collect: false,
        };
      }
    }
    const blocked = freezeBlock(state, today);
    if (blocked === changeMessages.noFreeze) throw refused('months', blocked);
    if (blocked || !state.nextPaymentOn) throw conflict(blocked ?? changeMessages.notBilled);
    const left = freezeMonthsLeft({
      from: state.nextPaymentOn,
      billingDay: state.billingDay,
      perYear: state.plan.freezeMonthsPerYear,
      bookedPeriods: bookedFreezePeriods(state),
    });
    if (months > left) throw refused('months', changeMessages.freezeLimit(state.plan.freezeMonthsPerYear));
    const window = freezeWindow(state.nextPaymentOn, state.billingDay, months);
    await logChange(tx, actor, state, {
      kind: 'freeze',
      effectiveOn: state.nextPaymentOn,
      untilOn: window.resumesOn,
      feePence: state.plan.freezeFeePence,
    });
    const mail = await mailOf(tx, deps, actor, {
      kind: 'freeze',
      planName: state.plan.name,
      startsOn: state.nextPaymentOn,
      lastDay: window.lastDay,
      resumesOn: window.resumesOn,
      feePence: state.plan.freezeFeePence,
      pricePence: state.pricePence,
    });
    const done = {
      message: frozenMessage(state.nextPaymentOn, window.lastDay),
      kind: 'freeze' as const,
      effectiveOn: state.nextPaymentOn,
      chargedNow: zero,
    };
    return { done, mails: [mail], collect: false };
  });
}
