export const defaultCurrencySymbol = '£';

/** Pence as money: '£12.50' (no space after £), '€ 12.50' (a space after other symbols), '£0.00'. */
export function formatMoney(amountPence: number, symbol: string = defaultCurrencySymbol): string {
  if (!Number.isFinite(amountPence)) throw new Error(`Invalid amount ${amountPence}`);
  const rounded = Math.round(amountPence);
  const amount = (Math.abs(rounded) / 100).toFixed(2);
  const sign = rounded < 0 ? '-' : '';
  const separator = symbol === defaultCurrencySymbol ? '' : ' ';
  return `${sign}${symbol}${separator}${amount}`;
}
