import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { dataRoute } from '../../http/route.ts';
import { cartOwnerOf, requireCustomer } from '../cart/cart-owner.ts';
import { idempotencyNote, once } from '../cart/idempotency.ts';
import { applyCreditsWork } from './credits.service.ts';

export async function creditsRoutes(app: FastifyInstance) {
  dataRoute(app, routes.cart.applyCredits, {
    summary: "Puts the customer's membership or general credit against their basket",
    description: [
      'camelCase body (one of three exceptions to snake_case requests). Each entry replaces the payment of its credit kind;',
      "an amount of 0 or less removes it. An amount over the kind's `maxApplicable` in `cart.credits`",
      '(what the customer has, at most what is left of the total after the other payments) is 422',
      "`credit_unavailable` ('Credit amount could not be applied.') and changes nothing. Visitors get 401.",
      'Credit is only spent when the order completes.',
      idempotencyNote,
    ].join(' '),
    tags: ['Credits'],
    errorStatuses: [401, 403, 409],
    handler: async ({ request, body }) => {
      const { owner, scope } = await cartOwnerOf(app, request);
      const customer = requireCustomer(owner);
      return once(app.db, scope, 200, async () => applyCreditsWork(customer, body));
    },
  });
}
