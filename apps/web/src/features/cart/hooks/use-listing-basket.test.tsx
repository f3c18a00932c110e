// @vitest-environment jsdom
import type { Cart } from '@leisure/contracts';
import { useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyAuthChanged } from '../../../lib/auth.ts';
import { deleteCookie, writeCookie } from '../../../lib/cookies.ts';
import { systemStore } from '../../../lib/system-store.ts';
import { type FakeCall, failure, fakeNetwork, ok, renderApp } from '../../../test/app-harness.test-kit.tsx';
import { toast } from '../../../ui/toast/index.ts';
import { cartLine, cartWith } from '../test/cart.test-kit.ts';
import { useCart } from './use-cart.ts';
import { useListingBasket } from './use-listing-basket.ts';

afterEach(() => {
  cleanup();
  toast.clear();
  act(() => systemStore.selectCustomer(null));
  deleteCookie('auth_state_demo');
  vi.unstubAllGlobals();
});

const yogaInBasket = cartWith([cartLine({ id: 9, listingId: 101 })]);

/** A listing with what the timetable needs from the basket, and a listing query to see refreshes. */
function Listing() {
  const basket = useListingBasket();
  useQuery({
    queryKey: ['timetable', 'classes'],
    queryFn: () => fetch('/api/listing').then(() => 'listing'),
  });
  return (
    <>
      <button type="button" onClick={() => void basket.add([{ id: 1, type: 'activity_class' }])}>
        Book one
      </button>
      <button type="button" onClick={() => void basket.add([{ id: 2, type: 'activity_class' }])}>
        Book two
      </button>
      <button type="button" onClick={() => void basket.remove({ id: 101, type: 'activity_class' })}>
        Remove yoga
      </button>
      <p data-testid="flags">
        {basket.addingToCart ? 'adding' : 'not adding'}{' '}
        {basket.removingFromCart ? 'removing' : 'not removing'}
      </p>
    </>
  );
}

const routes = [{ path: '*', element: <Listing /> }];
const isAdd = (call: FakeCall) => call.method === 'POST' && call.path === '/api/activities/cart/add';
const isRemove = (call: FakeCall) =>
  call.method === 'POST' && call.path.startsWith('/api/activities/cart/remove');
const toastTexts = () => screen.queryAllByTestId('notification-toast').map((item) => item.textContent);

function basketServer(addAnswer: () => { status: number; body?: unknown } = () => ok(yogaInBasket, 201)) {
  return fakeNetwork((call) => {
    if (isAdd(call)) return addAnswer();
    if (isRemove(call)) return ok(cartWith([]));
    if (call.path === '/api/activities/cart') return ok(yogaInBasket);
    if (call.path === '/api/listing') return ok('listing');
    return undefined;
  });
}

describe('adding to the basket from a listing', () => {
  it('sends two clicks within 250 ms as one call, with both items, and says so once', async () => {
    const calls = basketServer();
    renderApp(routes, '/');
    fireEvent.click(screen.getByRole('button', { name: 'Book one' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    fireEvent.click(screen.getByRole('button', { name: 'Book two' }));
    expect(screen.getByTestId('flags').textContent).toBe('adding not removing');

    await waitFor(() => expect(toastTexts()).toEqual(['Successfully added item to the basket.']));
    const adds = calls.filter(isAdd);
    expect(adds).toHaveLength(1);
    expect(adds[0]?.body).toEqual({
      items: [
        { id: 1, type: 'activity_class' },
        { id: 2, type: 'activity_class' },
      ],
    });
    expect(adds[0]?.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await waitFor(() => expect(screen.getByTestId('flags').textContent).toBe('not adding not removing'));
  });

  it('counts a double click on one item as one item', async () => {
    const calls = basketServer();
    renderApp(routes, '/');
    const button = screen.getByRole('button', { name: 'Book one' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(calls.filter(isAdd)).toHaveLength(1));
    expect(calls.filter(isAdd)[0]?.body).toEqual({ items: [{ id: 1, type: 'activity_class' }] });
  });

  it('makes two calls, each with its own Idempotency-Key, for clicks further apart', async () => {
    const calls = basketServer();
    renderApp(routes, '/');
    fireEvent.click(screen.getByRole('button', { name: 'Book one' }));
    await waitFor(() => expect(calls.filter(isAdd)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Book two' }));
    await waitFor(() => expect(calls.filter(isAdd)).toHaveLength(2));
    const [first, second] = calls.filter(isAdd).map((call) => call.headers['Idempotency-Key']);
    expect(first).not.toBe(second);
  });

  it('refreshes the listings after the add, and caches the basket the server answered', async () => {
    const calls = basketServer();
    const { queryClient } = renderApp(routes, '/');
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/listing')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Book one' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/listing')).toHaveLength(2));
    expect(queryClient.getQueryData<Cart>(['cart', 'guest', null])?.items).toHaveLength(1);
  });

  it("shows the server's reason when it refuses", async () => {
    basketServer(() => failure(409, 'Sorry, that place has just gone.', 'place_unavailable'));
    renderApp(routes, '/');
    fireEvent.click(screen.getByRole('button', { name: 'Book one' }));
    const shown = await screen.findByTestId('notification-toast');
    expect(shown.textContent).toBe('Sorry, that place has just gone.');
    expect(shown.getAttribute('data-type')).toBe('danger');
  });

  it("says 'Something went wrong, please try again.' when the server gave no message", async () => {
    basketServer(() => ({ status: 500 }));
    renderApp(routes, '/');
    fireEvent.click(screen.getByRole('button', { name: 'Book one' }));
    expect((await screen.findByTestId('notification-toast')).textContent).toBe(
      'Something went wrong, please try again.',
    );
  });

  it('tries a gateway failure again with the same Idempotency-Key', async () => {
    let attempts = 0;
    const calls = basketServer(() => {
      attempts += 1;
      return attempts === 1 ? { status: 503 } : ok(yogaInBasket, 201);
    });
    renderApp(routes, '/');
    fireEvent.click(screen.getByRole('button', { name: 'Book one' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Successfully added item to the basket.']), {
      timeout: 3000,
    });
    const keys = calls.filter(isAdd).map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});

/** A listing that needs the new line itself (a course, whose answers go to the line). */
function CourseListing() {
  const basket = useListingBasket();
  const [result, setResult] = useState('nothing yet');
  return (
    <>
      <button
        type="button"
        onClick={async () => {
          const cart = await basket.addReturningCart([{ id: 31, type: 'course' }]);
          setResult(cart ? `lines ${cart.items.map((item) => item.id).join(',')}` : 'no basket');
        }}
      >
        Book course
      </button>
      <p data-testid="result">{result}</p>
    </>
  );
}

describe('adding and reading the new line', () => {
  it('resolves with the basket the server answered, or null when the add failed', async () => {
    const inBasket = cartWith([cartLine({ id: 9 }), cartLine({ id: 12, type: 'course', listingId: 31 })]);
    let answer: { status: number; body?: unknown } = ok(inBasket, 201);
    basketServer(() => answer);
    renderApp([{ path: '*', element: <CourseListing /> }], '/');
    fireEvent.click(screen.getByRole('button', { name: 'Book course' }));
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('lines 9,12'));
    answer = failure(409, 'Sorry, that place has just gone.', 'place_unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Book course' }));
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('no basket'));
  });
});

describe('removing a listing item from the basket', () => {
  it('removes the basket line made from the listing item and says so', async () => {
    const calls = basketServer();
    renderApp(routes, '/');
    fireEvent.click(screen.getByRole('button', { name: 'Remove yoga' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Successfully removed item from the basket.']));
    expect(calls.filter(isRemove)).toMatchObject([
      { path: '/api/activities/cart/remove', body: { cart_item_ids: [9] } },
    ]);
  });
});

function Count() {
  const { query } = useCart();
  return <p data-testid="count">{query.data?.totals.itemCount ?? 'none'}</p>;
}

describe('the basket query', () => {
  it('reloads for the selected user, and for the customer after login', async () => {
    const calls = fakeNetwork(({ path }) =>
      path.startsWith('/api/activities/cart') ? ok(yogaInBasket) : undefined,
    );
    const { queryClient } = renderApp([{ path: '*', element: <Count /> }], '/');
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('1'));
    act(() => systemStore.selectCustomer({ id: 42, name: 'Grace Hopper', reference: 'DL000042' }));
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain('/api/activities/cart?selected_user_id=42'),
    );
    writeCookie('auth_state_demo', '1');
    act(() => {
      systemStore.selectCustomer(null);
      notifyAuthChanged();
    });
    await waitFor(() => expect(queryClient.getQueryData(['cart', 'customer', null])).toBeDefined());
  });

  it("is no basket for a visitor the server keeps none for (401), and doesn't ask twice", async () => {
    const calls = fakeNetwork(({ path }) =>
      path === '/api/activities/cart' ? failure(401, 'Not logged in', 'unauthenticated') : undefined,
    );
    renderApp([{ path: '*', element: <Count /> }], '/');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByTestId('count').textContent).toBe('none');
  });
});
