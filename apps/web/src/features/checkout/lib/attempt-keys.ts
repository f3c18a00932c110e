/** A fresh key; crypto.randomUUID where the page is a secure context (localhost counts). */
export function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One Idempotency-Key per payment attempt: sending the same body again (a retry after the
 * network dropped the answer) reuses the key, so the server charges once; any change to what is
 * sent (a new card, a new session, other billing details) is a new attempt with a new key.
 */
export function createAttemptKeys(makeKey: () => string = newAttemptKey) {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const serialised = JSON.stringify(body);
      if (last?.body !== serialised) last = { body: serialised, key: makeKey() };
      return last.key;
    },
    /** The attempt was answered: the next send is a new attempt even with the same body. */
    forget() {
      last = null;
    },
  };
}

export type AttemptKeys = ReturnType<typeof createAttemptKeys>;
