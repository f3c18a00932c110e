// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { savedAttendeesStore } from '../../features/attendees/index.ts';
import { scaStorage } from '../../features/checkout/lib/sca-storage.ts';
import { authoriseAnswer } from '../../features/checkout/test/checkout.test-kit.ts';
import { failure, fakeNetwork, ok, renderApp } from '../../test/app-harness.test-kit.tsx';
import {
  answering,
  callsTo,
  checkoutRoutes,
  customerWith,
  fillAndPay,
  preparing,
  setUpCheckoutTests,
  testCart,
  toastTexts,
} from './checkout.test-kit.tsx';

const completePath = '/api/checkout/complete';
const scaPath = '/api/payment-providers/sca-completion/tx-3ds';
const returnUrl = '/basket/checkout?transaction_uuid=tx-3ds&cres=cres_abc&transaction_id=tx_sandbox';
const scaAuthorised = ok({ transactionId: 'tx-3ds', status: 'authorised', error: null });

setUpCheckoutTests();

describe('/basket/checkout, back from 3-D Secure', () => {
  it('finishes the check with cres, completes the order once and shows the confirmation', async () => {
    scaStorage.save('tx-3ds');
    const calls = fakeNetwork(
      customerWith(testCart({ creditPence: 500 })),
      preparing(),
      answering('POST', scaPath, scaAuthorised),
      answering('POST', completePath, ok({ completeOrderId: 77, reference: 'DEM-77' })),
    );
    const { router } = renderApp(checkoutRoutes, returnUrl);
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking-confirmed/77'));
    expect(callsTo(calls, 'POST', scaPath).map((call) => call.body)).toEqual([{ cres: 'cres_abc' }]);
    expect(callsTo(calls, 'POST', completePath).map((call) => call.body)).toEqual([
      {
        transaction_uuid: 'tx-3ds',
        completed_waivers: true,
        payments: [{ tender_type: 'credit', amount: 500 }],
        terms: true,
        source: 'bookings',
        refund_to: 'card',
      },
    ]);
    expect(callsTo(calls, 'GET', '/api/checkout/prepare')).toEqual([]);
    await waitFor(() => expect(toastTexts()).toContain('Order completed Successfully.'));
    expect(scaStorage.read()).toBeNull();
  });

  it('completes with the refund choice made before the page went to the bank', async () => {
    // Before the bank: credit chosen, then a first card declined (the choice is kept with the address).
    const declined = authoriseAnswer({
      transactionStatus: 'failed',
      error: { code: 'payment_declined', message: 'Payment was declined', details: null },
    });
    fakeNetwork(
      customerWith(testCart()),
      preparing(),
      answering('POST', '/api/checkout/authorise', ok(declined)),
    );
    renderApp(checkoutRoutes, '/basket/checkout');
    fireEvent.click(await screen.findByLabelText('Add it to my account as credit'));
    await fillAndPay();
    await waitFor(() => expect(toastTexts()).toContain('Payment was declined'));
    cleanup();

    // Back from the bank: a full page load.
    const calls = fakeNetwork(
      customerWith(testCart()),
      preparing(),
      answering('POST', scaPath, scaAuthorised),
      answering('POST', completePath, ok({ completeOrderId: 78, reference: 'DEM-78' })),
    );
    const { router } = renderApp(checkoutRoutes, returnUrl);
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking-confirmed/78'));
    expect(callsTo(calls, 'POST', completePath)[0]?.body).toMatchObject({ refund_to: 'credit' });
  });

  it('says "3D Secure verification failed", takes the answer off the URL and sets up a new card form', async () => {
    scaStorage.save('tx-3ds');
    const failed = ok({
      transactionId: 'tx-3ds',
      status: 'failed',
      error: { code: 'sca_failed', message: '3D Secure verification failed', details: null },
    });
    const calls = fakeNetwork(customerWith(testCart()), preparing(), answering('POST', scaPath, failed));
    const { router } = renderApp(checkoutRoutes, returnUrl);
    await waitFor(() =>
      expect(screen.getByTestId('payment-alert').textContent).toBe('3D Secure verification failed'),
    );
    await waitFor(() => expect(toastTexts()).toContain('3D Secure verification failed'));
    expect(await screen.findByTitle('Card details')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(callsTo(calls, 'POST', completePath)).toEqual([]);
    expect(scaStorage.read()).toBeNull();
  });

  it("shows the spec's text when the check cannot be finished (no answer)", async () => {
    fakeNetwork(customerWith(testCart()), preparing(), (call) => {
      if (call.path === scaPath) throw new TypeError('Failed to fetch');
      return undefined;
    });
    renderApp(checkoutRoutes, returnUrl);
    await waitFor(() =>
      expect(screen.getByTestId('payment-alert').textContent).toBe(
        'Failed to complete 3D Secure verification',
      ),
    );
  });
});

describe('/basket/checkout, credit covers the basket', () => {
  it('places the order without a card: camelCase body with an Idempotency-Key', async () => {
    savedAttendeesStore.update('11-0', { mode: 'new', signedName: 'Ada Lovelace' });
    const calls = fakeNetwork(
      customerWith(testCart({ creditPence: 1500 })),
      answering('POST', completePath, ok({ completeOrderId: 81, reference: 'DEM-81' })),
    );
    const { router } = renderApp(checkoutRoutes, '/basket/checkout');
    const placeOrder = await screen.findByRole('button', { name: 'Place order' });
    expect(screen.queryByTitle('Card details')).toBeNull();
    expect(screen.queryByRole('group', { name: 'If a place is taken while you pay' })).toBeNull();
    fireEvent.click(placeOrder);
    expect(await screen.findByText('Required')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('I accept the terms and conditions'));
    fireEvent.click(placeOrder);
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking-confirmed/81'));
    const [order] = callsTo(calls, 'POST', completePath);
    expect(order?.body).toEqual({
      completedWaivers: true,
      payments: [{ tenderType: 'credit', amount: 1500 }],
      selectedUserId: null,
      source: 'bookings',
      terms: true,
    });
    expect(order?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(callsTo(calls, 'GET', '/api/checkout/prepare')).toEqual([]);
    await waitFor(() => expect(toastTexts()).toContain('Order completed Successfully.'));
    expect(savedAttendeesStore.get()).toEqual({});
  });

  it('asks for the waiver instead of offering Place order while an attendee still has to sign', async () => {
    fakeNetwork(customerWith(testCart({ creditPence: 1500, waiversToSign: 1 })));
    renderApp(checkoutRoutes, '/basket/checkout');
    expect((await screen.findByTestId('waivers-due')).textContent).toContain(
      '1 waiver to sign before you pay',
    );
    expect(screen.getByRole('link', { name: 'Add attendees and sign' }).getAttribute('href')).toBe(
      '/attendees',
    );
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
  });

  it("shows the server's message, or the spec's order text when there is none", async () => {
    savedAttendeesStore.update('11-0', { mode: 'new', signedName: 'Ada Lovelace' });
    let answer: ReturnType<typeof failure> = failure(
      409,
      'Your credit no longer covers this basket.',
      'conflict',
    );
    fakeNetwork(customerWith(testCart({ creditPence: 1500 })), (call) =>
      call.path === completePath ? answer : undefined,
    );
    renderApp(checkoutRoutes, '/basket/checkout');
    fireEvent.click(await screen.findByLabelText('I accept the terms and conditions'));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(toastTexts()).toContain('Your credit no longer covers this basket.'));
    answer = { status: 500, body: { unexpected: true } } as unknown as ReturnType<typeof failure>;
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(screen.getByTestId('payment-alert').textContent).toContain(
        'Unable to complete your order, please try again.',
      ),
    );
    expect(Object.keys(savedAttendeesStore.get())).toEqual(['11-0']);
  });
});
