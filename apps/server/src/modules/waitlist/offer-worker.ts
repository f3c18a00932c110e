import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mailOriginFor } from '../auth/host-scope.ts';
import type { OfferContext, OfferSender } from './offers.ts';
import { deliverCommitted } from './offers.ts';
import { passOnExpiredOffers } from './pass-on.ts';

/** How often a server process passes on expired offers. */
export const OFFER_WORKER_INTERVAL_MS = 30_000;

/** The bookings app's address for offer mails: see `mailOriginFor` (PUBLIC_DOMAIN). */
const bookingsUrlOf =
  (app: FastifyInstance, host?: string) =>
  (client: { slug: string }): string =>
    `${mailOriginFor({
      publicDomain: app.config.PUBLIC_DOMAIN,
      port: app.config.PORT,
      clientSlug: client.slug,
      app: 'bookings',
      host,
    })}${app.config.BASE_PATH}`;

/** The offer sender of a request: without PUBLIC_DOMAIN, links follow the request's host. */
export function offerContextOf(app: FastifyInstance, request: FastifyRequest): OfferContext {
  return { mailer: app.mailer, bookingsUrl: bookingsUrlOf(app, request.headers.host), mails: [] };
}

/** The worker has no request: links use PUBLIC_DOMAIN, or the `localhost` form `main.ts` prints. */
export function workerSender(app: FastifyInstance): OfferSender {
  return { mailer: app.mailer, bookingsUrl: bookingsUrlOf(app) };
}

/**
 * Every 30 s, passes on offers whose time is up (and places left free with someone waiting),
 * then delivers the offer mails committed. One pass at a time per process; processes running
 * at once take turns per class under its lock, so this is only about promptness: correctness
 * comes from the locks and the conditional hold insert. Not started in tests (they call
 * `passOnExpiredOffers` directly). Stopped as the app starts closing.
 */
export function startOfferWorker(app: FastifyInstance): void {
  if (app.config.NODE_ENV === 'test') return;
  const sender = workerSender(app);
  let running: Promise<void> | undefined;
  const pass = () => {
    if (running) return;
    running = passOnExpiredOffers(app.db, new Date(), sender)
      .then((mails) => deliverCommitted(app.db, app.mailer, mails))
      .catch((error: unknown) => app.log.error({ err: error }, 'waiting-list offers not passed on'))
      .finally(() => {
        running = undefined;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(pass, OFFER_WORKER_INTERVAL_MS);
    timer.unref();
  });
  // Before anything closes (the mailer, then the database): no pass outlives them.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
