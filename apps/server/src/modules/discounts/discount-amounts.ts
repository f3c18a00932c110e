/** An applied discount code as the basket prices it. */
export interface DiscountRule {
  percentOff: number | null;
  amountOffPence: number | null;
  minimumSpendPence: number;
  /** The customer of the basket it is for; null for the whole basket. */
  customerId: number | null;
  /**
   * A percentage of what the discounts before it leave, not of the spend (the desk's discount,
   * given on the total the staff user sees).
   */
  isOfWhatIsLeft?: boolean;
}

/** A live basket line: what it costs and whose place it is (null: a visitor's). */
export interface DiscountableLine {
  amountPence: number;
  customerId: number | null;
}

/**
 * What each applied discount takes off, in the order they were applied. A discount counts the
 * lines of its customer (every line when it is for the whole basket); below its minimum spend it
 * takes nothing. A percentage (of the spend, or of what is left for `isOfWhatIsLeft`) is rounded
 * to the nearest penny; an amount off never exceeds what its lines cost. Together the discounts
 * never take more than the lines cost, so the total never goes below zero.
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
    const customerLeft = rule.customerId === null ? left : (leftFor.get(rule.customerId) ?? spend);
    const base = rule.isOfWhatIsLeft ? Math.min(customerLeft, left) : spend;
    const wanted =
      rule.percentOff !== null ? Math.round((base * rule.percentOff) / 100) : (rule.amountOffPence ?? 0);
    const amount = Math.max(0, Math.min(wanted, spend, customerLeft, left));
    left -= amount;
    if (rule.customerId !== null) leftFor.set(rule.customerId, customerLeft - amount);
    return amount;
  });
}
