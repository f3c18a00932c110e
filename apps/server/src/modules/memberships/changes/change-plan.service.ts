import { type MembershipChangeDone, priceOf } from '@leisure/contracts';
import type { Transaction } from '../../../db/client.ts';
import { membershipCharges } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../http/errors.ts';
import type { BillingDeps } from '../../billing/billing-engine.ts';
import { changeMessages, changePlanBlock, longDay, planChangeOf } from './change-quote.ts';
import { hasLiveInstruction, type MembershipState, otherPlansOf } from './changes.repository.ts';
import {
  type ChangeActor,
  changeInTransaction,
  logChange,
  mailOf,
  type Outcome,
  updateMembership,
} from './changes.service.ts';

const conflict = (message: string) => new AppError({ statusCode: 409, code: 'conflict', message });
const refused = (message: string) =>
  new AppError({ statusCode: 422, code: 'validation_failed', message, errors: { planId: [message] } });

const upgradedMessage = (name: string, charged: string) =>
  `Your membership is now ${name}. We have charged ${charged} for the rest of this month.`;
const downgradeMessage = (name: string, from: string) => `Changing to ${name} on ${longDay(from)}.`;

/** A repeat of the plan change just made answers what it answered; null when this is a new request. */
function repeated(
  state: MembershipState,
  input: { planId: number; today: string; symbol: string; pendingName: string | undefined },
): MembershipChangeDone | null {
  const last = [...state.changes]
    .reverse()
    .find((change) => change.kind === 'upgrade' || change.kind === 'downgrade');
  if (!last || last.toPlanId !== input.planId) return null;
  if (
    last.kind === 'downgrade' &&
    state.pendingPlanId === input.planId &&
    state.pendingFrom &&
    input.pendingName
  ) {
    const done = {
      kind: 'downgrade' as const,
      effectiveOn: state.pendingFrom,
      chargedNow: priceOf(0, input.symbol),
    };
    return { ...done, message: downgradeMessage(input.pendingName, state.pendingFrom) };
  }
  if (last.kind === 'upgrade' && state.plan.id === input.planId && last.effectiveOn === input.today) {
    const chargedNow = priceOf(last.amountPence, input.symbol);
    return {
      message: upgradedMessage(state.plan.name, chargedNow.formatted),
      kind: 'upgrade',
      effectiveOn: last.effectiveOn,
      chargedNow,
    };
  }
  return null;
}

/**
 * `POST …/change-plan`: to a dearer plan at once, the pro-rata difference for the rest of the
 * period charged now (a charge row of its own, collected like a renewal through the member's
 * payment method) and the new price from the next period; to a cheaper (or equal) plan from the
 * next billing date, which the billing run switches. The same change again answers the same.
 */
export function changeMembershipPlan(
  deps: BillingDeps,
  actor: ChangeActor,
  membershipId: number,
  planId: number,
) {
  const symbol = actor.client.currencySymbol;
  return changeInTransaction(deps, actor, membershipId, async (tx, state, today): Promise<Outcome> => {
    const plans = await otherPlansOf(tx, {
      clientId: actor.client.id,
      planId: state.plan.id,
      userId: actor.userId,
      today,
    });
    const pendingName = plans.find((plan) => plan.id === planId)?.name;
    const again = repeated(state, { planId, today, symbol, pendingName });
    if (again) return { done: again, mails: [], collect: false };
    if (planId === state.plan.id) throw refused(changeMessages.samePlan);
    const blocked = changePlanBlock(state, today, plans);
    if (blocked) throw conflict(blocked);
    const plan = plans.find((candidate) => candidate.id === planId);
    if (!plan) throw notFound(changeMessages.planNotFound);
    const option = planChangeOf(state, plan, today, symbol);
    if (option.kind === 'downgrade') return downgrade(tx, deps, actor, state, option);
    const pence = option.chargeNow.amountPence;
    if (pence > 0 && !(await hasLiveInstruction(tx, actor.client.id, actor.userId)))
      throw refused(changeMessages.needsCard);
    const change = await logChange(tx, actor, state, {
      kind: 'upgrade',
      toPlanId: plan.id,
      effectiveOn: today,
      amountPence: pence,
    });
    await updateMembership(tx, state, { planId: plan.id, pricePence: plan.pricePence });
    const next = state.nextPaymentOn ?? today;
    if (pence > 0) {
      await tx.insert(membershipCharges).values({
        clientId: actor.client.id,
        membershipId: state.id,
        userId: state.userId,
        periodStart: today,
        periodEnd: next,
        amountPence: pence,
        changeId: change.id,
        status: 'due',
        nextAttemptAt: deps.now(),
      });
    }
    const mail = await mailOf(tx, deps, actor, {
      kind: 'upgrade',
      planName: plan.name,
      fromPlanName: state.plan.name,
      chargedPence: pence,
      pricePence: plan.pricePence,
      nextPaymentOn: next,
    });
    const done: MembershipChangeDone = {
      message: upgradedMessage(plan.name, option.chargeNow.formatted),
      kind: 'upgrade',
      effectiveOn: today,
      chargedNow: option.chargeNow,
    };
    return { done, mails: [mail], collect: pence > 0 };
  });
}

async function downgrade(
  tx: Transaction,
  deps: BillingDeps,
  actor: ChangeActor,
  state: MembershipState,
  option: { planId: number; name: string; newPriceFrom: string; monthlyPrice: { amountPence: number } },
): Promise<Outcome> {
  const from = option.newPriceFrom;
  await logChange(tx, actor, state, { kind: 'downgrade', toPlanId: option.planId, effectiveOn: from });
  await updateMembership(tx, state, {
    pendingPlanId: option.planId,
    pendingPricePence: option.monthlyPrice.amountPence,
    pendingFrom: from,
  });
  const mail = await mailOf(tx, deps, actor, {
    kind: 'downgrade',
    planName: option.name,
    fromPlanName: state.plan.name,
    from,
    pricePence: option.monthlyPrice.amountPence,
  });
  const done: MembershipChangeDone = {
    message: downgradeMessage(option.name, from),
    kind: 'downgrade',
    effectiveOn: from,
    chargedNow: priceOf(0, actor.client.currencySymbol),
  };
  return { done, mails: [mail], collect: false };
}
