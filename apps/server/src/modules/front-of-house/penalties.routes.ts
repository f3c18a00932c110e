import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { dataRoute } from '../../http/route.ts';
import { customerOfClient } from '../auth/request-context.ts';
import { settlePenalty } from '../compliance/penalties.ts';
import { requireStaff } from './staff.ts';

/** Penalties paid at the desk: `/api/front-of-house/customers/{customerId}/penalties/...`. */
export async function deskPenaltyRoutes(app: FastifyInstance) {
  dataRoute(app, routes.frontOfHouse.settlePenalty, {
    summary: "Marks a customer's penalty as paid at the desk (staff only)",
    description:
      'Staff only; customers get 403. Takes no body. The penalty must be outstanding: settling it again is 409 `conflict`, and concurrent calls settle it once. A penalty of another customer, or anyone at another client, is 404.',
    tags: ['Front of house'],
    errorStatuses: [401, 403, 409],
    handler: async ({ request, params }) => {
      const staff = await requireStaff(request);
      const customer = await customerOfClient(app.db, staff.client.id, params.customerId);
      return settlePenalty(app.db, {
        clientId: staff.client.id,
        userId: customer.id,
        penaltyId: params.penaltyId,
        currencySymbol: staff.client.currencySymbol,
      });
    },
  });
}
