// After the chaos, what the payment reconciler of the restarted server would do over the next
// half hour, run at once with its clock moved on: interrupted payments asked about, challenges
// nobody came back from recorded, paid baskets nobody completed booked or refunded. The
// invariants are read after it, as a customer or an auditor would see the database then.
import pino from 'pino';
import { parseEnv } from '../../apps/server/src/config/env.ts';
import type { Database } from '../../apps/server/src/db/client.ts';
import { type ReconcileReport, reconcilePayments } from '../../apps/server/src/modules/checkout/reconcile.ts';
import { Mailer } from '../../apps/server/src/modules/mail/mailer.ts';
import { paymentProviderFor } from '../../apps/server/src/modules/payments/registry.ts';

/** Later moments the reconciler runs at, in minutes: past each of its waits. */
const PASSES_AT_MINUTES = [3, 6, 16, 22, 30];

export async function reconcileAfterwards(db: Database, holdMinutes: number): Promise<ReconcileReport> {
  const config = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const deps = {
    db,
    mailer: new Mailer({ smtpUrl: undefined, from: config.MAIL_FROM, log: pino({ level: 'silent' }) }),
    providerOf: (name: string) => paymentProviderFor(name, { db, config }),
    holdMinutes,
    warn: (message: string, detail: Record<string, unknown>) =>
      process.stdout.write(`  reconciler: ${message} ${JSON.stringify(detail)}\n`),
  };
  const total: ReconcileReport = { settled: 0, challengesSettled: 0, booked: 0, refunded: 0, left: 0 };
  for (const minutes of PASSES_AT_MINUTES) {
    const pass = await reconcilePayments(deps, new Date(Date.now() + minutes * 60_000));
    for (const key of Object.keys(total) as (keyof ReconcileReport)[]) total[key] += pass[key];
  }
  return total;
}
