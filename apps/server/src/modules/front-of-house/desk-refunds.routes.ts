import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { dataRoute } from '../../http/route.ts';
import { refundsNeedingAttention, retryRefundNow } from './desk-refunds.ts';
import { requireStaff } from './staff.ts';

/** Card refunds of cancelled bookings that need staff's eye: `/api/front-of-house/refunds`. */
export async function deskRefundRoutes(app: FastifyInstance) {
  dataRoute(app, routes.frontOfHouse.refunds, {
    summary: 'Card refunds that failed, or are pending more than 30 minutes (staff only)',
    description:
      "Staff only; customers get 403. This client's refunds only, oldest first, at most 100, each with the customer, order, amount, the processor's last error and when it was last tried.",
    tags: ['Front of house'],
    errorStatuses: [401, 403],
    handler: async ({ request }) => {
      const staff = await requireStaff(request);
      return { refunds: await refundsNeedingAttention(app.db, staff.client) };
    },
  });

  dataRoute(app, routes.frontOfHouse.retryRefund, {
    summary: 'Tries a card refund again now (staff only)',
    description:
      "Staff only; customers get 403. Takes no body. Sends the refund to the processor with the same idempotency reference as every try, so it is never made twice; a refusal leaves it failed with the processor's reason. A refund of another client is 404; one already made is 409 `conflict`.",
    tags: ['Front of house'],
    errorStatuses: [401, 403, 404, 409],
    handler: async ({ request, params }) => {
      const staff = await requireStaff(request);
      const deps = {
        db: app.db,
        config: app.config,
        warn: (message: string, detail: Record<string, unknown>) => request.log.warn(detail, message),
      };
      return retryRefundNow(deps, staff.client, params.refundId);
    },
  });
}
