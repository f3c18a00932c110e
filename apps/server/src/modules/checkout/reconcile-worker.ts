import type { FastifyInstance } from 'fastify';
import type { IntervalWork } from '../../process/interval-worker.ts';
import { ProviderError, type ProviderName } from '../payments/provider.ts';
import { retryCardRefunds } from '../payments/refunds/card-refunds.ts';
import { clientPaymentsOf } from '../payments/settings/client-payments.ts';
import { SecretBoxError } from '../payments/settings/secret-box.ts';
import { reconcilePayments } from './reconcile.ts';

/** How often a server process looks for payments left unsettled. */
export const RECONCILE_INTERVAL_MS = 60_000;

/**
 * Every minute (and at start), settles what a dead process, a closed page or a lost webhook
 * left unfinished: see `reconcilePayments`. Tests call `reconcilePayments` directly.
 */
export function paymentReconcilerWork(app: FastifyInstance): IntervalWork {
  const deps = {
    db: app.db,
    mailer: app.mailer,
    // Each attempt through its own client's account (decision 35).
    providerOf: async (name: string, clientId: number) => {
      try {
        return (await clientPaymentsOf({ db: app.db, config: app.config }, clientId)).providerOf(name);
      } catch (error) {
        // Secrets that no configured key opens: this client's attempts wait, the others go on.
        if (!(error instanceof SecretBoxError)) throw error;
        throw new ProviderError(error.message, name as ProviderName);
      }
    },
    holdMinutes: app.config.CART_HOLD_MINUTES,
    warn: (message: string, detail: Record<string, unknown>) => app.log.warn(detail, message),
  };
  return {
    name: 'payment reconciler',
    intervalMs: RECONCILE_INTERVAL_MS,
    runAtStart: true,
    pass: async () => {
      // Refunds to cards that a processor refused, or that a dead process never sent.
      const refunds = await retryCardRefunds({ db: app.db, config: app.config, warn: deps.warn });
      const report = {
        ...(await reconcilePayments(deps)),
        cardRefunds: refunds.refunded,
        cardRefundsFailed: refunds.failed,
      };
      if (Object.values(report).some((count) => count > 0)) app.log.info(report, 'payment reconciler');
    },
  };
}
