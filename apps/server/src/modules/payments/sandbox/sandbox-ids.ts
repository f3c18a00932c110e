import { randomBytes, timingSafeEqual } from 'node:crypto';

/** Where the sandbox's hosted pages live: at the server root, beside the apps (never under /api). */
export const SANDBOX_PAGES_PATH = '/sandbox-pay';
export const SANDBOX_SESSION_MINUTES = 15;
export const SANDBOX_CARD_MINUTES = 15;

/** An unguessable id: the 3-D Secure page and the card form are reached by it alone. */
export function newSandboxId(prefix: 'sess' | 'card' | 'tx' | 'rf' | 'cres'): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}

export const cardFormUrl = (sessionKey: string) =>
  `${SANDBOX_PAGES_PATH}/card-form?session_key=${encodeURIComponent(sessionKey)}`;

export const challengeUrl = (transactionId: string) =>
  `${SANDBOX_PAGES_PATH}/3ds/${encodeURIComponent(transactionId)}`;

/** Compares two secrets in constant time (for equal lengths; a length difference says no at once). */
export function isSameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
