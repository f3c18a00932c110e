import { randomInt } from 'node:crypto';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const referenceCode = () => {
  let code = '';
  for (let index = 0; index < 6; index += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return code;
};

/** A short order reference customers can read out: the client's first letters and 6 characters. */
export function orderReference(clientSlug: string): string {
  const prefix =
    clientSlug
      .replace(/[^a-z]/gi, '')
      .slice(0, 3)
      .toUpperCase() || 'ORD';
  return `${prefix}-${referenceCode()}`;
}

/** A membership's reference, read out like an order's: `MEM-` and 6 characters. */
export const membershipReference = () => `MEM-${referenceCode()}`;
