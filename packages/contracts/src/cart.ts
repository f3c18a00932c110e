import { z } from 'zod';
import { ItemId, Price, ZonedTime } from './timetable.ts';

/** What a basket line books: the `objectType` of the listing it came from. */
export const CartItemType = z.enum(['activity_class', 'ad_hoc_slot', 'ticket_time', 'course']);
export type CartItemType = z.infer<typeof CartItemType>;

export const AddToCartItem = z.object({
  id: ItemId.describe('The listing id: numeric in v1, the uid in v2'),
  type: CartItemType,
  purchased_for_user_id: z.number().int().positive().optional(),
  pricing_option_id: z.number().int().nonnegative().optional(),
  options: z
    .object({
      quantity: z.number().int().min(1).max(20).optional().describe('Tickets only'),
      ticket_type_id: z.number().int().positive().optional().describe('Tickets only'),
    })
    .optional(),
});
export type AddToCartItem = z.infer<typeof AddToCartItem>;

export const AddToCartRequest = z
  .object({
    items: z.array(AddToCartItem).min(1).max(10),
    membership_user_id: z.number().int().positive().nullable().optional(),
    selected_user_id: z.number().int().positive().nullable().optional(),
  })
  .meta({ id: 'AddToCartRequest' });
export type AddToCartRequest = z.infer<typeof AddToCartRequest>;

export const RemoveFromCartRequest = z
  .object({ cart_item_ids: z.array(z.number().int().positive()).min(1).max(50) })
  .meta({ id: 'RemoveFromCartRequest' });
export type RemoveFromCartRequest = z.infer<typeof RemoveFromCartRequest>;

export const RemoveFromCartQuery = z.object({
  selected_user_id: z.coerce.number().int().positive().optional(),
  source: z.string().max(40).optional(),
});

export const CartItem = z
  .object({
    id: z.number().int(),
    type: CartItemType,
    name: z.string(),
    venueSlug: z.string(),
    startsAt: ZonedTime,
    endsAt: ZonedTime,
    quantity: z.number().int().min(1),
    price: Price.describe('One unit'),
    total: Price.describe('price x quantity'),
    holdExpiresAt: z.iso.datetime({ offset: true }),
    isExpired: z
      .boolean()
      .describe('The hold has run out: the place is no longer kept and the line is not in the totals'),
    enablePrintReceipt: z.boolean(),
    sortBy: z.string().describe('The start time (ISO): items are sorted by it'),
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof CartItem>;

export const CartTotals = z.object({
  total: z.number().int(),
  taxTotal: z.number().int(),
  subTotal: z.number().int(),
  balance: z.number().int(),
  itemCount: z.number().int().nonnegative(),
  formattedTotal: z.string(),
  formattedBalance: z.string(),
});

export const Cart = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    cartId: z.number().int(),
    items: z.array(CartItem),
    totals: CartTotals,
    selectedUserId: z.number().int().nullable(),
    completeOrderId: z.null(),
    holdMinutes: z.number().int().positive(),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof Cart>;
