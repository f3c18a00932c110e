import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { dataRoute } from '../../http/route.ts';
import { idempotencyNote, once } from '../cart/idempotency.ts';
import { deskBasketOf, giveStaffDiscountWork, removeStaffDiscountWork } from './staff-discount.ts';

const whose =
  'Staff only (customers get 403): on the basket of the customer named by `selected_user_id` (404 for anyone who is not a customer of this client).';

/** The discount staff give at the desk on the basket of the customer they serve. */
export async function staffDiscountRoutes(app: FastifyInstance) {
  dataRoute(app, routes.frontOfHouse.giveStaffDiscount, {
    summary: "Gives a staff discount on the selected customer's basket, replacing the last one",
    description: [
      whose,
      'Exactly one of `amount_pence` (at most what is left to pay after the discount codes) or',
      '`percent_off` (1-100, of what the codes leave), with a `reason`; 422 otherwise, and for an',
      'empty basket. It is in `discountTotal`, `total` and `balance` (shown as `staffDiscount`), in',
      "the order's discount when it is paid, and in the refund share when a booking is cancelled.",
      idempotencyNote,
    ].join(' '),
    tags: ['Front of house'],
    errorStatuses: [401, 403, 409],
    handler: async ({ request, body }) => {
      const { staff, owner, scope } = await deskBasketOf(app, request);
      return once(app.db, scope, 200, async () =>
        giveStaffDiscountWork(owner, { staffUserId: staff.user.id, body }),
      );
    },
  });

  dataRoute(app, routes.frontOfHouse.removeStaffDiscount, {
    summary: "Takes the staff discount off the selected customer's basket",
    description: `${whose} 404 when the basket has none. ${idempotencyNote}`,
    tags: ['Front of house'],
    errorStatuses: [401, 403, 409],
    handler: async ({ request }) => {
      const { owner, scope } = await deskBasketOf(app, request);
      return once(app.db, scope, 200, async () => removeStaffDiscountWork(owner));
    },
  });
}
