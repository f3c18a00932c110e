// @vitest-environment jsdom
import type { Cart } from '@leisure/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartLine, cartWith } from '../../features/cart/test/cart.test-kit.ts';
import { graceAtDesk, loggedInAs, staffUser } from '../../features/front-of-house/test/desk.test-kit.ts';
import { deleteCookie, writeCookie } from '../../lib/cookies.ts';
import { systemStore } from '../../lib/system-store.ts';
import { type FakeCall, fakeNetwork, ok, renderApp } from '../../test/app-harness.test-kit.tsx';
import { toast } from '../../ui/toast/index.ts';
import { BasketPage } from './basket-page.tsx';

beforeEach(() => {
  writeCookie('auth_state_demo', '1');
  act(() => systemStore.selectCustomer(graceAtDesk));
});
afterEach(() => {
  cleanup();
  toast.clear();
  act(() => systemStore.selectCustomer(null));
  deleteCookie('auth_state_demo');
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

const yoga = cartLine({ id: 1, listingId: 101, name: 'Morning yoga' });
const graceBasket = (overrides: Partial<Cart> = {}): Cart =>
  cartWith([yoga], {
    selectedUserId: 42,
    credits: {
      membership: { type: 'membership', totalAvailable: 0, maxApplicable: 0, applied: 0 },
      general: { type: 'general', totalAvailable: 2000, maxApplicable: 650, applied: 0 },
    },
    discounts: [
      { code: 'WELCOME10', description: '10% off', customerId: 42, amount: 65, formattedAmount: '£0.65' },
    ],
    ...overrides,
  });

/** Every change answers Grace's basket; the page loads it with `selected_user_id`. */
function showGraceBasket() {
  const calls = fakeNetwork(loggedInAs(staffUser), ({ method, path }: FakeCall) => {
    if (method === 'GET' && path === '/api/activities/cart?selected_user_id=42') return ok(graceBasket());
    if (method !== 'GET') return ok(graceBasket());
    return undefined;
  });
  renderApp([{ path: '/basket', element: <BasketPage /> }], '/basket');
  return calls;
}

const changes = (calls: FakeCall[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => [call.method, call.path, call.body]);

describe('the basket of the customer the desk serves', () => {
  it('sends selected_user_id with every change, and shows totals in the staff user’s symbol', async () => {
    const calls = showGraceBasket();
    await screen.findAllByTestId('basket-line');
    // The staff user's currency (euros in this test), not the client's pounds.
    await waitFor(() => expect(screen.getByTestId('basket-total').textContent).toBe('€ 6.50'));

    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'SPRING' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Remove discount code WELCOME10' }));
    await waitFor(() => expect(changes(calls)).toHaveLength(2));
    fireEvent.change(screen.getByTestId('currency-input'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply credit' }));
    await waitFor(() => expect(changes(calls)).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: /^Remove Morning yoga/ }));
    await waitFor(() => expect(changes(calls)).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: 'Clear basket' }));
    fireEvent.click(
      within(screen.getByTestId('confirmation-modal')).getByRole('button', { name: 'Yes, clear basket' }),
    );
    await waitFor(() => expect(changes(calls)).toHaveLength(5));

    expect(changes(calls)).toEqual([
      ['POST', '/api/activities/cart/discount', { code: 'SPRING', customer_id: 42, selected_user_id: 42 }],
      ['DELETE', '/api/activities/cart/discount/WELCOME10?selected_user_id=42', undefined],
      [
        'POST',
        '/api/credits/apply',
        { creditsToReserve: [{ amount: 500, type: 'general' }], cartSource: 'bookings', selectedUserId: 42 },
      ],
      ['POST', '/api/activities/cart/remove?selected_user_id=42', { cart_item_ids: [1] }],
      ['DELETE', '/api/activities/cart?selected_user_id=42', undefined],
    ]);
  });
});
