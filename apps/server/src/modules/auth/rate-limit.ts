import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authThrottles } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { addressKey } from './address-key.ts';

/*
 * Throttling policy of the auth calls (docs/security.md; OWASP ASVS 5.0 V6.3, NIST SP 800-63B
 * 5.2.2). Every call that spends a password hash is counted before the hash, by one atomic
 * upsert per call (no count-then-insert race, in one process or many):
 * - login: 10 failures per account from one address, 50 failures per address, per 15 minutes.
 *   A success clears its account-and-address count and gives back its address attempt. There
 *   is no account-wide lockout: customer references are sequential, so one would let anyone
 *   lock every customer out. Guessing spread over many addresses is the residual risk, kept
 *   small by refusing common passwords at sign-up and reset, and by scrypt's cost per guess.
 * - forgotten password: 5 per account from one address, 20 per address, per 15 minutes; and at
 *   most 3 reset mails per account per 15 minutes (beyond, the same answer and no mail).
 * - reset password: 10 per address per 15 minutes; register: 50 per address per hour; a desk
 *   creating customers: 60 per address per 15 minutes.
 * A count's window starts at its first attempt and starts again once it has passed (so at most
 * twice a limit fits across a window's edge); Retry-After is the time left in it. Addresses are
 * counted as addressKey gives them (an IPv6 address by its /64). The hashing itself is bounded
 * per process by hash-gate.ts, where addresses take turns.
 */

export type ThrottledAction = (typeof authThrottles.action.enumValues)[number];
type Scope = 'account_address' | 'address' | 'account';
interface Rule {
  scope: Scope;
  limit: number;
}

const MINUTE = 60 * 1000;
export const throttlePolicy: Record<ThrottledAction, { windowMs: number; rules: Rule[] }> = {
  login: {
    windowMs: 15 * MINUTE,
    rules: [
      { scope: 'account_address', limit: 10 },
      { scope: 'address', limit: 50 },
    ],
  },
  forgotten_password: {
    windowMs: 15 * MINUTE,
    rules: [
      { scope: 'account_address', limit: 5 },
      { scope: 'address', limit: 20 },
    ],
  },
  reset_mail: { windowMs: 15 * MINUTE, rules: [{ scope: 'account', limit: 3 }] },
  reset_password: { windowMs: 15 * MINUTE, rules: [{ scope: 'address', limit: 10 }] },
  register: { windowMs: 60 * MINUTE, rules: [{ scope: 'address', limit: 50 }] },
  create_customer: { windowMs: 15 * MINUTE, rules: [{ scope: 'address', limit: 60 }] },
};
const LONGEST_WINDOW_MS = Math.max(...Object.values(throttlePolicy).map((policy) => policy.windowMs));
const PRUNE_EVERY_MS = 10 * MINUTE;

export interface Attempt {
  clientId: number;
  action: ThrottledAction;
  ip: string;
  /** What the account is counted as: `accountKeyOf` of the login name and the user it names. */
  account?: string;
}

/** One account under its two login names (email, reference), or the name typed when none. */
export const accountKeyOf = (typed: string, user: { id: number } | undefined) =>
  user ? `user:${user.id}` : `name:${typed.trim().toLowerCase()}`;

function subjectOf(scope: Scope, attempt: Attempt): string {
  const address = addressKey(attempt.ip);
  if (scope === 'address') return `address:${address}`;
  if (attempt.account === undefined) throw new Error(`the ${attempt.action} limit counts an account`);
  return scope === 'account' ? `account:${attempt.account}` : `account_address:${attempt.account}|${address}`;
}

/** An attempt counted: what it may give back once it turned out not to be a guess. */
export interface CountedAttempt {
  /** Set when a limit was passed: the seconds until its window ends. */
  retryAfterSeconds?: number;
  /** A success: forgets the account-and-address count and gives back the address attempt. */
  succeeded(): Promise<void>;
}

/** Counts one attempt against every rule of its action at once, answering whether one is over. */
export async function countAttempt(
  db: Database,
  attempt: Attempt,
  now = new Date(),
): Promise<CountedAttempt> {
  await pruneNowAndThen(db, now);
  const { windowMs, rules } = throttlePolicy[attempt.action];
  const limits = new Map(rules.map((rule) => [subjectOf(rule.scope, attempt), rule]));
  // Sorted, so concurrent upserts lock the same rows in the same order (no deadlock).
  const subjects = [...limits.keys()].sort();
  const cutoff = new Date(now.getTime() - windowMs).toISOString();
  const staleWindow = sql`${authThrottles.windowStart} <= ${cutoff}::timestamptz`;
  const rows = await db
    .insert(authThrottles)
    .values(subjects.map((subject) => ({ ...keyOf(attempt, subject), windowStart: now, count: 1 })))
    .onConflictDoUpdate({
      target: [authThrottles.clientId, authThrottles.action, authThrottles.subject],
      set: {
        count: sql`case when ${staleWindow} then 1 else ${authThrottles.count} + 1 end`,
        windowStart: sql`case when ${staleWindow} then excluded.window_start else ${authThrottles.windowStart} end`,
      },
    })
    .returning({
      subject: authThrottles.subject,
      count: authThrottles.count,
      windowStart: authThrottles.windowStart,
    });
  const waits = rows
    .filter((row) => row.count > (limits.get(row.subject)?.limit ?? Number.POSITIVE_INFINITY))
    .map((row) => row.windowStart.getTime() + windowMs - now.getTime());
  return {
    retryAfterSeconds: waits.length > 0 ? Math.max(1, Math.ceil(Math.max(...waits) / 1000)) : undefined,
    succeeded: () => forgiveSuccess(db, attempt, rows),
  };
}

/** Counts one attempt and throws 429 `rate_limited` (with Retry-After) when a limit is passed. */
export async function reserveAttempt(
  db: Database,
  attempt: Attempt,
  now = new Date(),
): Promise<CountedAttempt> {
  const counted = await countAttempt(db, attempt, now);
  if (counted.retryAfterSeconds !== undefined) throw rateLimited(counted.retryAfterSeconds);
  return counted;
}

export const rateLimited = (retryAfterSeconds: number) =>
  new AppError({
    statusCode: 429,
    code: 'rate_limited',
    message: 'Too many attempts, please try again later.',
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });

const keyOf = (attempt: Attempt, subject: string) => ({
  clientId: attempt.clientId,
  action: attempt.action,
  subject,
});

const rowIs = (attempt: Attempt, subject: string) =>
  and(
    eq(authThrottles.clientId, attempt.clientId),
    eq(authThrottles.action, attempt.action),
    eq(authThrottles.subject, subject),
  );

async function forgiveSuccess(
  db: Database,
  attempt: Attempt,
  rows: { subject: string; windowStart: Date }[],
) {
  for (const row of rows) {
    if (row.subject.startsWith('account_address:')) {
      await db.delete(authThrottles).where(rowIs(attempt, row.subject));
    } else if (row.subject.startsWith('address:')) {
      // Only within the window it was counted in, and never below zero.
      await db
        .update(authThrottles)
        .set({ count: sql`${authThrottles.count} - 1` })
        .where(
          and(
            rowIs(attempt, row.subject),
            eq(authThrottles.windowStart, row.windowStart),
            sql`${authThrottles.count} > 0`,
          ),
        );
    }
  }
}

let nextPruneAt = 0;

/** Deletes the counters whose window ended, at most once per PRUNE_EVERY_MS in a process. */
async function pruneNowAndThen(db: Database, now: Date) {
  if (now.getTime() < nextPruneAt) return;
  nextPruneAt = now.getTime() + PRUNE_EVERY_MS;
  await db
    .delete(authThrottles)
    .where(lt(authThrottles.windowStart, new Date(now.getTime() - LONGEST_WINDOW_MS)));
}
