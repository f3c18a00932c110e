import type { FastifyInstance } from 'fastify';
import type { IntervalWork } from '../../process/interval-worker.ts';
import { paymentProviderFor } from '../payments/registry.ts';
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
    providerOf: (name: string) => paymentProviderFor(name, { db: app.db, config: app.config }),
    holdMinutes: app.config.CART_HOLD_MINUTES,
    warn: (message: string, detail: Record<string, unknown>) => app.log.warn(detail, message),
  };
  return {
    name: 'payment reconciler',
    intervalMs: RECONCILE_INTERVAL_MS,
    runAtStart: true,
    pass: async () => {
      const report = await reconcilePayments(deps);
      if (Object.values(report).some((count) => count > 0)) app.log.info(report, 'payment reconciler');
    },
  };
}
