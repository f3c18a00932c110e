import type { Cart, OnlinePaymentSession } from '@leisure/contracts';
import { authPaths, cartPaths, checkoutPaths } from '@leisure/contracts/routes/paths';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearSavedAttendees } from '../../features/attendees/index.ts';
import { cartLine, cartWith } from '../../features/cart/test/cart.test-kit.ts';
import { preparedSession } from '../../features/checkout/test/checkout.test-kit.ts';
import { deleteCookie, writeCookie } from '../../lib/cookies.ts';
import { systemStore } from '../../lib/system-store.ts';
import { type FakeCall, type FakeRoute, ok, testUser } from '../../test/app-harness.test-kit.tsx';
import { toast } from '../../ui/toast/index.ts';
import { CheckoutPage } from './checkout-page.tsx';

/** Test data, fake routes and the shared set-up of the checkout's tests. */

export const checkoutRoutes = [
  { path: '/basket/checkout', element: <CheckoutPage /> },
  { path: '/booking-confirmed/:completeOrderId', element: <p>Confirmation page</p> },
  { path: '/basket', element: <p>Basket page</p> },
];

/** A logged-in customer before each test; afterwards nothing is left in the page or the tab. */
export function setUpCheckoutTests() {
  beforeEach(() => writeCookie('auth_state_demo', '1'));
  afterEach(() => {
    cleanup();
    toast.clear();
    act(() => systemStore.closeLoginModal());
    deleteCookie('auth_state_demo');
    clearSavedAttendees();
    window.sessionStorage.clear();
    vi.unstubAllGlobals();
  });
}

export function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

/** The card page in the frame hands over an accepted card (as the sandbox's script does). */
export async function enterCard(last4 = '0002') {
  const frame = (await screen.findByTitle('Card details')) as HTMLIFrameElement;
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        source: frame.contentWindow,
        data: { type: 'sandbox-card', cardIdentifier: 'card_1', brand: 'visa', last4 },
      }),
    );
  });
  await screen.findByText(`Visa ending ${last4} will be charged.`);
}

export async function fillAndPay() {
  await screen.findByTitle('Card details');
  fill('Address line 1', '1 High Street');
  fill('Town or city', 'Leeds');
  fill('Postcode', 'LS1 1AA');
  await enterCard();
  fireEvent.click(screen.getByLabelText('I accept the terms and conditions'));
  fireEvent.click(screen.getByRole('button', { name: 'Pay £15.00' }));
}

export const toastTexts = () => screen.queryAllByTestId('notification-toast').map((item) => item.textContent);

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

/**
 * A basket of one £15.00 class; `creditPence` of general credit is put against it, and
 * `waiversToSign` attendees still have to sign its waiver.
 */
export function testCart({ creditPence = 0, waiversToSign = 0 } = {}): Cart {
  const yoga = cartLine({
    id: 11,
    listingId: 'yoga-leeds-central-20261123-0700',
    name: 'Sunrise yoga',
    price: { amountPence: 1500, formatted: '£15.00' },
  });
  const cart = cartWith([yoga], { id: 3, cartId: 3, attendeeWaiversRequired: waiversToSign });
  if (creditPence === 0) return cart;
  const balance = cart.totals.total - creditPence;
  return {
    ...cart,
    totals: { ...cart.totals, balance, formattedBalance: pounds(balance) },
    credits: {
      ...cart.credits,
      general: {
        type: 'general',
        totalAvailable: creditPence,
        maxApplicable: creditPence,
        applied: creditPence,
      },
    },
    payments: [
      {
        tenderType: 'credit',
        creditKind: 'general',
        amount: creditPence,
        formattedAmount: pounds(creditPence),
      },
    ],
  };
}

/** The logged-in customer and their basket. */
export const customerWith =
  (cart: Cart): FakeRoute =>
  ({ method, path }) => {
    if (method === 'GET' && path === authPaths.user.path) return ok(testUser);
    if (method === 'GET' && path === cartPaths.cart.path) return ok(cart);
    return undefined;
  };

/**
 * `GET /api/checkout/prepare`: a new session key each time (sess_1, sess_2, ...), with what
 * `sessionOf` adds to the n-th session.
 */
export function preparing(
  sessionOf: (count: number) => Partial<OnlinePaymentSession> = () => ({}),
): FakeRoute {
  let count = 0;
  return ({ method, path }) => {
    if (method !== 'GET' || path !== checkoutPaths.prepare.path) return undefined;
    count += 1;
    return ok(
      preparedSession({
        sessionKey: `sess_${count}`,
        url: `/sandbox-pay/card-form?session_key=sess_${count}`,
        amount: { amountPence: 1500, formatted: '£15.00' },
        ...sessionOf(count),
      }),
    );
  };
}

export const answering =
  (method: string, path: string, answer: ReturnType<FakeRoute>): FakeRoute =>
  (call) =>
    call.method === method && call.path === path ? answer : undefined;

export const callsTo = (calls: FakeCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);
