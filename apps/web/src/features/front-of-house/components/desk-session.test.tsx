// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, writeCookie } from '../../../lib/cookies.ts';
import { systemStore } from '../../../lib/system-store.ts';
import {
  type FakeCall,
  failure,
  fakeNetwork,
  ok,
  renderApp,
  testUser,
} from '../../../test/app-harness.test-kit.tsx';
import { toast } from '../../../ui/toast/index.ts';
import { useCart } from '../../cart/hooks/use-cart.ts';
import { useListingBasket } from '../../cart/hooks/use-listing-basket.ts';
import { cartWith } from '../../cart/test/cart.test-kit.ts';
import { useWaitlist } from '../../waitlist/hooks/use-waitlist.ts';
import { grace, graceAtDesk, loggedInAs, staffUser } from '../test/desk.test-kit.ts';
import { DeskSession } from './desk-session.tsx';

beforeEach(() => writeCookie('auth_state_demo', '1'));
afterEach(() => {
  cleanup();
  toast.clear();
  act(() => {
    systemStore.selectCustomer(null);
    systemStore.closeCustomerPicker();
  });
  deleteCookie('auth_state_demo');
  window.sessionStorage.clear();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

/** Whose basket the page has loaded, and a Book button as the listings have it. */
function Page() {
  const { query } = useCart();
  const basket = useListingBasket();
  const waitlist = useWaitlist({ id: 'occ_7Hk2p' });
  return (
    <>
      <DeskSession />
      <p data-testid="basket-for">{query.data ? String(query.data.selectedUserId) : 'loading'}</p>
      <button type="button" onClick={() => void basket.add([{ id: 101, type: 'activity_class' }])}>
        Book
      </button>
      <button type="button" onClick={waitlist.join}>
        Join waitlist
      </button>
    </>
  );
}

/** The basket of whoever `selected_user_id` names (none: the staff user's own). */
const baskets = ({ method, path }: FakeCall) => {
  if (method !== 'GET' || !path.startsWith('/api/activities/cart')) return undefined;
  const selected = new URLSearchParams(path.split('?')[1] ?? '').get('selected_user_id');
  return ok(cartWith([], { selectedUserId: selected === null ? null : Number(selected) }));
};

const searchCalls = (calls: FakeCall[]) =>
  calls.filter((call) => call.path.startsWith('/api/front-of-house/customers?')).map((call) => call.path);

describe('the front desk', () => {
  it('is shown to staff only: a customer never sees the desk bar, and serves nobody', async () => {
    act(() => systemStore.selectCustomer(graceAtDesk));
    fakeNetwork(loggedInAs(testUser), baskets);
    renderApp([{ path: '*', element: <Page /> }], '/');
    await waitFor(() => expect(screen.getByTestId('basket-for').textContent).toBe('null'));
    expect(screen.queryByTestId('desk-bar')).toBeNull();
    expect(systemStore.get().selectedCustomer).toBeNull();
  });

  it('searches as staff type (debounced), serves the customer chosen, and reloads the basket for them', async () => {
    const calls = fakeNetwork(loggedInAs(staffUser), baskets, ({ path }) =>
      path.startsWith('/api/front-of-house/customers?') ? ok({ customers: [grace] }) : undefined,
    );
    renderApp([{ path: '*', element: <Page /> }], '/');
    const bar = await screen.findByTestId('desk-bar');
    expect(bar.textContent).toContain('Choose a customer');
    fireEvent.click(within(bar).getByRole('button', { name: 'Choose a customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a customer' });
    const search = within(dialog).getByLabelText('Search customers');
    expect(document.activeElement).toBe(search);
    fireEvent.change(search, { target: { value: 'g' } });
    fireEvent.change(search, { target: { value: 'gr' } });
    fireEvent.change(search, { target: { value: 'gra' } });
    const choice = await within(dialog).findByRole('button', { name: /Grace Hopper/ });
    expect(searchCalls(calls)).toEqual(['/api/front-of-house/customers?query=gra']);
    expect(within(dialog).getByText('1 customer found')).toBeTruthy();
    expect(choice.textContent).toContain('DL000042 · grace@example.test');

    fireEvent.click(choice);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('desk-serving').textContent).toBe('Serving: Grace Hopper (DL000042)');
    expect(
      within(screen.getByTestId('desk-bar')).getByRole('button', { name: 'Change customer' }),
    ).toBeTruthy();
    expect(JSON.parse(window.sessionStorage.getItem('leisure.system') ?? '{}').selectedCustomer).toEqual(
      graceAtDesk,
    );
    await waitFor(() => expect(screen.getByTestId('basket-for').textContent).toBe('42'));
    expect(calls.map((call) => call.path)).toContain('/api/activities/cart?selected_user_id=42');
  });

  it('creates a customer, checking the form first, and serves them', async () => {
    const calls = fakeNetwork(loggedInAs(staffUser), baskets, ({ method, path, body }) =>
      method === 'POST' && path === '/api/front-of-house/customers'
        ? ok(
            {
              ...grace,
              id: 77,
              reference: 'DL000077',
              ...(body as object),
              firstName: 'Ada',
              lastName: 'King',
            },
            201,
          )
        : undefined,
    );
    renderApp([{ path: '*', element: <Page /> }], '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose a customer' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create a customer' }));
    const create = within(dialog).getByRole('button', { name: 'Create and serve' });
    fireEvent.click(create);
    expect(within(dialog).getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('desk-email-error')?.textContent).toBe('This field is required');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Ada' } });
    fireEvent.change(within(dialog).getByLabelText('Last name'), { target: { value: 'King' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'ada.king@example.test' } });
    fireEvent.change(within(dialog).getByTestId('date-input'), { target: { value: '1990-05-14' } });
    fireEvent.click(create);
    await waitFor(() =>
      expect(screen.getByTestId('desk-serving').textContent).toContain('Ada King (DL000077)'),
    );
    const [created] = calls.filter((call) => call.method === 'POST');
    expect(created?.body).toEqual({
      first_name: 'Ada',
      last_name: 'King',
      email: 'ada.king@example.test',
      date_of_birth: '1990-05-14',
    });
  });

  it('shows why a customer could not be created under the field', async () => {
    fakeNetwork(loggedInAs(staffUser), baskets, ({ method, path }) =>
      method === 'POST' && path === '/api/front-of-house/customers'
        ? failure(409, 'An account with this email already exists.', 'conflict', {
            email: ['An account with this email already exists.'],
          })
        : undefined,
    );
    renderApp([{ path: '*', element: <Page /> }], '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose a customer' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create a customer' }));
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Ada' } });
    fireEvent.change(within(dialog).getByLabelText('Last name'), { target: { value: 'King' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'grace@example.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create and serve' }));
    await waitFor(() =>
      expect(document.getElementById('desk-email-error')?.textContent).toBe(
        'An account with this email already exists.',
      ),
    );
    expect(systemStore.get().selectedCustomer).toBeNull();
  });

  it('asks staff serving nobody to choose the customer before booking, and books nothing', async () => {
    const calls = fakeNetwork(loggedInAs(staffUser), baskets);
    renderApp([{ path: '*', element: <Page /> }], '/');
    await screen.findByTestId('desk-bar');
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('dialog', { name: 'Choose a customer' })).toBeTruthy();
    expect(screen.getByText('Choose the customer you are booking for first.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('joins a waiting list for the customer being served, and for nobody when none is', async () => {
    const calls = fakeNetwork(loggedInAs(staffUser), baskets, ({ method, path }) =>
      method === 'POST' && path.endsWith('/waitlist/members')
        ? ok(
            {
              id: 5,
              classOccurrenceId: 9,
              listingId: 'occ_7Hk2p',
              status: 'waiting',
              position: 1,
              offerExpiresAt: null,
              message: 'You are on the waiting list.',
            },
            201,
          )
        : undefined,
    );
    renderApp([{ path: '*', element: <Page /> }], '/');
    await screen.findByTestId('desk-bar');
    fireEvent.click(screen.getByRole('button', { name: 'Join waitlist' }));
    expect(await screen.findByRole('dialog', { name: 'Choose a customer' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    act(() => {
      systemStore.closeCustomerPicker();
      systemStore.selectCustomer(graceAtDesk);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Join waitlist' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ data: { user_id: 42 } });
  });

  it('books for the customer being served', async () => {
    act(() => systemStore.selectCustomer(graceAtDesk));
    const calls = fakeNetwork(loggedInAs(staffUser), baskets, ({ method, path }) =>
      method === 'POST' && path === '/api/activities/cart/add'
        ? ok(cartWith([], { selectedUserId: 42 }), 201)
        : undefined,
    );
    renderApp([{ path: '*', element: <Page /> }], '/');
    await screen.findByTestId('desk-serving');
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      items: [{ id: 101, type: 'activity_class' }],
      selected_user_id: 42,
    });
  });
});
