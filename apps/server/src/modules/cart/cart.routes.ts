import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { dataRoute } from '../../http/route.ts';
import { creditsRoutes } from '../credits/credits.routes.ts';
import { discountsRoutes } from '../discounts/discounts.routes.ts';
import { attendeeMessage } from './attendee.ts';
import * as service from './cart.service.ts';
import { prepareExtend } from './cart-extend.ts';
import { cartOwnerOf, isGuest } from './cart-owner.ts';
import { prepareUpdate } from './cart-update.ts';
import { setGuestCookie } from './guest-cookie.ts';
import { refuseCrossSiteGuestCalls } from './guest-csrf.ts';
import { handoffRoutes } from './handoff.routes.ts';
import { idempotencyNote, once } from './idempotency.ts';
import { lineExtraMessages, prepareExtraRemoval } from './line-extras.ts';
import { createSoldOutMemory } from './sold-out-memory.ts';

const whose =
  "The logged-in customer's basket, or a visitor's: tied to the HttpOnly `guest_cart_{client}` cookie, which the first add sets (logging in or signing up merges it into the customer's basket).";
/** The one rule of `purchased_for_user_id` (attendee.ts), said on add and update. */
const attendeeNote = `\`purchased_for_user_id\` may only name the basket's own customer (staff acting for a customer: that customer); anyone else, whoever it is, answers 403 \`attendee_not_allowed\` '${attendeeMessage}' and nothing changes.`;

export async function cartRoutes(app: FastifyInstance) {
  const soldOut = createSoldOutMemory({ ttlMs: app.config.SOLD_OUT_MEMORY_MS });
  refuseCrossSiteGuestCalls(app);
  await app.register(discountsRoutes);
  await app.register(creditsRoutes);
  await app.register(handoffRoutes);

  dataRoute(app, routes.cart.cart, {
    summary: 'The open basket',
    description: `${whose} A visitor without a basket gets an empty one with \`id\` 0 and \`uuid\` '' (nothing is stored until their first add).`,
    tags: ['Basket'],
    errorStatuses: [403],
    handler: async ({ request }) => service.cartOf(app.db, (await cartOwnerOf(app, request)).owner),
  });

  dataRoute(app, routes.cart.add, {
    summary: 'Adds items to the basket, each holding its place for the hold period',
    description: `${whose} All items or none. 409 \`place_unavailable\` when a place has gone, 409 with the reason when the item cannot be booked (a members-only item for a visitor: log in first), 404 for an unknown id, 422 \`wrong_api_family\` when the id's family does not serve its date, 422 for a pricing option the viewer may not have. ${attendeeNote} A membership plan (\`type\` \`membership\`, the plan id) goes in as \`POST /api/online-joining/join\` puts it (customers only; it replaces the basket's other membership). ${idempotencyNote}`,
    tags: ['Basket'],
    successStatus: 201,
    errorStatuses: [403, 409],
    handler: async ({ request, reply, body }) => {
      const { owner, scope } = await cartOwnerOf(app, request, { mintGuestKey: true });
      const cart = scope
        ? await once(app.db, scope, 201, () => service.prepareAdd(app.db, owner, body, soldOut))
        : await service.add(app.db, owner, body, soldOut);
      if (isGuest(owner) && owner.guest) setGuestCookie(request, reply, owner.guest);
      return cart;
    },
  });

  dataRoute(app, routes.cart.remove, {
    summary: 'Removes items from the basket and releases their places',
    description: `Only general credit stays against the basket, trimmed so the balance never goes below zero. ${idempotencyNote}`,
    tags: ['Basket'],
    errorStatuses: [403, 409],
    handler: async ({ request, body }) => {
      const { owner, scope } = await cartOwnerOf(app, request);
      return once(app.db, scope, 200, async () => service.removeWork(owner, body.cart_item_ids));
    },
  });

  dataRoute(app, routes.cart.update, {
    summary: "Changes a basket line: tickets' quantity, the pricing option, who the place is for",
    description: `More tickets need room (409 \`place_unavailable\`), fewer release places at once; the hold's expiry is kept. 404 for a line not in the basket, 409 \`hold_expired\` for an expired one, 422 for a quantity on anything but tickets or a pricing option the viewer may not have. ${attendeeNote} ${idempotencyNote}`,
    tags: ['Basket'],
    errorStatuses: [403, 409],
    handler: async ({ request, params, body }) => {
      const { owner, scope } = await cartOwnerOf(app, request);
      return once(app.db, scope, 200, () => prepareUpdate(app.db, owner, params.cartItemId, body));
    },
  });

  dataRoute(app, routes.cart.extendHolds, {
    summary: 'Keeps basket lines held for another hold period, once per line',
    description: `Each named line's hold ends the hold period (\`holdMinutes\`) from now, or later if it already did; a line is extended once (\`holdExtended\`), and only while its hold is live: a live hold already counts against capacity, so keeping it takes no place from anyone. All or none: 409 \`hold_already_extended\` for a line extended before, 409 \`hold_expired\` for one whose hold has run out (add it again), 404 for a line not in the basket. ${idempotencyNote}`,
    tags: ['Basket'],
    errorStatuses: [403, 409],
    handler: async ({ request, body }) => {
      const { owner, scope } = await cartOwnerOf(app, request);
      return once(app.db, scope, 200, () => prepareExtend(app.db, owner, body.cart_item_ids));
    },
  });

  dataRoute(app, routes.cart.empty, {
    summary: 'Empties the basket and releases every place it held',
    description: `Its payments, discount codes and staff discount go too. ${idempotencyNote}`,
    tags: ['Basket'],
    errorStatuses: [403, 409],
    handler: async ({ request }) => {
      const { owner, scope } = await cartOwnerOf(app, request);
      return once(app.db, scope, 200, async () => service.removeWork(owner, undefined));
    },
  });

  for (const extra of ['benefit', 'package'] as const) {
    dataRoute(app, extra === 'benefit' ? routes.cart.removeBenefit : routes.cart.removePackage, {
      summary: `Removes the ${extra === 'benefit' ? 'membership benefit' : 'package usage'} applied to a basket line`,
      description: `The line gets its price back and ${extra === 'benefit' ? 'no benefit' : 'no package'} is applied to it again. A line of the basket without one answers 404 \`not_found\` '${lineExtraMessages[extra]}' (and any other id 404), and nothing changes. ${idempotencyNote}`,
      tags: ['Basket'],
      errorStatuses: [403, 409],
      handler: async ({ request, params }) => {
        const { owner, scope } = await cartOwnerOf(app, request);
        return once(app.db, scope, 200, () => prepareExtraRemoval(app.db, owner, params.cartItemId, extra));
      },
    });
  }
}
