import type { Cart, CartItem, CartPayment } from '@leisure/contracts';
import { type FakeCall, type FakeRoute, ok, testUser } from '../../test/app-harness.tsx';

/** Test data and fake routes for the checkout's tests. */

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 11,
    type: 'activity_class',
    listingId: 'yoga-leeds-central-20261123-0700',
    name: 'Sunrise yoga',
    venueSlug: 'leeds-central',
    venueName: 'Leeds Central',
    activitySlug: 'yoga',
    locationName: 'Studio 1',
    ticketTypeName: null,
    startsAt: { dateTime: '2026-11-23T07:00:00+00:00', time: '07:00' },
    endsAt: { dateTime: '2026-11-23T08:00:00+00:00', time: '08:00' },
    quantity: 1,
    price: { amountPence: 1500, formatted: '£15.00' },
    total: { amountPence: 1500, formatted: '£15.00' },
    pricingOptionId: null,
    purchasedForUserId: null,
    holdExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    isExpired: false,
    enablePrintReceipt: false,
    sortBy: '2026-11-23T07:00:00+00:00',
    ...overrides,
  };
}

const credit = (type: 'membership' | 'general', applied: number) => ({
  type,
  totalAvailable: applied,
  maxApplicable: applied,
  applied,
});

/** A basket of one £15.00 class; `creditPence` of general credit is put against it. */
export function testCart({ creditPence = 0, items = [cartItem()] } = {}): Cart {
  const total = items.reduce((sum, item) => sum + item.total.amountPence, 0);
  const balance = total - creditPence;
  const payments: CartPayment[] =
    creditPence > 0
      ? [
          {
            tenderType: 'credit',
            creditKind: 'general',
            amount: creditPence,
            formattedAmount: `£${(creditPence / 100).toFixed(2)}`,
          },
        ]
      : [];
  return {
    id: 3,
    uuid: 'cart-uuid',
    cartId: 3,
    items,
    totals: {
      total,
      taxTotal: 0,
      subTotal: total,
      discountTotal: 0,
      balance,
      itemCount: items.length,
      formattedTotal: `£${(total / 100).toFixed(2)}`,
      formattedBalance: `£${(balance / 100).toFixed(2)}`,
    },
    selectedUserId: null,
    completeOrderId: null,
    isGuest: false,
    holdMinutes: 15,
    credits: { membership: credit('membership', 0), general: credit('general', creditPence) },
    payments,
    discounts: [],
    appliedDiscounts: {},
    attendeeWaiversRequired: 0,
  };
}

/** The logged-in customer and their basket. */
export const customerWith =
  (cart: Cart): FakeRoute =>
  ({ method, path }) => {
    if (method === 'GET' && path === '/api/auth/user') return ok(testUser);
    if (method === 'GET' && path === '/api/activities/cart') return ok(cart);
    return undefined;
  };

/** `GET /api/checkout/prepare`: a new session key each time (sess_1, sess_2, ...). */
export function preparing(): FakeRoute {
  let count = 0;
  return ({ method, path }) => {
    if (method !== 'GET' || path !== '/api/checkout/prepare') return undefined;
    count += 1;
    return ok({
      paymentProvider: 'sandbox',
      sessionKey: `sess_${count}`,
      mode: 'test',
      url: `/sandbox-pay/card-form?session_key=sess_${count}`,
      publishableKey: null,
      savedCard: null,
      scaData: null,
      scaUrl: null,
      transactionStatus: null,
      transactionUuid: null,
      inProgress: false,
      amount: { amountPence: 1500, formatted: '£15.00' },
      holdExpiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    });
  };
}

export const answering =
  (method: string, path: string, answer: ReturnType<FakeRoute>): FakeRoute =>
  (call) =>
    call.method === method && call.path === path ? answer : undefined;

export const callsTo = (calls: FakeCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);
