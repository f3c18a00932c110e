import type { FastifyInstance } from 'fastify';
import type { IntervalWork } from '../../process/interval-worker.ts';
import { clientPaymentsOf } from '../payments/settings/client-payments.ts';
import { type BillingDeps, runBilling } from './billing-engine.ts';
import { clientDirectDebitOf } from './direct-debit/client-direct-debit.ts';

/** How often a server process looks for renewals due and retries whose time has come. */
export const BILLING_INTERVAL_MS = 5 * 60_000;

/** The engine's dependencies on a running app: the real clock, here and only here. */
export function billingDepsOf(app: FastifyInstance): BillingDeps {
  return {
    db: app.db,
    mailer: app.mailer,
    now: () => new Date(),
    providerOf: async (name, clientId) =>
      (await clientPaymentsOf({ db: app.db, config: app.config }, clientId)).providerOf(name),
    directDebitOf: async (name, clientId) =>
      (await clientDirectDebitOf({ db: app.db, config: app.config }, clientId)).providerOf(name),
    warn: (message, detail) => app.log.warn(detail, message),
  };
}

/**
 * Every five minutes (and at start), charges the memberships whose renewal is due and the
 * retries whose day has come: see `runBilling`. Every process runs it; each period and try is
 * claimed in the database, so more processes only mean promptness.
 */
export function billingWork(app: FastifyInstance): IntervalWork {
  const deps = billingDepsOf(app);
  return {
    name: 'membership billing',
    intervalMs: BILLING_INTERVAL_MS,
    runAtStart: true,
    pass: async (isStopping) => {
      const report = await runBilling(deps, isStopping);
      if (Object.values(report).some((count) => count > 0)) app.log.info(report, 'membership billing');
    },
  };
}
