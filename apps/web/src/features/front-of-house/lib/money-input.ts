/**
 * What staff type into a money box ('12.50', '12', '£12.50', '1,250.5') as pence; null when it
 * is not pounds and pence (more than two decimals, letters, a minus sign).
 */
export function penceFromPounds(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^[^\d.-]+/, '')
    .replace(/,/g, '');
  if (!/^(\d{1,6}(\.\d{0,2})?|\.\d{1,2})$/.test(cleaned)) return null;
  const [pounds = '', pence = ''] = cleaned.split('.');
  return Number(pounds || '0') * 100 + Number(pence.padEnd(2, '0'));
}

/** Pence as the money box shows them: '12.50' (no symbol: the box has it beside). */
export const poundsOf = (pence: number) => (Math.max(0, pence) / 100).toFixed(2);
