import { cartHandoffMinutes } from '@leisure/contracts';
import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { dataRoute } from '../../http/route.ts';
import { mailOriginFor } from '../auth/host-scope.ts';
import * as service from './cart.service.ts';
import { cartOwnerOf, isGuest } from './cart-owner.ts';
import { setGuestCookie } from './guest-cookie.ts';
import { claimHandoff, createHandoff } from './handoff.ts';
import { handoffSecretOf } from './handoff-token.ts';

/**
 * The kiosk's basket hand-off: a signed, short-lived, single-use link (shown as a QR code) that
 * carries a visitor's basket to their phone. Registered inside the basket routes, so the guest
 * cookie's cross-site defence covers it.
 */
export async function handoffRoutes(app: FastifyInstance) {
  dataRoute(app, routes.cart.handoff, {
    summary: "Makes a link that carries the visitor's basket to another device",
    description: `For a kiosk's QR code: the bookings app's \`/basket?handoff={token}\`, signed by the server, usable once within ${cartHandoffMinutes} minutes. The basket stays here until the link is claimed. 409 \`conflict\` for an empty basket, or a customer's (theirs on every device already).`,
    tags: ['Basket'],
    successStatus: 201,
    errorStatuses: [403, 409],
    handler: async ({ request }) => {
      const { owner } = await cartOwnerOf(app, request);
      const bookingsOrigin = mailOriginFor({
        publicDomain: app.config.PUBLIC_DOMAIN,
        port: app.config.PORT,
        clientSlug: owner.client.slug,
        app: 'bookings',
        host: request.headers.host,
      });
      return createHandoff(app.db, {
        owner,
        secret: handoffSecretOf(app.config),
        bookingsBaseUrl: `${bookingsOrigin}${app.config.BASE_PATH}`,
      });
    },
  });

  dataRoute(app, routes.cart.claimHandoff, {
    summary: 'Moves a handed-off basket into this basket',
    description:
      "The visitor's basket (made if there is none, setting the `guest_cart_{client}` cookie) or the customer's gets the handed-off lines with their holds as they are; the other device's basket is then empty. 400 `handoff_invalid` for a token the server did not make (or another client's), 410 `handoff_expired`, 409 `handoff_used` when it was claimed already or no place is still held.",
    tags: ['Basket'],
    errorStatuses: [400, 403, 409, 410],
    handler: async ({ request, reply, body }) => {
      const { owner } = await cartOwnerOf(app, request, { mintGuestKey: true });
      await claimHandoff(app.db, { owner, token: body.token, secret: handoffSecretOf(app.config) });
      if (isGuest(owner) && owner.guest) setGuestCookie(request, reply, owner.guest);
      return service.cartOf(app.db, owner);
    },
  });
}
