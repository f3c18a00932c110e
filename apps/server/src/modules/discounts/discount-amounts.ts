/** An applied discount code as the basket prices it. */
export interface DiscountRule {
  percentOff: number | null;
  amountOffPence: number | null;
  minimumSpendPence: number;
  /** The customer of the basket it is for; null for the whole basket. */
  customerId: number | null;
}

/** A live basket line: what it costs and whose place it is (null: a visitor's). */
export interface DiscountableLine {
  amountPence: number;
  customerId: number | null;
}

/**
 * What each applied discount takes off, in the order they were applied. A discount counts the
 * lines of its customer (every line when it is for the whole basket); below its minimum spend it
 * takes nothing. A percentage is rounded to the nearest penny; an amount off never exceeds what
 * its lines cost. Together the discounts never take more than the lines cost, so the total never
 * goes below zero.
 */
export function discountAmounts(
  rules: readonly DiscountRule[],
  lines: readonly DiscountableLine[],
): number[] {
  const spendOf = (customerId: number | null) =>
    lines
      .filter((line) => customerId === null || line.customerId === customerId)
      .reduce((sum, line) => sum + line.amountPence, 0);
  let left = spendOf(null);
  const leftFor = new Map<number, number>();
  return rules.map((rule) => {
    const spend = spendOf(rule.customerId);
    if (spend === 0 || spend < rule.minimumSpendPence) return 0;
    const wanted =
      rule.percentOff !== null ? Math.round((spend * rule.percentOff) / 100) : (rule.amountOffPence ?? 0);
    const customerLeft = rule.customerId === null ? left : (leftFor.get(rule.customerId) ?? spend);
    const amount = Math.max(0, Math.min(wanted, spend, customerLeft, left));
    left -= amount;
    if (rule.customerId !== null) leftFor.set(rule.customerId, customerLeft - amount);
    return amount;
  });
}
