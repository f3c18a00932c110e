import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authAttempts } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { checkRateWindow, type RateWindow } from './rate-window.ts';

export type RateLimitedAction = 'login' | 'forgotten_password';

const WINDOW_MS = 15 * 60 * 1000;
export const accountWindow: RateWindow = { limit: 10, windowMs: WINDOW_MS };
export const addressWindow: RateWindow = { limit: 50, windowMs: WINDOW_MS };

export interface RateSubjects {
  clientId: number;
  action: RateLimitedAction;
  account: string;
  ip: string;
}

const subjectsOf = ({ account, ip }: RateSubjects) => ({
  account: `account:${account.trim().toLowerCase()}`,
  ip: `ip:${ip}`,
});

/**
 * Throws 429 (with Retry-After) when the account or the address has used up its window.
 * Counted in the database, so every server process sees the same attempts.
 */
export async function assertWithinRateLimit(db: Database, subjects: RateSubjects, now = new Date()) {
  const { account, ip } = subjectsOf(subjects);
  const since = new Date(now.getTime() - WINDOW_MS);
  const rows = await db
    .select({ subject: authAttempts.subject, attemptedAt: authAttempts.attemptedAt })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.clientId, subjects.clientId),
        eq(authAttempts.action, subjects.action),
        inArray(authAttempts.subject, [account, ip]),
        gt(authAttempts.attemptedAt, since),
      ),
    );
  const at = (subject: string) => rows.filter((row) => row.subject === subject).map((row) => row.attemptedAt);
  for (const verdict of [
    checkRateWindow(at(account), accountWindow, now),
    checkRateWindow(at(ip), addressWindow, now),
  ]) {
    if (!verdict.allowed) {
      throw new AppError({
        statusCode: 429,
        code: 'rate_limited',
        message: 'Too many attempts, please try again later.',
        headers: { 'Retry-After': String(verdict.retryAfterSeconds) },
      });
    }
  }
}

/** Counts one attempt against the account and the address, pruning what left the window. */
export async function recordAttempt(db: Database, subjects: RateSubjects, now = new Date()) {
  const { account, ip } = subjectsOf(subjects);
  await db.transaction(async (tx) => {
    await tx
      .delete(authAttempts)
      .where(
        and(
          eq(authAttempts.clientId, subjects.clientId),
          inArray(authAttempts.subject, [account, ip]),
          lte(authAttempts.attemptedAt, new Date(now.getTime() - WINDOW_MS)),
        ),
      );
    await tx.insert(authAttempts).values([
      { clientId: subjects.clientId, action: subjects.action, subject: account, attemptedAt: now },
      { clientId: subjects.clientId, action: subjects.action, subject: ip, attemptedAt: now },
    ]);
  });
}
