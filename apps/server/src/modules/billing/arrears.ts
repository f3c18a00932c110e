import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { membershipCharges } from '../../db/schema/index.ts';
import { type BillingDeps, type BillingReport, emptyBillingReport, runTries } from './billing-engine.ts';

const CLAIM_ROUNDS = 10;
const CLAIM_PAUSE_MS = 25;

/**
 * The member pays their arrears now, with the payment method on file: each charge in arrears of
 * the membership is tried again at once, through the same claim and keys as the billing run (so
 * a double click or a run at the same moment charges each once). Paying the last one restores
 * the membership (billing-outcomes.ts). Answers what the tries did; none when nothing was owed.
 */
export async function payArrears(
  deps: BillingDeps,
  who: { clientId: number; userId: number; membershipId: number },
): Promise<BillingReport> {
  const now = deps.now();
  const reopened = await rowsOf<{ id: number }>(
    deps.db,
    sql`update ${membershipCharges} set status = 'due', next_attempt_at = ${now.toISOString()}::timestamptz
      where client_id = ${who.clientId} and user_id = ${who.userId} and membership_id = ${who.membershipId}
        and status = 'arrears'
      returning id`,
  );
  const report = emptyBillingReport();
  if (reopened.length === 0) return report;
  const only = { clientId: who.clientId, membershipId: who.membershipId };
  // A second request at the same moment (a double click) finds nothing to reopen, but its update
  // holds the row's lock for a moment while it re-checks it, and a claim skips locked rows: claim
  // again until the reopened charges have been tried.
  for (let round = 1; round <= CLAIM_ROUNDS; round++) {
    await runTries(deps, report, () => false, only);
    if (Object.values(report).some((count) => count > 0) || round === CLAIM_ROUNDS) break;
    await delay(CLAIM_PAUSE_MS);
  }
  return report;
}
