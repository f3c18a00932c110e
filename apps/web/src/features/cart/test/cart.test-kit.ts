import type { Cart, CartCredit, CartItem } from '@leisure/contracts';

const money = (amountPence: number) => ({ amountPence, formatted: `£${(amountPence / 100).toFixed(2)}` });

/** A basket line as the server sends it; `minutesLeft` sets its hold end from now. */
export function cartLine(overrides: Partial<CartItem> & { minutesLeft?: number } = {}): CartItem {
  const { minutesLeft = 15, ...rest } = overrides;
  const quantity = rest.quantity ?? 1;
  const price = rest.price ?? money(650);
  return {
    id: 1,
    type: 'activity_class',
    listingId: 101,
    name: 'Morning yoga',
    description: null,
    venueSlug: 'leeds-central',
    venueName: 'Leeds Central',
    activitySlug: 'yoga',
    locationName: 'Studio 1',
    ticketTypeName: null,
    ticketTypeId: null,
    startsAt: { dateTime: '2026-11-25T09:00:00+00:00', time: '09:00' },
    endsAt: { dateTime: '2026-11-25T10:00:00+00:00', time: '10:00' },
    quantity,
    maxQuantity: rest.type === 'ticket_time' ? 20 : null,
    price,
    total: money(price.amountPence * quantity),
    pricingOptionId: null,
    purchasedForUserId: null,
    attendee: null,
    sessions: [],
    holdExpiresAt: new Date(Date.now() + minutesLeft * 60_000).toISOString(),
    isExpired: false,
    holdExtended: false,
    enablePrintReceipt: false,
    allowance: null,
    sortBy: '2026-11-25T09:00:00.000Z',
    ...rest,
  };
}

const noCredit = (type: CartCredit['type']): CartCredit => ({
  type,
  totalAvailable: 0,
  maxApplicable: 0,
  applied: 0,
});

/** A basket with `items`, its totals counted as the server counts them (expired lines left out). */
export function cartWith(items: CartItem[], overrides: Partial<Cart> = {}): Cart {
  const live = items.filter((item) => !item.isExpired);
  const total = live.reduce((sum, item) => sum + item.total.amountPence, 0);
  return {
    id: 5,
    uuid: 'cart-uuid',
    cartId: 5,
    items,
    totals: {
      total,
      taxTotal: 0,
      subTotal: total,
      discountTotal: 0,
      balance: total,
      itemCount: live.length,
      formattedTotal: money(total).formatted,
      formattedBalance: money(total).formatted,
    },
    selectedUserId: null,
    completeOrderId: null,
    isGuest: false,
    holdMinutes: 15,
    credits: { membership: noCredit('membership'), general: noCredit('general') },
    payments: [],
    discounts: [],
    appliedDiscounts: {},
    staffDiscount: null,
    attendeeWaiversRequired: 0,
    ...overrides,
  };
}
