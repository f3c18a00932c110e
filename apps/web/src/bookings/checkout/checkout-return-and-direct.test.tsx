// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scaStorage } from '../../features/checkout/lib/sca-storage.ts';
import { deleteCookie, writeCookie } from '../../lib/cookies.ts';
import { systemStore } from '../../lib/system-store.ts';
import { failure, fakeNetwork, ok, renderApp } from '../../test/app-harness.tsx';
import { toast } from '../../ui/toast/index.ts';
import { CheckoutPage } from './checkout-page.tsx';
import { answering, callsTo, customerWith, preparing, testCart } from './checkout-test-data.ts';

const routes = [
  { path: '/basket/checkout', element: <CheckoutPage /> },
  { path: '/booking-confirmed/:completeOrderId', element: <p>Confirmation page</p> },
];

const completePath = '/api/checkout/complete';
const scaPath = '/api/payment-providers/sca-completion/tx-3ds';
const returnUrl = '/basket/checkout?transaction_uuid=tx-3ds&cres=cres_abc&transaction_id=tx_sandbox';

beforeEach(() => writeCookie('auth_state_demo', '1'));

afterEach(() => {
  cleanup();
  toast.clear();
  act(() => systemStore.closeLoginModal());
  deleteCookie('auth_state_demo');
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

const toastTexts = () => screen.queryAllByTestId('notification-toast').map((item) => item.textContent);

describe('/basket/checkout, back from 3-D Secure', () => {
  it('finishes the check with cres, completes the order once and shows the confirmation', async () => {
    scaStorage.save('tx-3ds');
    const calls = fakeNetwork(
      customerWith(testCart({ creditPence: 500 })),
      preparing(),
      answering('POST', scaPath, ok({ transactionId: 'tx-3ds', status: 'authorised', error: null })),
      answering('POST', completePath, ok({ completeOrderId: 77, reference: 'DEM-77' })),
    );
    const { router } = renderApp(routes, returnUrl);
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking-confirmed/77'));
    expect(callsTo(calls, 'POST', scaPath).map((call) => call.body)).toEqual([{ cres: 'cres_abc' }]);
    expect(callsTo(calls, 'POST', completePath).map((call) => call.body)).toEqual([
      {
        transaction_uuid: 'tx-3ds',
        completed_waivers: true,
        payments: [{ tender_type: 'credit', amount: 500 }],
        terms: true,
        source: 'bookings',
      },
    ]);
    expect(callsTo(calls, 'GET', '/api/checkout/prepare')).toEqual([]);
    await waitFor(() => expect(toastTexts()).toContain('Order completed Successfully.'));
    expect(scaStorage.read()).toBeNull();
  });

  it('says "3D Secure verification failed", takes the answer off the URL and sets up a new card form', async () => {
    scaStorage.save('tx-3ds');
    const failed = ok({
      transactionId: 'tx-3ds',
      status: 'failed',
      error: { code: 'sca_failed', message: '3D Secure verification failed', details: null },
    });
    const calls = fakeNetwork(customerWith(testCart()), preparing(), answering('POST', scaPath, failed));
    const { router } = renderApp(routes, returnUrl);
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
    renderApp(routes, returnUrl);
    await waitFor(() =>
      expect(screen.getByTestId('payment-alert').textContent).toBe(
        'Failed to complete 3D Secure verification',
      ),
    );
  });
});

describe('/basket/checkout, credit covers the basket', () => {
  it('places the order without a card: camelCase body with an Idempotency-Key', async () => {
    const calls = fakeNetwork(
      customerWith(testCart({ creditPence: 1500 })),
      answering('POST', completePath, ok({ completeOrderId: 81, reference: 'DEM-81' })),
    );
    const { router } = renderApp(routes, '/basket/checkout');
    const placeOrder = await screen.findByRole('button', { name: 'Place order' });
    expect(screen.queryByTitle('Card details')).toBeNull();
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
  });

  it("shows the server's message, or the spec's order text when there is none", async () => {
    let answer: ReturnType<typeof failure> = failure(
      409,
      'Your credit no longer covers this basket.',
      'conflict',
    );
    fakeNetwork(customerWith(testCart({ creditPence: 1500 })), (call) =>
      call.path === completePath ? answer : undefined,
    );
    renderApp(routes, '/basket/checkout');
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
  });
});
