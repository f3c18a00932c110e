import { type CompleteOrderRequest, isStaff } from '@leisure/contracts';
import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { dataRoute } from '../../http/route.ts';
import { requireUser } from '../auth/session.ts';
import { idempotencyScopeOf } from '../cart/idempotency.ts';
import { clientPaymentsOf } from '../payments/settings/client-payments.ts';
import * as service from './checkout.service.ts';
import { completeCardOrder, completeDirectOrder } from './complete.ts';
import { orderOf } from './order-view.ts';
import { scaReturnPath } from './sca-return.routes.ts';

/** What a checkout call works with: the customer, their client's payment provider, the mailer. */
async function checkoutContextOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<service.CheckoutContext> {
  const viewer = await requireUser(request);
  const origin = `${request.protocol}://${request.host}`;
  // The client's own processor account (decision 35), or the installation default.
  const payments = await clientPaymentsOf({ db: app.db, config: app.config }, viewer.client.id);
  const provider = payments.providerOf(payments.providerName);
  return {
    db: app.db,
    mailer: app.mailer,
    provider,
    client: viewer.client,
    user: viewer.user,
    holdMinutes: app.config.CART_HOLD_MINUTES,
    providerOf: payments.providerOf,
    warn: (message, detail) => request.log.warn(detail, message),
    // Opayo's issuer pages form-POST their answer; the others come back to the page itself.
    returnUrlFor: (uuid, checkoutPath) =>
      provider.name === 'opayo'
        ? `${origin}${scaReturnPath(uuid)}`
        : `${origin}${checkoutPath ?? `${app.config.BASE_PATH}basket/checkout`}?transaction_uuid=${encodeURIComponent(uuid)}`,
  };
}

type CompleteBody = z.output<typeof CompleteOrderRequest>;

/** Places the order: a paid card attempt, or a direct order with nothing left to pay. */
function completeOrder(request: FastifyRequest, context: service.CheckoutContext, body: CompleteBody) {
  if ('transaction_uuid' in body) {
    return completeCardOrder(context, {
      transactionUuid: body.transaction_uuid,
      source: body.source,
      refundTo: body.refund_to,
      completedWaivers: body.completed_waivers,
    });
  }
  const scope = idempotencyScopeOf(request, {
    clientId: context.client.id,
    owner: `user:${context.user.id}`,
  });
  return completeDirectOrder(
    context,
    {
      payments: body.payments,
      source: body.source,
      completedWaivers: body.completedWaivers,
      staffUserId: null,
    },
    scope,
  );
}

export async function checkoutRoutes(app: FastifyInstance) {
  const contextOf = (request: FastifyRequest) => checkoutContextOf(app, request);

  dataRoute(app, routes.checkout.prepare, {
    summary: 'Starts paying for the basket: the card-entry session, and holds kept for 30 minutes',
    description:
      '409 `conflict` for an empty basket or one with nothing left to pay by card, 409 `hold_expired` when a line lost its hold, 502 `payment_failed` when the provider cannot start a session. `inProgress` with `transactionUuid` when a 3-D Secure check is waiting.',
    tags: ['Checkout'],
    errorStatuses: [401, 409, 502],
    handler: async ({ request }) => service.prepare(await contextOf(request)),
  });

  dataRoute(app, routes.checkout.authorise, {
    summary: 'Pays the basket balance by card (or asks for 3-D Secure)',
    description:
      'A decline answers 200 with `transactionStatus: failed` and `error`. Card field errors answer 422. With an `Idempotency-Key`, a repeat reaches the same attempt and never charges twice; without one, a second call while a paid attempt waits answers that attempt.',
    tags: ['Checkout'],
    errorStatuses: [401, 409, 502],
    handler: async ({ request, body }) => {
      const key = request.headers['idempotency-key'];
      return service.authorise(await contextOf(request), body, typeof key === 'string' ? key : undefined);
    },
  });

  dataRoute(app, routes.checkout.scaCompletion, {
    summary: 'Finishes a 3-D Secure check with what the bank page returned',
    tags: ['Checkout'],
    errorStatuses: [401, 502],
    handler: async ({ request, params, body }) =>
      service.completeChallenge(await contextOf(request), params.transactionId, {
        ...body.data,
        ...(body.cres ? { cres: body.cres } : {}),
      }),
  });

  dataRoute(app, routes.checkout.complete, {
    summary:
      'Places the order: a paid card attempt (snake_case) or a direct order with nothing left to pay (camelCase)',
    description:
      'Repeats answer the same order. 409 `hold_expired` when a place went while paying: the payment is then refunded to the card, or added as account credit with `refund_to: credit`, and the message says which. The direct order honours `Idempotency-Key`.',
    tags: ['Checkout'],
    errorStatuses: [401, 409, 502],
    handler: async ({ request, body }) => completeOrder(request, await contextOf(request), body),
  });

  dataRoute(app, routes.checkout.order, {
    summary: "One of the customer's orders, with its bookings and payments (the confirmation page)",
    description:
      "The logged-in customer's own; staff see any customer's order of their client (the desk's confirmation).",
    tags: ['Checkout'],
    errorStatuses: [401],
    handler: async ({ request, params }) => {
      const viewer = await requireUser(request);
      const ownerId = isStaff(viewer.user) ? null : viewer.user.id;
      return orderOf(app.db, viewer.client, ownerId, params.orderId);
    },
  });
}
