import type { FastifyInstance } from 'fastify';
import { startIdempotencyPruner } from '../modules/cart/idempotency-pruner.ts';
import { startPaymentReconciler } from '../modules/checkout/reconcile-worker.ts';
import { startOutboxWorker } from '../modules/mail/outbox-worker.ts';
import { startOfferWorker } from '../modules/waitlist/offer-worker.ts';

/**
 * Every background worker of a server process, started here and only here (tests run their
 * passes directly): the mail outbox, waiting-list offers, the payment reconciler and the pruning
 * of idempotency keys past their keep window. Every process runs them all; the database decides
 * who does each piece (process/interval-worker.ts).
 */
export function startBackgroundWork(app: FastifyInstance): void {
  startOutboxWorker(app);
  startOfferWorker(app);
  startPaymentReconciler(app);
  startIdempotencyPruner(app);
}
