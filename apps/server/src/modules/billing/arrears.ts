import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { membershipCharges } from '../../db/schema/index.ts';
import { type BillingDeps, type BillingReport, emptyBillingReport, runTries } from './billing-engine.ts';

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
  return runTries(deps, report, () => false, { clientId: who.clientId, membershipId: who.membershipId });
}
