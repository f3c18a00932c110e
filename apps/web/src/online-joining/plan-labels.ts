import type { MembershipPlan } from '@leisure/contracts';

/** '12-month minimum term', or 'Rolling monthly' for a one-month plan. */
export const termLabel = (plan: Pick<MembershipPlan, 'termMonths'>) =>
  plan.termMonths > 1 ? `${plan.termMonths}-month minimum term` : 'Rolling monthly, cancel any time';

/** '£20.00 joining fee', or 'No joining fee'. */
export const joiningFeeLabel = (plan: Pick<MembershipPlan, 'joiningFee'>) =>
  plan.joiningFee.amountPence > 0 ? `${plan.joiningFee.formatted} joining fee` : 'No joining fee';

/** 'A, B and C'. */
function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * What a plan includes, one line each, most generous first: its free sessions, its discounts
 * grouped by size ('Free Lane swimming and Public swim', '20% off Yoga and Spin'), guest passes.
 */
export function inclusionsOf(plan: MembershipPlan): string[] {
  const byPercent = new Map<number, string[]>();
  for (const discount of plan.discounts) {
    byPercent.set(discount.percentOff, [
      ...(byPercent.get(discount.percentOff) ?? []),
      discount.activityName,
    ]);
  }
  const discounts = [...byPercent.entries()]
    .sort(([a], [b]) => b - a)
    .map(([percent, names]) =>
      percent === 100 ? `Free ${listOf(names)}` : `${percent}% off ${listOf(names)}`,
    );
  const passes = plan.guestPassesPerMonth;
  return [
    ...plan.benefits.map((benefit) => benefit.name),
    ...discounts,
    ...(passes > 0 ? [`${passes} guest ${passes === 1 ? 'pass' : 'passes'} a month`] : []),
  ];
}
