// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { savedAttendeesStore } from '../../features/attendees/index.ts';
import { authoriseAnswer } from '../../features/checkout/test/checkout.test-kit.ts';
import { notifyAuthChanged } from '../../lib/auth.ts';
import { deleteCookie, writeCookie } from '../../lib/cookies.ts';
import { systemStore } from '../../lib/system-store.ts';
import { failure, fakeNetwork, ok, renderApp } from '../../test/app-harness.test-kit.tsx';
import {
  answering,
  callsTo,
  checkoutRoutes,
  customerWith,
  fill,
  fillAndPay,
  preparing,
  setUpCheckoutTests,
  testCart,
  toastTexts,
} from './checkout.test-kit.tsx';

const authorisePath = '/api/checkout/authorise';
const completePath = '/api/checkout/complete';

setUpCheckoutTests();

const alertText = () => screen.getByTestId('payment-alert').textContent;

/** An attendee picked on /attendees for this basket's waiver, kept for the tab. */
const pickAttendee = () => savedAttendeesStore.update('11-0', { mode: 'new', signedName: 'Ada Lovelace' });

describe('/basket/checkout', () => {
  it('asks a visitor to log in or create an account, keeping the way back to checkout', async () => {
    deleteCookie('auth_state_demo');
    fakeNetwork();
    renderApp(checkoutRoutes, '/basket/checkout');
    expect(document.title).toBe('Demo Leisure | Checkout');
    expect(screen.getByRole('heading', { name: 'Log in or create an account to check out' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/register?redirect=/basket/checkout',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(systemStore.get().loginModal).toBe('login');
  });

  it('warns 2 minutes before the places are released and keeps every line 15 more minutes, once', async () => {
    // Paying started long ago: the places are held for 100 seconds more.
    const nearlyGone = new Date(Date.now() + 100_000).toISOString();
    const basket = testCart();
    const cart = { ...basket, items: basket.items.map((item) => ({ ...item, holdExpiresAt: nearlyGone })) };
    const extended = {
      ...cart,
      items: cart.items.map((item) => ({
        ...item,
        holdExtended: true,
        holdExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      })),
    };
    const calls = fakeNetwork(
      customerWith(cart),
      preparing(() => ({ holdExpiresAt: nearlyGone })),
      answering('POST', '/api/activities/cart/extend', ok(extended)),
    );
    renderApp(checkoutRoutes, '/basket/checkout');
    const warning = await screen.findByTestId('hold-warning', {}, { timeout: 5000 });
    expect(warning.textContent).toContain(
      'Less than 2 minutes left. You can keep it for 15 more minutes, once.',
    );
    fireEvent.click(within(warning).getByRole('button', { name: /^Keep for 15 more minutes your places/ }));
    await waitFor(() => expect(toastTexts()).toContain('Your hold has been extended.'), { timeout: 5000 });
    expect(callsTo(calls, 'POST', '/api/activities/cart/extend').map((call) => call.body)).toEqual([
      { cart_item_ids: [11] },
    ]);
    // The basket's lines now end later than the payment set-up said: the countdown follows them.
    await waitFor(() => expect(screen.queryByTestId('hold-warning')).toBeNull(), { timeout: 5000 });
    expect(screen.getByTestId('checkout-hold').textContent).toMatch(/Places held for 1[45]:\d\d/);
  });

  it('after logging in on the page, carries on with the basket in the form, focused', async () => {
    deleteCookie('auth_state_demo');
    fakeNetwork(customerWith(testCart()), preparing());
    renderApp(checkoutRoutes, '/basket/checkout');
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
    renderApp(checkoutRoutes, '/basket/checkout');
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
    expect(document.activeElement).toBe(screen.getByLabelText('Address line 1'));
    // The client's terms are linked with the box, open in a new tab and say so.
    const terms = screen.getByRole('link', { name: 'Read the terms and conditions (opens in a new tab)' });
    expect(terms.getAttribute('href')).toBe('https://www.demo-leisure.example/terms-and-conditions');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(
      screen.getByLabelText('I accept the terms and conditions').getAttribute('aria-describedby'),
    ).toContain(terms.parentElement?.id);
    expect(callsTo(calls, 'POST', authorisePath)).toEqual([]);
  });

  it('pays in one step: Pay asks the card page for the card typed into it, then authorises with it', async () => {
    const calls = fakeNetwork(
      customerWith(testCart()),
      preparing(),
      answering('POST', authorisePath, ok(authoriseAnswer())),
    );
    renderApp(checkoutRoutes, '/basket/checkout');
    const frame = (await screen.findByTitle('Card details')) as HTMLIFrameElement;
    const asked = vi.spyOn(frame.contentWindow as Window, 'postMessage').mockImplementation(() => {
      // The card page checks the card, then hands it over.
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          source: frame.contentWindow,
          data: { type: 'sandbox-card', cardIdentifier: 'card_9', brand: 'visa', last4: '4242' },
        }),
      );
    });
    fill('Address line 1', '1 High Street');
    fill('Town or city', 'Leeds');
    fill('Postcode', 'LS1 1AA');
    fireEvent.click(screen.getByLabelText('I accept the terms and conditions'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay £15.00' }));
    await waitFor(() => expect(callsTo(calls, 'POST', authorisePath)).toHaveLength(1));
    expect(asked).toHaveBeenCalledWith({ type: 'sandbox-card-request' }, window.location.origin);
    expect(callsTo(calls, 'POST', authorisePath)[0]?.body).toMatchObject({ card_identifier: 'card_9' });
  });

  it('offers the saved cards and a new one, and pays with the saved card chosen', async () => {
    const visa = { id: 7, brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030 };
    const mastercard = { id: 3, brand: 'mastercard', last4: '4444', expiryMonth: 4, expiryYear: 2029 };
    const calls = fakeNetwork(
      customerWith(testCart()),
      preparing(() => ({ savedCard: visa, savedCards: [visa, mastercard] })),
      answering('POST', authorisePath, ok(authoriseAnswer())),
    );
    renderApp(checkoutRoutes, '/basket/checkout');
    const newest = await screen.findByRole('radio', { name: 'Pay with Visa ending 4242 (expires 12/30)' });
    expect((newest as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTitle('Card details')).toBeNull();
    expect(screen.queryByLabelText('Save this card for next time')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Use a new card' }));
    expect(await screen.findByTitle('Card details')).toBeTruthy();
    const save = screen.getByLabelText('Save this card for next time');
    expect(document.getElementById(save.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      "We keep only the card's type, last 4 digits and expiry date. You can remove it in My account.",
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Pay with Mastercard ending 4444 (expires 04/29)' }));
    fill('Address line 1', '1 High Street');
    fill('Town or city', 'Leeds');
    fill('Postcode', 'LS1 1AA');
    fireEvent.click(screen.getByLabelText('I accept the terms and conditions'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay £15.00' }));
    await waitFor(() => expect(callsTo(calls, 'POST', authorisePath)).toHaveLength(1));
    const body = callsTo(calls, 'POST', authorisePath)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ saved_card_id: 3 });
    expect(body).not.toHaveProperty('card_identifier');
    expect(body).not.toHaveProperty('save_card');
  });

  it('does not pay when the card page shows errors in its fields', async () => {
    const calls = fakeNetwork(customerWith(testCart()), preparing());
    renderApp(checkoutRoutes, '/basket/checkout');
    const frame = (await screen.findByTitle('Card details')) as HTMLIFrameElement;
    vi.spyOn(frame.contentWindow as Window, 'postMessage').mockImplementation(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          source: frame.contentWindow,
          data: { type: 'sandbox-card-refused' },
        }),
      );
    });
    fill('Address line 1', '1 High Street');
    fill('Town or city', 'Leeds');
    fill('Postcode', 'LS1 1AA');
    fireEvent.click(screen.getByLabelText('I accept the terms and conditions'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay £15.00' }));
    expect(await screen.findByText('Check the card details above.')).toBeTruthy();
    expect(document.activeElement).toBe(frame);
    expect(callsTo(calls, 'POST', authorisePath)).toEqual([]);
  });

  it("counts down the basket's hold until the card payment is set up, then the hold it extended to", async () => {
    // The basket's places are held for 15 minutes; setting up the payment extends them to 30.
    fakeNetwork(customerWith(testCart()), preparing());
    renderApp(checkoutRoutes, '/basket/checkout');
    const holdText = () => screen.queryByTestId('checkout-hold')?.textContent ?? '';
    await waitFor(() => expect(holdText()).toMatch(/^Places held for 1[45]:\d\d$/));
    await screen.findByTitle('Card details');
    expect(holdText()).toMatch(/^Places held for (29|30):\d\d$/);
  });

  it('sends the authorise body, and a declined card shows why and sets up a fresh card form', async () => {
    const declined = authoriseAnswer({
      transactionUuid: 'tx-1',
      transactionStatus: 'failed',
      error: { code: 'payment_declined', message: 'Payment was declined', details: null },
    });
    const calls = fakeNetwork(
      customerWith(testCart()),
      preparing(),
      answering('POST', authorisePath, ok(declined)),
    );
    renderApp(checkoutRoutes, '/basket/checkout');
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
    renderApp(checkoutRoutes, '/basket/checkout');
    await fillAndPay();
    await waitFor(() =>
      expect(alertText()).toBe('The card details have expired: enter them again. Enter a real postcode'),
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('payment-alert')));
  });

  it('completes an authorised payment with the basket credit, forgets the attendees picked, then confirms', async () => {
    pickAttendee();
    const calls = fakeNetwork(
      customerWith(testCart({ creditPence: 300 })),
      preparing(),
      answering('POST', authorisePath, ok(authoriseAnswer())),
      answering('POST', completePath, ok({ completeOrderId: 42, reference: 'DEM-42' })),
    );
    const { router } = renderApp(checkoutRoutes, '/basket/checkout');
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
      refund_to: 'card',
    });
    await waitFor(() => expect(toastTexts()).toContain('Order completed Successfully.'));
    expect(savedAttendeesStore.get()).toEqual({});
  });

  it('sends the refund choice, and shows where the money went when a place was taken while paying', async () => {
    pickAttendee();
    const refunded = failure(
      409,
      'A place in your basket was taken while you paid. Your payment of £15.00 has been added to your account as credit.',
      'hold_expired',
    );
    const calls = fakeNetwork(
      customerWith(testCart()),
      preparing(),
      answering('POST', authorisePath, ok(authoriseAnswer({ transactionUuid: 'tx-5' }))),
      answering('POST', completePath, refunded),
    );
    renderApp(checkoutRoutes, '/basket/checkout');
    const choice = await screen.findByRole('group', { name: 'If a place is taken while you pay' });
    expect((within(choice).getByLabelText('Refund to my card') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(choice).getByLabelText('Add it to my account as credit'));
    await fillAndPay();
    await waitFor(() => expect(alertText()).toContain('has been added to your account as credit.'));
    expect(callsTo(calls, 'POST', completePath)[0]?.body).toMatchObject({
      transaction_uuid: 'tx-5',
      refund_to: 'credit',
    });
    expect(screen.getByRole('link', { name: 'Back to your basket' }).getAttribute('href')).toBe('/basket');
    // No order: the attendees picked are still wanted for the next try.
    expect(Object.keys(savedAttendeesStore.get())).toEqual(['11-0']);
  });

  it('asks for the waivers instead of offering Pay while attendees still have to sign', async () => {
    const calls = fakeNetwork(customerWith(testCart({ waiversToSign: 2 })), preparing());
    renderApp(checkoutRoutes, '/basket/checkout');
    await screen.findByTitle('Card details');
    expect(screen.getByTestId('waivers-due').textContent).toContain('2 waivers to sign before you pay');
    expect(screen.getByRole('link', { name: 'Add attendees and sign' }).getAttribute('href')).toBe(
      '/attendees',
    );
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    fill('Address line 1', '1 High Street');
    fireEvent.submit(screen.getByRole('form', { name: 'Payment' }));
    expect(callsTo(calls, 'POST', authorisePath)).toEqual([]);
  });
});

describe('/basket/checkout, a payment still waiting for the bank', () => {
  /** The first session says an attempt is waiting for the bank; later ones do not. */
  const waiting = () =>
    preparing((count) =>
      count === 1 ? { inProgress: true, transactionStatus: 'sca_required', transactionUuid: 'tx-wait' } : {},
    );
  const scaPath = '/api/payment-providers/sca-completion/tx-wait';

  it('finishes the check with Continue and completes that attempt', async () => {
    pickAttendee();
    const calls = fakeNetwork(
      customerWith(testCart()),
      waiting(),
      answering('POST', scaPath, ok({ transactionId: 'tx-wait', status: 'authorised', error: null })),
      answering('POST', completePath, ok({ completeOrderId: 64, reference: 'DEM-64' })),
    );
    const { router } = renderApp(checkoutRoutes, '/basket/checkout');
    const resume = await screen.findByTestId('resume-payment');
    expect(resume.textContent).toContain("A payment for this basket is waiting for your bank's check");
    fireEvent.click(within(resume).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking-confirmed/64'));
    expect(callsTo(calls, 'POST', scaPath).map((call) => call.body)).toEqual([{}]);
    expect(callsTo(calls, 'POST', completePath)[0]?.body).toMatchObject({
      transaction_uuid: 'tx-wait',
      refund_to: 'card',
    });
    expect(callsTo(calls, 'POST', authorisePath)).toEqual([]);
    expect(savedAttendeesStore.get()).toEqual({});
  });

  it('says why the check failed and offers a fresh card form to pay again', async () => {
    const failed = ok({
      transactionId: 'tx-wait',
      status: 'failed',
      error: { code: 'sca_failed', message: '3D Secure verification failed', details: null },
    });
    const calls = fakeNetwork(customerWith(testCart()), waiting(), answering('POST', scaPath, failed));
    renderApp(checkoutRoutes, '/basket/checkout');
    const resume = await screen.findByTestId('resume-payment');
    fireEvent.click(within(resume).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(alertText()).toBe('3D Secure verification failed'));
    await waitFor(() =>
      expect(screen.getByTitle('Card details').getAttribute('src')).toContain('session_key=sess_2'),
    );
    expect(screen.queryByTestId('resume-payment')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay £15.00' })).toBeTruthy();
    expect(callsTo(calls, 'POST', completePath)).toEqual([]);
  });

  it("shows the server's message, and does not offer the same attempt again while it still waits", async () => {
    const stillWaiting = preparing(() => ({
      inProgress: true,
      transactionStatus: 'sca_required',
      transactionUuid: 'tx-wait',
    }));
    const refused = failure(502, 'Failed to complete 3D Secure verification', 'payment_failed');
    fakeNetwork(customerWith(testCart()), stillWaiting, answering('POST', scaPath, refused));
    renderApp(checkoutRoutes, '/basket/checkout');
    const resume = await screen.findByTestId('resume-payment');
    fireEvent.click(within(resume).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(alertText()).toBe('Failed to complete 3D Secure verification'));
    await waitFor(() =>
      expect(screen.getByTitle('Card details').getAttribute('src')).toContain('session_key=sess_2'),
    );
    expect(screen.queryByTestId('resume-payment')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay £15.00' })).toBeTruthy();
  });
});
