// Builds no schema: the web's pages take it without zod (as limits.ts).

const poundSign = '£';

/**
 * Pence as shown (docs/product.md, 'Money, time and words'): '£12.50' (no space after £),
 * '€ 12.50' (a space after any other symbol), '£0.00', '-£2.50'. The server's messages and totals
 * and the web's pages write money with this one function.
 */
export function formatMoney(amountPence: number, symbol: string = poundSign): string {
  if (!Number.isFinite(amountPence)) throw new Error(`Invalid amount ${amountPence}`);
  const rounded = Math.round(amountPence);
  const amount = (Math.abs(rounded) / 100).toFixed(2);
  const sign = rounded < 0 ? '-' : '';
  const separator = symbol === poundSign ? '' : ' ';
  return `${sign}${symbol}${separator}${amount}`;
}
