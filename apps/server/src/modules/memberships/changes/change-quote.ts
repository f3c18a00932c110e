import {
  type FreezeOption,
  type MembershipChangeQuote,
  type PlanChangeOption,
  priceOf,
} from '@leisure/contracts';
import { nextBillingDay } from '../../billing/billing-schedule.ts';
import { cancelLastDay, freezeMonthsLeft, freezeWindow, upgradeProRata } from './change-rules.ts';
import type { MembershipState } from './changes.repository.ts';

type PlanRow = MembershipState['plan'];

/** A day as the screens show it: '19 January 2027'. */
export const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));

/** The customer's texts of the changes: what they are told, on screen and in the refusals. */
export const changeMessages = {
  suspended: 'Pay the overdue payments on this membership before you change it.',
  ended: 'This membership has ended.',
  notStarted: 'This membership has not started yet: ask at the front desk to change it.',
  notBilled: 'This membership is not paid monthly: ask at the front desk to change it.',
  cancelling: (lastDay: string) => `Cancelling: your last day is ${longDay(lastDay)}.`,
  endsSoFreeze: (lastDay: string) => `Your membership ends on ${longDay(lastDay)}: it cannot be frozen.`,
  endsSoChange: (lastDay: string) =>
    `Your membership ends on ${longDay(lastDay)}: its plan cannot be changed.`,
  noFreeze: 'Your plan cannot be frozen.',
  frozen: (lastDay: string) => `Your membership is frozen until ${longDay(lastDay)}.`,
  frozenSoChange: (lastDay: string) =>
    `Your membership is frozen until ${longDay(lastDay)}: change its plan after that.`,
  freezeLimit: (perYear: number) =>
    `You can freeze for at most ${perYear} ${perYear === 1 ? 'month' : 'months'} a year.`,
  pending: (name: string, from: string) => `A change to ${name} is already booked from ${longDay(from)}.`,
  noOtherPlan: 'There is no other plan to change to.',
  samePlan: 'This membership is already on that plan.',
  planNotFound: 'Plan not found',
  needsCard: 'Add a card for your membership payments before you upgrade: the difference is charged now.',
};

/** The freeze under way or booked (its days), if any: the latest one that has not ended by `today`. */
export function currentFreeze(state: MembershipState, today: string) {
  const freeze = [...state.changes]
    .reverse()
    .find((change) => change.kind === 'freeze' && change.untilOn !== null && change.untilOn > today);
  if (!freeze?.untilOn) return null;
  return { change: freeze, startsOn: freeze.effectiveOn, lastDay: dayBeforeOf(freeze.untilOn) };
}

const dayBeforeOf = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** Why no change at all can be made to the membership today; null when changes can be. */
export function commonBlock(state: MembershipState, today: string): string | null {
  if (state.status === 'suspended') return changeMessages.suspended;
  if (state.status === 'cancelled' || (state.endsOn !== null && state.endsOn < today))
    return changeMessages.ended;
  if (state.startsOn > today) return changeMessages.notStarted;
  if (state.nextPaymentOn === null) return changeMessages.notBilled;
  return null;
}

/** Every frozen period booked on the membership (for the yearly limit). */
export function bookedFreezePeriods(state: MembershipState): string[] {
  const periods: string[] = [];
  for (const change of state.changes) {
    if (change.kind !== 'freeze' || !change.untilOn) continue;
    for (let day = change.effectiveOn; day < change.untilOn; day = nextBillingDay(day, state.billingDay)) {
      periods.push(day);
    }
  }
  return periods;
}

function freezeQuote(state: MembershipState, today: string, symbol: string): MembershipChangeQuote['freeze'] {
  const monthlyFee = priceOf(state.plan.freezeFeePence, symbol);
  const blocked = freezeBlock(state, today);
  if (blocked || !state.nextPaymentOn) return { blocked, monthlyFee, options: [] };
  const left = freezeMonthsLeft({
    from: state.nextPaymentOn,
    billingDay: state.billingDay,
    perYear: state.plan.freezeMonthsPerYear,
    bookedPeriods: bookedFreezePeriods(state),
  });
  if (left === 0)
    return { blocked: changeMessages.freezeLimit(state.plan.freezeMonthsPerYear), monthlyFee, options: [] };
  const options: FreezeOption[] = [];
  for (let months = 1; months <= left; months += 1) {
    const window = freezeWindow(state.nextPaymentOn, state.billingDay, months);
    options.push({
      months,
      startsOn: state.nextPaymentOn,
      lastDay: window.lastDay,
      resumesOn: window.resumesOn,
      totalFee: priceOf(state.plan.freezeFeePence * months, symbol),
    });
  }
  return { blocked: null, monthlyFee, options };
}

export function freezeBlock(state: MembershipState, today: string): string | null {
  const common = commonBlock(state, today);
  if (common) return common;
  if (state.endsOn) return changeMessages.endsSoFreeze(state.endsOn);
  if (state.plan.freezeMonthsPerYear === 0) return changeMessages.noFreeze;
  const freeze = currentFreeze(state, today);
  if (freeze) return changeMessages.frozen(freeze.lastDay);
  return null;
}

export function changePlanBlock(
  state: MembershipState,
  today: string,
  plans: { id: number; name: string }[],
) {
  const common = commonBlock(state, today);
  if (common) return common;
  if (state.endsOn) return changeMessages.endsSoChange(state.endsOn);
  const freeze = currentFreeze(state, today);
  if (freeze) return changeMessages.frozenSoChange(freeze.lastDay);
  if (state.pendingPlanId !== null && state.pendingFrom) {
    const pending = plans.find((plan) => plan.id === state.pendingPlanId);
    return changeMessages.pending(pending?.name ?? 'another plan', state.pendingFrom);
  }
  return null;
}

/** What moving to `plan` today does: an upgrade now (pro rata), a downgrade from the next billing date. */
export function planChangeOf(
  state: MembershipState,
  plan: PlanRow,
  today: string,
  symbol: string,
): PlanChangeOption {
  const next = state.nextPaymentOn ?? today;
  const monthlyPrice = priceOf(plan.pricePence, symbol);
  if (plan.pricePence > state.pricePence) {
    const pence = upgradeProRata({
      today,
      nextPaymentOn: next,
      billingDay: state.billingDay,
      currentPence: state.pricePence,
      newPence: plan.pricePence,
    });
    const chargeNow = priceOf(pence, symbol);
    return {
      planId: plan.id,
      name: plan.name,
      monthlyPrice,
      kind: 'upgrade',
      chargeNow,
      newPriceFrom: today,
      summary: `${plan.name} starts today. We charge ${chargeNow.formatted} now for the rest of this month, then ${monthlyPrice.formatted} a month from ${longDay(next)}.`,
    };
  }
  return {
    planId: plan.id,
    name: plan.name,
    monthlyPrice,
    kind: 'downgrade',
    chargeNow: priceOf(0, symbol),
    newPriceFrom: next,
    summary: `${plan.name} starts on ${longDay(next)}, your next billing date, at ${monthlyPrice.formatted} a month. Until then you keep ${state.plan.name}.`,
  };
}

/** Every quote of the membership today. */
export function quoteOf(
  state: MembershipState,
  input: { today: string; symbol: string; plans: PlanRow[] },
): MembershipChangeQuote {
  const { today, symbol, plans } = input;
  const common = commonBlock(state, today);
  const cancelBlocked = common ?? (state.endsOn ? changeMessages.cancelling(state.endsOn) : null);
  const lastDay =
    cancelBlocked || !state.nextPaymentOn
      ? null
      : cancelLastDay({
          today,
          startsOn: state.startsOn,
          nextPaymentOn: state.nextPaymentOn,
          billingDay: state.billingDay,
          plan: state.plan,
        });
  const changeBlocked =
    changePlanBlock(state, today, plans) ?? (plans.length === 0 ? changeMessages.noOtherPlan : null);
  return {
    membershipId: state.id,
    planName: state.plan.name,
    cancel: {
      blocked: cancelBlocked,
      lastDay,
      summary: lastDay ? cancelSummary(state, lastDay) : null,
    },
    freeze: freezeQuote(state, today, symbol),
    changePlan: {
      blocked: changeBlocked,
      options: changeBlocked ? [] : plans.map((plan) => planChangeOf(state, plan, today, symbol)),
    },
  };
}

function cancelSummary(state: MembershipState, lastDay: string): string {
  const term =
    state.plan.termMonths > 1 ? ` Your plan has a ${state.plan.termMonths}-month minimum term` : ' Your plan';
  const notice =
    state.plan.noticeMonths === 0
      ? ' needs no notice'
      : ` needs ${state.plan.noticeMonths} ${state.plan.noticeMonths === 1 ? "month's" : "months'"} notice`;
  return `Your last day would be ${longDay(lastDay)}.${term}${state.plan.termMonths > 1 ? ' and' : ''}${notice}; your monthly payments continue until then.`;
}
