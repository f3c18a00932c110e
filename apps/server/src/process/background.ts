import type { FastifyInstance } from 'fastify';
import { billingWork } from '../modules/billing/billing-worker.ts';
import { idempotencyPrunerWork } from '../modules/cart/idempotency-pruner.ts';
import { paymentReconcilerWork } from '../modules/checkout/reconcile-worker.ts';
import { outboxWork } from '../modules/mail/outbox-worker.ts';
import { offerWork } from '../modules/waitlist/offer-worker.ts';
import { type IntervalWork, startIntervalWorker } from './interval-worker.ts';

/**
 * Every background worker of a server process: the mail outbox (with SMTP only), waiting-list
 * offers, the payment reconciler, membership billing and the pruning of idempotency keys past their keep window.
 * Every process runs them all; the database decides who does each piece
 * (process/interval-worker.ts). Tests run a pass of each (http/openapi.api.test.ts).
 */
export function backgroundWorkOf(app: FastifyInstance): IntervalWork[] {
  return [
    outboxWork(app),
    offerWork(app),
    paymentReconcilerWork(app),
    billingWork(app),
    idempotencyPrunerWork(app),
  ].filter((work): work is IntervalWork => work !== undefined);
}

/** Starts every background worker of the process, here and only here. */
export function startBackgroundWork(app: FastifyInstance): void {
  for (const work of backgroundWorkOf(app)) startIntervalWorker(app, work);
}
