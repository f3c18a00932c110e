import { AddToCartRequest, Cart, RemoveFromCartQuery, RemoveFromCartRequest } from '@leisure/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dataRoute } from '../../http/route.ts';
import { requireUser } from '../auth/session.ts';
import * as service from './cart.service.ts';
import { idempotencyScopeOf, once } from './idempotency.ts';

const CART = '/api/activities/cart';
const idempotencyNote =
  'Honours `Idempotency-Key`: a repeat with the same key and body within 24 h returns the first result and changes nothing; the same key with another body is 409 `idempotency_conflict`.';

export async function cartRoutes(app: FastifyInstance) {
  const ownerOf = async (request: FastifyRequest) => {
    const viewer = await requireUser(request);
    const owner: service.CartOwner = {
      client: viewer.client,
      userId: viewer.user.id,
      holdMinutes: app.config.CART_HOLD_MINUTES,
    };
    const scope = idempotencyScopeOf(request, { clientId: viewer.client.id, owner: `user:${viewer.user.id}` });
    return { owner, scope };
  };

  dataRoute(app, {
    method: 'GET',
    url: CART,
    summary: "The logged-in customer's open basket (created empty when there is none)",
    tags: ['Basket'],
    data: Cart,
    errorStatuses: [401],
    handler: async ({ request }) => service.cartOf(app.db, (await ownerOf(request)).owner),
  });

  dataRoute(app, {
    method: 'POST',
    url: `${CART}/add`,
    summary: 'Adds items to the basket, each holding its place for the hold period',
    description: `All items or none. 409 \`place_unavailable\` when a place has gone, 409 with the reason when the item cannot be booked, 404 for an unknown id, 422 \`wrong_api_family\` when the id's family does not serve its date. ${idempotencyNote}`,
    tags: ['Basket'],
    body: AddToCartRequest,
    data: Cart,
    successStatus: 201,
    errorStatuses: [401, 409],
    handler: async ({ request, body }) => {
      const { owner, scope } = await ownerOf(request);
      return once(app.db, scope, 201, () => service.prepareAdd(app.db, owner, body));
    },
  });

  dataRoute(app, {
    method: 'POST',
    url: `${CART}/remove`,
    summary: 'Removes items from the basket and releases their places',
    description: idempotencyNote,
    tags: ['Basket'],
    querystring: RemoveFromCartQuery,
    body: RemoveFromCartRequest,
    data: Cart,
    errorStatuses: [401, 409],
    handler: async ({ request, body, query }) => {
      const { owner, scope } = await ownerOf(request);
      return once(app.db, scope, 200, async () =>
        service.removeWork(owner, body.cart_item_ids, query.selected_user_id ?? null),
      );
    },
  });

  dataRoute(app, {
    method: 'DELETE',
    url: CART,
    summary: 'Empties the basket and releases every place it held',
    description: idempotencyNote,
    tags: ['Basket'],
    data: Cart,
    errorStatuses: [401, 409],
    handler: async ({ request }) => {
      const { owner, scope } = await ownerOf(request);
      return once(app.db, scope, 200, async () => service.removeWork(owner, undefined));
    },
  });
}
