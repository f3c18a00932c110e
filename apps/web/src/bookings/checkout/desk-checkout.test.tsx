// @vitest-environment jsdom
import type { Cart } from '@leisure/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  grace,
  graceAtDesk,
  loggedInAs,
  staffUser,
} from '../../features/front-of-house/test/desk.test-kit.ts';
import { systemStore } from '../../lib/system-store.ts';
import {
  type FakeCall,
  type FakeRoute,
  failure,
  fakeNetwork,
  ok,
  renderApp,
} from '../../test/app-harness.test-kit.tsx';
import { checkoutRoutes, setUpCheckoutTests, testCart, toastTexts } from './checkout.test-kit.tsx';

setUpCheckoutTests();
beforeEach(() => act(() => systemStore.selectCustomer(graceAtDesk)));
afterEach(() => {
  act(() => {
    systemStore.selectCustomer(null);
    systemStore.closeCustomerPicker();
  });
  window.localStorage.clear();
});

const payPath = '/api/front-of-house/checkout/pay';
const queueKey = 'leisure.desk.offline-payments.demo';

/** The staff user, serving Grace, whose basket is `cart`; the pay call places order 77. */
function atTheDesk(cart: Cart = testCart(), ...routes: FakeRoute[]) {
  const calls = fakeNetwork(
    ...routes,
    loggedInAs(staffUser),
    ({ method, path }) =>
      method === 'GET' && path === `/api/activities/cart?selected_user_id=${grace.id}`
        ? ok({ ...cart, selectedUserId: grace.id })
        : undefined,
    ({ method, path }) =>
      method === 'POST' && path === payPath
        ? ok({ completeOrderId: 77, reference: 'DEM-ABC123' })
        : undefined,
  );
  renderApp(checkoutRoutes, '/basket/checkout');
  return calls;
}

const payCalls = (calls: FakeCall[]) => calls.filter((call) => call.path === payPath);
const amountBox = () => within(screen.getByTestId('desk-payment-form')).getByTestId('currency-input');
const setAmount = (value: string) => fireEvent.change(amountBox(), { target: { value } });
const acceptTerms = () =>
  fireEvent.click(screen.getByLabelText('Grace Hopper accepts the terms and conditions'));

describe('the desk checkout', () => {
  it('takes cash and a cheque for the balance with one Idempotency-Key, then shows the confirmation', async () => {
    const calls = atTheDesk();
    await screen.findByTestId('desk-checkout');
    expect(screen.queryByTitle('Card details')).toBeNull();
    // The staff user's currency symbol, on the totals and the money box.
    expect(screen.getByTestId('amount-to-pay').textContent).toBe('€ 15.00');
    expect(screen.getByTestId('order-summary').textContent).toContain('To pay by Grace Hopper');
    expect((amountBox() as HTMLInputElement).value).toBe('15.00');

    setAmount('10');
    fireEvent.click(screen.getByRole('button', { name: 'Add cash payment' }));
    await waitFor(() => expect((amountBox() as HTMLInputElement).value).toBe('5.00'));
    fireEvent.click(screen.getByLabelText('Cheque'));
    fireEvent.change(screen.getByLabelText('Cheque number', { exact: false }), {
      target: { value: '000123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add cheque payment' }));
    const tenders = await screen.findByTestId('desk-tenders');
    expect(
      within(tenders)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cash€ 10.00Remove Cash', 'Cheque (000123)€ 5.00Remove Cheque']);
    expect(screen.getByTestId('desk-left-to-take').textContent).toBe('Left to take€ 0.00');

    fireEvent.click(screen.getByTestId('take-payment-button'));
    expect(document.getElementById('desk-terms-error')?.textContent).toBe('Required');
    expect(payCalls(calls)).toEqual([]);
    acceptTerms();
    fireEvent.click(screen.getByTestId('take-payment-button'));
    await screen.findByText('Confirmation page');
    const [pay] = payCalls(calls);
    expect(pay?.body).toEqual({
      completedWaivers: true,
      payments: [
        { tenderType: 'cash', amount: 1000 },
        { tenderType: 'cheque', amount: 500, reference: '000123' },
      ],
      selectedUserId: 42,
      source: 'front-of-house',
      terms: true,
    });
    expect(pay?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(toastTexts()).toContain('Order completed Successfully.');
  });

  it('replaces a tender of the same kind, removes it at 0, and refuses to take less than the balance', async () => {
    const calls = atTheDesk();
    await screen.findByTestId('desk-checkout');
    setAmount('4.00');
    fireEvent.click(screen.getByRole('button', { name: 'Add cash payment' }));
    setAmount('6.50');
    fireEvent.click(screen.getByRole('button', { name: 'Add cash payment' }));
    const tenders = await screen.findByTestId('desk-tenders');
    await waitFor(() => expect(within(tenders).getAllByRole('listitem')).toHaveLength(1));
    expect(tenders.textContent).toContain('€ 6.50');
    acceptTerms();
    fireEvent.click(screen.getByTestId('take-payment-button'));
    expect(document.getElementById('desk-tender-amount-error')?.textContent).toBe(
      'There is still € 8.50 to take.',
    );
    setAmount('0');
    fireEvent.click(screen.getByRole('button', { name: 'Add cash payment' }));
    await waitFor(() => expect(screen.queryByTestId('desk-tenders')).toBeNull());
    setAmount('abc');
    fireEvent.click(screen.getByTestId('take-payment-button'));
    expect(document.getElementById('desk-tender-amount-error')?.textContent).toBe(
      'Enter an amount in pounds and pence, like 5.50',
    );
    expect(payCalls(calls)).toEqual([]);
  });

  it('gives a staff discount by amount or by percentage, with a reason', async () => {
    const discounted: Cart = {
      ...testCart(),
      totals: { ...testCart().totals, discountTotal: 100, total: 1400, balance: 1400 },
      staffDiscount: {
        amountOffPence: 100,
        percentOff: null,
        reason: 'Loyalty',
        amount: 100,
        formattedAmount: '£1.00',
      },
    };
    const calls = atTheDesk(testCart(), ({ method, path }) =>
      method === 'PUT' && path === '/api/front-of-house/cart/discount' ? ok(discounted) : undefined,
    );
    await screen.findByTestId('desk-checkout');
    const panel = screen.getByTestId('staff-discount');
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply discount' }));
    expect(document.getElementById('staff-discount-reason-error')?.textContent).toBe(
      'This field is required',
    );
    fireEvent.change(within(panel).getByTestId('currency-input'), { target: { value: '1.00' } });
    fireEvent.change(within(panel).getByLabelText('Reason'), { target: { value: 'Loyalty' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply discount' }));
    await screen.findByTestId('staff-discount-row');
    const [put] = calls.filter((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ amount_pence: 100, reason: 'Loyalty', selected_user_id: 42 });
    expect(put?.headers['Idempotency-Key']).toBeTruthy();
    expect(screen.getByTestId('staff-discount-row').textContent).toBe('Staff discount: Loyalty-€ 1.00');
    expect(screen.getByTestId('amount-to-pay').textContent).toBe('€ 14.00');
    await waitFor(() => expect((amountBox() as HTMLInputElement).value).toBe('14.00'));
    expect(screen.getByTestId('staff-discount-given').textContent).toContain('€ 1.00 off');

    fireEvent.click(within(panel).getByLabelText('Percentage'));
    fireEvent.change(within(panel).getByTestId('percentage-input'), { target: { value: '101' } });
    fireEvent.change(within(panel).getByLabelText('Reason'), { target: { value: 'Regular' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Replace discount' }));
    expect(document.getElementById('staff-discount-percent-error')?.textContent).toBe(
      'Enter a whole percentage from 1 to 100',
    );
    fireEvent.change(within(panel).getByTestId('percentage-input'), { target: { value: '10' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Replace discount' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT')[1]?.body).toEqual({
      percent_off: 10,
      reason: 'Regular',
      selected_user_id: 42,
    });
  });

  it("shows the server's reason when the pay call is refused, and takes nothing offline", async () => {
    atTheDesk(testCart(), ({ method, path }) =>
      method === 'POST' && path === payPath
        ? failure(409, 'The payments taken (£15.00) do not match the £14.00 to pay.', 'conflict')
        : undefined,
    );
    await screen.findByTestId('desk-checkout');
    acceptTerms();
    fireEvent.click(screen.getByTestId('take-payment-button'));
    await waitFor(() =>
      expect(screen.getByTestId('payment-alert').textContent).toContain('do not match the £14.00 to pay.'),
    );
    expect(screen.getByRole('link', { name: 'Back to your basket' })).toBeTruthy();
    expect(window.localStorage.getItem(queueKey)).toBeNull();
  });

  it('saves the payment on the desk when it is offline, and says so', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const calls = atTheDesk();
      await screen.findByTestId('desk-checkout');
      acceptTerms();
      fireEvent.click(screen.getByTestId('take-payment-button'));
      const queued = await screen.findByTestId('desk-payment-queued');
      expect(queued.textContent).toContain('€ 15.00 cash for Grace Hopper is saved on this desk');
      expect(queued.textContent).toContain('The booking has not been made');
      expect(payCalls(calls)).toEqual([]);
      const stored = JSON.parse(window.localStorage.getItem(queueKey) ?? '[]');
      expect(stored).toEqual([
        {
          offline_reference: expect.stringMatching(/^desk-[0-9a-f-]{36}$/),
          customer_id: 42,
          tender_type: 'cash',
          amount: 1500,
          description: 'Grace Hopper (DL000042): Sunrise yoga',
          taken_at: expect.any(String),
        },
      ]);
      expect(screen.queryByTestId('take-payment-button')).toBeNull();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('saves the payment on the desk when the pay call gets no answer', async () => {
    const calls = atTheDesk();
    const answered = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        if (input === payPath) throw new TypeError('Failed to fetch');
        return answered(input, init);
      }),
    );
    await screen.findByTestId('desk-checkout');
    acceptTerms();
    fireEvent.click(screen.getByTestId('take-payment-button'));
    await screen.findByTestId('desk-payment-queued');
    expect(JSON.parse(window.localStorage.getItem(queueKey) ?? '[]')).toHaveLength(1);
    expect(payCalls(calls)).toEqual([]);
  });

  it('asks staff serving nobody to choose the customer first', async () => {
    act(() => systemStore.selectCustomer(null));
    fakeNetwork(loggedInAs(staffUser), ({ path }) =>
      path === '/api/activities/cart' ? ok(testCart()) : undefined,
    );
    renderApp(checkoutRoutes, '/basket/checkout');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose a customer' }));
    expect(systemStore.get().isCustomerPickerOpen).toBe(true);
    expect(screen.queryByTestId('desk-checkout')).toBeNull();
  });
});
