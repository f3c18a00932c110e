// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyAuthChanged } from '../../lib/auth.ts';
import { deleteCookie, writeCookie } from '../../lib/cookies.ts';
import { systemStore } from '../../lib/system-store.ts';
import { failure, fakeNetwork, ok, renderApp } from '../../test/app-harness.tsx';
import { toast } from '../../ui/toast/index.ts';
import { CheckoutPage } from './checkout-page.tsx';
import { answering, callsTo, customerWith, preparing, testCart } from './checkout-test-data.ts';

const routes = [
  { path: '/basket/checkout', element: <CheckoutPage /> },
  { path: '/booking-confirmed/:completeOrderId', element: <p>Confirmation page</p> },
  { path: '/basket', element: <p>Basket page</p> },
];

const authorisePath = '/api/checkout/authorise';
const completePath = '/api/checkout/complete';

beforeEach(() => writeCookie('auth_state_demo', '1'));

afterEach(() => {
  cleanup();
  toast.clear();
  act(() => systemStore.closeLoginModal());
  deleteCookie('auth_state_demo');
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

/** The card page in the frame hands over an accepted card (as the sandbox's script does). */
async function enterCard(last4 = '0002') {
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

async function fillAndPay() {
  await screen.findByTitle('Card details');
  fill('Address line 1', '1 High Street');
  fill('Town or city', 'Leeds');
  fill('Postcode', 'LS1 1AA');
  await enterCard();
  fireEvent.click(screen.getByLabelText('I accept the terms and conditions'));
  fireEvent.click(screen.getByRole('button', { name: 'Pay £15.00' }));
}

const alertText = () => screen.getByTestId('payment-alert').textContent;
const toastTexts = () => screen.queryAllByTestId('notification-toast').map((item) => item.textContent);

describe('/basket/checkout', () => {
  it('asks a visitor to log in or create an account, keeping the way back to checkout', async () => {
    deleteCookie('auth_state_demo');
    fakeNetwork();
    renderApp(routes, '/basket/checkout');
    expect(document.title).toBe('Demo Leisure | Checkout');
    expect(screen.getByRole('heading', { name: 'Log in or create an account to check out' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/register?redirect=/basket/checkout',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(systemStore.get().loginModal).toBe('login');
  });

  it('after logging in on the page, carries on with the basket in the form, focused', async () => {
    deleteCookie('auth_state_demo');
    fakeNetwork(customerWith(testCart()), preparing());
    renderApp(routes, '/basket/checkout');
    expect(screen.getByText('Log in or create an account to check out')).toBeTruthy();
    act(() => {
      writeCookie('auth_state_demo', '1'); // what the login's Set-Cookie does
      notifyAuthChanged();
    });
    await screen.findByTitle('Card details');
    expect(screen.getByTestId('order-summary').textContent).toContain('Sunrise yoga');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Billing details' }));
  });

  it('shows the order, prefills the name, and checks the form before paying', async () => {
    const calls = fakeNetwork(customerWith(testCart()), preparing());
    renderApp(routes, '/basket/checkout');
    await screen.findByTitle('Card details');
    expect(screen.getByTestId('order-summary').textContent).toContain('Sunrise yoga');
    expect(screen.getByTestId('checkout-hold').textContent).toMatch(/Places held for (29|30):\d\d/);
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
    fireEvent.click(screen.getByRole('button', { name: 'Pay £15.00' }));
    const messageFor = (label: string) =>
      document.getElementById(`${screen.getByLabelText(label, { exact: false }).id}-error`)?.textContent;
    expect(messageFor('Address line 1')).toBe('This field is required');
    expect(messageFor('Postcode')).toBe('This field is required');
    expect(messageFor('I accept the terms and conditions')).toBe('Required');
    expect(screen.getByText('Enter your card details, then choose Use this card.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Address line 1'));
    expect(callsTo(calls, 'POST', authorisePath)).toEqual([]);
  });

  it('sends the authorise body, and a declined card shows why and sets up a fresh card form', async () => {
    const declined = ok({
      transactionUuid: 'tx-1',
      transactionStatus: 'failed',
      scaUrl: null,
      scaMethod: null,
      scaData: null,
      clientSecret: null,
      returnUrl: '/basket/checkout?transaction_uuid=tx-1',
      error: { code: 'payment_declined', message: 'Payment was declined', details: null },
    });
    const calls = fakeNetwork(
      customerWith(testCart()),
      preparing(),
      answering('POST', authorisePath, declined),
    );
    renderApp(routes, '/basket/checkout');
    await fillAndPay();
    await waitFor(() => expect(alertText()).toBe('Payment was declined'));
    const [authorise] = callsTo(calls, 'POST', authorisePath);
    expect(authorise?.body).toMatchObject({
      billing_first_name: 'Ada',
      billing_last_name: 'Lovelace',
      billing_address_line_one: '1 High Street',
      billing_city: 'Leeds',
      billing_postcode: 'LS1 1AA',
      browser_java_enabled: false,
      browser_javascript_enabled: true,
      card_identifier: 'card_1',
      card_holder_name: 'Ada Lovelace',
      completed_waivers: true,
      payments: [],
      session_key: 'sess_1',
      source: 'bookings',
      terms: true,
      save_card: false,
    });
    expect(authorise?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(toastTexts()).toContain('Payment was declined'));
    // The session was reset: a new one was prepared and its card page shown, the card cleared.
    await waitFor(() =>
      expect(screen.getByTitle('Card details').getAttribute('src')).toContain('session_key=sess_2'),
    );
    expect(callsTo(calls, 'GET', '/api/checkout/prepare')).toHaveLength(2);
    expect(alertText()).toBe('Payment was declined');
  });

  it("joins a 422's field errors into one message", async () => {
    const invalid = failure(422, 'The request has errors', 'validation_failed', {
      card_identifier: ['The card details have expired: enter them again'],
      billing_postcode: ['Enter a real postcode'],
    });
    fakeNetwork(customerWith(testCart()), preparing(), answering('POST', authorisePath, invalid));
    renderApp(routes, '/basket/checkout');
    await fillAndPay();
    await waitFor(() =>
      expect(alertText()).toBe('The card details have expired: enter them again. Enter a real postcode'),
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('payment-alert')));
  });

  it('completes an authorised payment with the basket credit, then shows the confirmation', async () => {
    const authorised = ok({
      transactionUuid: 'tx-9',
      transactionStatus: 'authorised',
      scaUrl: null,
      scaMethod: null,
      scaData: null,
      clientSecret: null,
      returnUrl: '/basket/checkout?transaction_uuid=tx-9',
      error: null,
    });
    const cart = testCart({ creditPence: 300 });
    const calls = fakeNetwork(
      customerWith(cart),
      preparing(),
      answering('POST', authorisePath, authorised),
      answering('POST', completePath, ok({ completeOrderId: 42, reference: 'DEM-42' })),
    );
    const { router } = renderApp(routes, '/basket/checkout');
    expect(await screen.findByText('General credit')).toBeTruthy();
    await fillAndPay();
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking-confirmed/42'));
    expect(callsTo(calls, 'POST', authorisePath)[0]?.body).toMatchObject({
      payments: [{ tender_type: 'credit', amount: 300 }],
    });
    expect(callsTo(calls, 'POST', completePath)[0]?.body).toEqual({
      transaction_uuid: 'tx-9',
      completed_waivers: true,
      payments: [{ tender_type: 'credit', amount: 300 }],
      terms: true,
      source: 'bookings',
    });
    await waitFor(() => expect(toastTexts()).toContain('Order completed Successfully.'));
  });

  it('shows the refund message and the way back to the basket when a place went while paying', async () => {
    const authorised = ok({
      transactionUuid: 'tx-5',
      transactionStatus: 'authorised',
      scaUrl: null,
      scaMethod: null,
      scaData: null,
      clientSecret: null,
      returnUrl: '/basket/checkout',
      error: null,
    });
    const refunded = failure(
      409,
      'A place in your basket was taken while you paid. Your payment has been refunded to your card.',
      'hold_expired',
    );
    fakeNetwork(
      customerWith(testCart()),
      preparing(),
      answering('POST', authorisePath, authorised),
      answering('POST', completePath, refunded),
    );
    renderApp(routes, '/basket/checkout');
    await fillAndPay();
    await waitFor(() => expect(alertText()).toContain('Your payment has been refunded to your card.'));
    expect(screen.getByRole('link', { name: 'Back to your basket' }).getAttribute('href')).toBe('/basket');
  });
});
