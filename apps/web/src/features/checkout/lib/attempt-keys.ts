import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';

/**
 * One Idempotency-Key per payment attempt: sending the same body again (a retry after the
 * network dropped the answer) reuses the key, so the server charges once; any change to what is
 * sent (a new card, a new session, other billing details) is a new attempt with a new key.
 */
export function createAttemptKeys(makeKey: () => string = newIdempotencyKey) {
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
