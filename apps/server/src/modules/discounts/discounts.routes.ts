import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { dataRoute } from '../../http/route.ts';
import { cartOwnerOf } from '../cart/cart-owner.ts';
import { idempotencyNote, once } from '../cart/idempotency.ts';
import { prepareDiscount, removeDiscountWork } from './discounts.service.ts';

export async function discountsRoutes(app: FastifyInstance) {
  dataRoute(app, routes.cart.applyDiscount, {
    summary: 'Applies a discount code to the basket',
    description: [
      'The code is matched in any case. `customer_id` names the customer of the basket it is for',
      "(their lines: the customer's own and those bought for them); without it, the whole basket.",
      'Staff name the customer whose basket it is with `selected_user_id`. A `customer_id` the',
      "basket's customer may not name as an attendee (anyone but themself) answers 403",
      "`attendee_not_allowed` 'You can only book places for yourself and your household.', whoever it is.",
      'A percentage or an amount off those live lines, never below zero, shown in `discounts` and',
      '`appliedDiscounts` (keyed by customer id, or `basket`). Refused with 400 `discount_rejected`:',
      "'This discount code is not recognised.', 'This discount code has expired.', 'This discount code",
      "is not valid yet.', 'This discount code has been fully redeemed.', 'You have already used this",
      "discount code.' (a once-per-customer code), 'This discount code can't be used with SAVE5. Remove",
      "SAVE5 to use this code instead.' (either code does not combine with others), 'This discount code",
      "is already applied.', 'Add something to your basket before using a discount code.', or 'Spend at least",
      "£20.00 to use this discount code.' (the code's minimum spend). A discount whose lines later fall",
      'below its minimum spend takes nothing off until they reach it again.',
      idempotencyNote,
    ].join(' '),
    tags: ['Basket'],
    errorStatuses: [400, 403, 409],
    handler: async ({ request, body }) => {
      const { owner, scope } = await cartOwnerOf(app, request);
      return once(app.db, scope, 200, () => prepareDiscount(app.db, owner, body));
    },
  });

  dataRoute(app, routes.cart.removeDiscount, {
    summary: 'Takes a discount code off the basket',
    description: `404 when the code is not applied to the basket. ${idempotencyNote}`,
    tags: ['Basket'],
    errorStatuses: [403, 409],
    handler: async ({ request, params }) => {
      const { owner, scope } = await cartOwnerOf(app, request);
      return once(app.db, scope, 200, async () => removeDiscountWork(owner, params.code));
    },
  });
}
