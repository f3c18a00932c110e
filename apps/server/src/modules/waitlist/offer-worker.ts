import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IntervalWork } from '../../process/interval-worker.ts';
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
 * then delivers the offer mails committed. Processes running it at once take turns per class
 * under its lock, so this is only about promptness: correctness comes from the locks and the
 * conditional hold insert. Tests call `passOnExpiredOffers` directly.
 */
export function offerWork(app: FastifyInstance): IntervalWork {
  const sender = workerSender(app);
  return {
    name: 'waiting-list offers',
    intervalMs: OFFER_WORKER_INTERVAL_MS,
    pass: async () => {
      const mails = await passOnExpiredOffers(app.db, new Date(), sender);
      await deliverCommitted(app.db, app.mailer, mails);
    },
  };
}
