// @vitest-environment jsdom
import type { Cart } from '@leisure/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSavedAttendees, savedAttendeesStore } from '../../features/attendees/index.ts';
import { cartLine, cartWith } from '../../features/cart/test/cart.test-kit.ts';
import {
  type FakeCall,
  type FakeRoute,
  failure,
  fakeNetwork,
  ok,
  renderApp,
} from '../../test/app-harness.test-kit.tsx';
import { toast } from '../../ui/toast/index.ts';
import { BasketPage } from './basket-page.tsx';

afterEach(() => {
  cleanup();
  toast.clear();
  clearSavedAttendees();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const yoga = cartLine({ id: 1, listingId: 101, name: 'Morning yoga', minutesLeft: 14 + 32 / 60 });
const swim = cartLine({
  id: 9,
  type: 'ticket_time',
  listingId: 'tt-5',
  name: 'Public swim - Adult',
  locationName: null,
  quantity: 2,
  price: { amountPence: 500, formatted: '£5.00' },
  startsAt: { dateTime: '2026-11-25T18:00:00+00:00', time: '18:00' },
  endsAt: { dateTime: '2026-11-25T19:00:00+00:00', time: '19:00' },
});

function showBasket(cart: Cart, ...routes: FakeRoute[]) {
  const calls = fakeNetwork(...routes, ({ method, path }) => {
    if (method !== 'GET') return undefined;
    if (path === '/api/activities/cart') return ok(cart);
    return path === '/api/activities/cart/questions'
      ? ok({ cartId: cart.cartId, items: [], unansweredRequired: 0 })
      : undefined;
  });
  renderApp([{ path: '/basket', element: <BasketPage /> }], '/basket');
  return calls;
}

const lines = () => screen.findAllByTestId('basket-line');
/** An attendee picked on /attendees for the yoga line's waiver, kept for the tab. */
const pickAttendee = () => savedAttendeesStore.update('1-0', { mode: 'new', signedName: 'Ada Lovelace' });
const toastTexts = () => screen.queryAllByTestId('notification-toast').map((item) => item.textContent);
const changes = (calls: FakeCall[]) => calls.filter((call) => call.method !== 'GET');

describe('the basket page', () => {
  it('lists the lines as the server sorts them: name, when, where, price, total and the hold', async () => {
    // The clock stands still 14:32 before the yoga hold ends, however long the run takes to get here.
    vi.useFakeTimers({ now: Date.parse(yoga.holdExpiresAt) - (14 * 60 + 32) * 1000, toFake: ['Date'] });
    showBasket(cartWith([yoga, swim]));
    const [first, second] = await lines();
    expect(document.title).toBe('Demo Leisure | Shopping basket');
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping basket' })).toBeTruthy();
    expect(within(first as HTMLElement).getByRole('heading', { name: 'Morning yoga' })).toBeTruthy();
    expect(first?.textContent).toContain('Wed 25 Nov, 09:00 – 10:00');
    expect(first?.textContent).toContain('Leeds Central · Studio 1');
    expect(within(first as HTMLElement).getByTestId('hold-timer').textContent).toBe('14:32');
    expect(first?.textContent).toContain('Held for 14:32');
    expect(second?.textContent).toContain('£5.00 each');
    expect(second?.textContent).toContain('£10.00');
    expect(screen.getByTestId('basket-total').textContent).toBe('£16.50');
    expect((await screen.findByRole('link', { name: 'Checkout' })).getAttribute('href')).toBe(
      '/basket/checkout',
    );
  });

  it("lists a course's attendee and every one of its sessions", async () => {
    const session = (id: number, day: string) => ({
      id,
      startsAt: { dateTime: `${day}T09:00:00+00:00`, time: '09:00' },
      endsAt: { dateTime: `${day}T09:30:00+00:00`, time: '09:30' },
    });
    const course = cartLine({
      id: 4,
      type: 'course',
      listingId: 31,
      name: 'Learn to swim',
      attendee: {
        id: 8,
        firstName: 'Mia',
        lastName: 'Example',
        dateOfBirth: '2021-05-01',
        email: null,
        isSelf: false,
      },
      sessions: [session(1, '2026-11-28'), session(2, '2026-12-05'), session(3, '2026-12-12')],
    });
    showBasket(cartWith([course]));
    const [line] = await lines();
    const listed = within(line as HTMLElement).getByTestId('course-sessions');
    expect(listed.textContent).toContain('For Mia Example');
    expect(listed.textContent).toContain('3 sessions');
    expect(
      within(listed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Sat 28 Nov 2026, 09:00 – 09:30',
      'Sat 5 Dec 2026, 09:00 – 09:30',
      'Sat 12 Dec 2026, 09:00 – 09:30',
    ]);
  });

  it('counts the hold down each second, then shows the line as expired with Hold again and Remove', async () => {
    showBasket(cartWith([cartLine({ id: 3, name: 'Spin', minutesLeft: 2 / 60 })]));
    const [line] = await lines();
    expect(within(line as HTMLElement).getByTestId('hold-timer').textContent).toBe('0:02');
    await waitFor(
      () => expect(within(line as HTMLElement).getByTestId('hold-timer').textContent).toBe('0:01'),
      {
        timeout: 1500,
      },
    );
    await waitFor(() => expect(line?.textContent).toContain('Your hold on this place has expired'), {
      timeout: 2500,
    });
    expect(line?.getAttribute('data-expired')).toBe('true');
    expect(line?.textContent).toContain('Not in the total');
    expect(
      within(line as HTMLElement)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Hold again Spin, Wed 25 Nov, 09:00 – 10:00', 'Remove Spin, Wed 25 Nov, 09:00 – 10:00']);
    expect(screen.getByText('Your hold on Spin has expired.').getAttribute('role')).toBe('status');
  });

  it('warns 2 minutes before a hold ends, keeps the place 15 more minutes once, then says it cannot again', async () => {
    const spin = cartLine({ id: 3, name: 'Spin', minutesLeft: 1.5 });
    const extended = {
      ...spin,
      holdExtended: true,
      holdExpiresAt: new Date(Date.now() + 100_000).toISOString(),
    };
    const calls = showBasket(cartWith([spin]), ({ method, path }) =>
      method === 'POST' && path === '/api/activities/cart/extend' ? ok(cartWith([extended])) : undefined,
    );
    const [line] = await lines();
    const warning = within(line as HTMLElement).getByTestId('hold-warning');
    expect(warning.textContent).toContain(
      'Less than 2 minutes left. You can keep it for 15 more minutes, once.',
    );
    expect(
      screen
        .getByText(
          'Less than 2 minutes left on your hold on Spin. You can keep it for 15 more minutes, once.',
        )
        .getAttribute('role'),
    ).toBe('status');
    fireEvent.click(within(warning).getByRole('button', { name: /^Keep for 15 more minutes Spin/ }));
    await waitFor(() => expect(toastTexts()).toContain('Your hold has been extended.'), { timeout: 5000 });
    expect(changes(calls)).toEqual([
      expect.objectContaining({ path: '/api/activities/cart/extend', body: { cart_item_ids: [3] } }),
    ]);
    expect(changes(calls)[0]?.headers['Idempotency-Key']).toEqual(expect.any(String));
    await waitFor(() =>
      expect(within(line as HTMLElement).getByTestId('hold-warning').textContent).toBe(
        'Less than 2 minutes left. This hold has already been extended and cannot be extended again.',
      ),
    );
    expect(within(line as HTMLElement).queryByRole('button', { name: /^Keep for/ })).toBeNull();
  });

  it('shows a line the server has expired as expired, without the ticket quantity field', async () => {
    showBasket(cartWith([{ ...swim, isExpired: true }]));
    const [line] = await lines();
    expect(line?.textContent).toContain('Your hold on this place has expired');
    expect(within(line as HTMLElement).queryByTestId('number-input')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
  });

  it('counts only held lines in the heading, as the header badge does, and the expired ones apart', async () => {
    showBasket(cartWith([yoga, { ...swim, isExpired: true }]));
    await lines();
    expect(document.getElementById('basket-items-heading')?.textContent).toBe('1 item (1 no longer held)');
    cleanup();
    showBasket(
      cartWith([
        { ...yoga, isExpired: true },
        { ...swim, isExpired: true },
      ]),
    );
    await lines();
    expect(document.getElementById('basket-items-heading')?.textContent).toBe('2 items, no longer held');
  });

  it('holds an expired ticket line again: the same tickets added, then the expired line removed', async () => {
    const expired = { ...swim, isExpired: true, ticketTypeId: 4, pricingOptionId: 2 };
    const heldAgain = { ...swim, id: 10 };
    const calls = showBasket(cartWith([expired]), ({ method, path }) => {
      if (method === 'POST' && path === '/api/activities/cart/add') return ok(cartWith([expired, heldAgain]));
      if (method === 'POST' && path === '/api/activities/cart/remove') return ok(cartWith([heldAgain]));
      return undefined;
    });
    await lines();
    fireEvent.click(screen.getByRole('button', { name: /^Hold again Public swim - Adult/ }));
    await waitFor(() => expect(toastTexts()).toEqual(['Your place is held again.']));
    expect(changes(calls)).toMatchObject([
      {
        path: '/api/activities/cart/add',
        body: {
          items: [
            {
              id: 'tt-5',
              type: 'ticket_time',
              pricing_option_id: 2,
              options: { quantity: 2, ticket_type_id: 4 },
            },
          ],
        },
      },
      { path: '/api/activities/cart/remove', body: { cart_item_ids: [9] } },
    ]);
    await waitFor(() => expect(screen.queryByTestId('hold-expired')).toBeNull());
  });

  it('says the place has gone when it cannot be held again, and keeps the expired line', async () => {
    const calls = showBasket(cartWith([{ ...yoga, isExpired: true }]), ({ method, path }) =>
      method === 'POST' && path === '/api/activities/cart/add'
        ? failure(409, 'Sorry, that place has just gone.', 'place_unavailable')
        : undefined,
    );
    await lines();
    fireEvent.click(screen.getByRole('button', { name: /^Hold again Morning yoga/ }));
    await waitFor(() => expect(toastTexts()).toEqual(['Sorry, that place has just gone.']));
    expect(changes(calls).map((call) => call.path)).toEqual(['/api/activities/cart/add']);
    expect(screen.getByTestId('hold-expired')).toBeTruthy();
  });

  it('changes a ticket quantity with PUT and says so', async () => {
    const calls = showBasket(cartWith([swim]), ({ method, path, body }) =>
      method === 'PUT' && path === '/api/activities/cart/9'
        ? ok(cartWith([{ ...swim, quantity: (body as { options: { quantity: number } }).options.quantity }]))
        : undefined,
    );
    await lines();
    const input = screen.getByTestId('number-input');
    expect(screen.getByLabelText('Quantity of Public swim - Adult')).toBe(input);
    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.blur(input);
    await waitFor(() => expect(toastTexts()).toEqual(['Successfully updated item in the basket.']));
    expect(changes(calls)).toMatchObject([
      {
        method: 'PUT',
        path: '/api/activities/cart/9',
        body: { options: { quantity: 3 } },
        headers: { 'Idempotency-Key': expect.any(String), 'X-Requested-With': 'XMLHttpRequest' },
      },
    ]);
    expect((input as HTMLInputElement).value).toBe('3');
  });

  it('stops a ticket quantity at the spaces its time has left, and says why', async () => {
    const calls = showBasket(cartWith([{ ...swim, quantity: 3, maxQuantity: 3 }]));
    await lines();
    const more = screen.getByRole('button', { name: 'More: Public swim - Adult' }) as HTMLButtonElement;
    expect(more.disabled).toBe(true);
    const input = screen.getByTestId('number-input') as HTMLInputElement;
    expect(input.max).toBe('3');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'No more spaces left at this time.',
    );
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.blur(input);
    expect(input.value).toBe('3');
    expect(changes(calls)).toEqual([]);
  });

  it('shows the basket again when a raise is refused because the places went meanwhile', async () => {
    let served = cartWith([swim]);
    const calls = fakeNetwork(
      ({ method, path }) => {
        if (method !== 'PUT' || path !== '/api/activities/cart/9') return undefined;
        served = cartWith([{ ...swim, maxQuantity: 2 }]);
        return failure(
          409,
          'Sorry, there are not enough spaces left at this time for that many tickets.',
          'place_unavailable',
        );
      },
      ({ method, path }) => (method === 'GET' && path === '/api/activities/cart' ? ok(served) : undefined),
    );
    renderApp([{ path: '/basket', element: <BasketPage /> }], '/basket');
    await lines();
    fireEvent.click(screen.getByRole('button', { name: 'More: Public swim - Adult' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'Sorry, there are not enough spaces left at this time for that many tickets.',
      ]),
    );
    await screen.findByText('No more spaces left at this time.');
    expect((screen.getByTestId('number-input') as HTMLInputElement).value).toBe('2');
    expect(
      calls.filter((call) => call.method === 'GET' && call.path === '/api/activities/cart'),
    ).toHaveLength(2);
  });

  it('removes a line by its accessible name and says so', async () => {
    const calls = showBasket(cartWith([yoga, swim]), ({ path }) =>
      path === '/api/activities/cart/remove' ? ok(cartWith([swim])) : undefined,
    );
    await lines();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Morning yoga, Wed 25 Nov, 09:00 – 10:00' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Successfully removed item from the basket.']));
    expect(changes(calls)).toMatchObject([{ body: { cart_item_ids: [1] } }]);
    expect(await lines()).toHaveLength(1);
  });

  it('shows the membership benefit paying for a line and takes it off on request', async () => {
    const free = cartLine({
      ...yoga,
      price: { amountPence: 0, formatted: '£0.00' },
      allowance: {
        kind: 'benefit',
        name: '2 free classes a month',
        heldThrough: 'Gym & Swim',
        sessionsLeft: 1,
        expiresAt: null,
        priceWithout: { amountPence: 650, formatted: '£6.50' },
      },
    });
    const calls = showBasket(cartWith([free]), ({ method, path }) =>
      method === 'DELETE' && path === '/api/activities/benefit/remove/1?source=bookings'
        ? ok(cartWith([yoga]))
        : undefined,
    );
    const benefit = await screen.findByTestId('line-benefit');
    expect(benefit.textContent).toContain('Membership benefit: 2 free classes a month (Gym & Swim)');
    expect(benefit.textContent).toContain('Saves £6.50. 1 session left this month after this one.');
    fireEvent.click(within(benefit).getByRole('button', { name: 'Remove benefit from Morning yoga' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Successfully removed benefit.']));
    expect(changes(calls)).toMatchObject([
      { method: 'DELETE', path: '/api/activities/benefit/remove/1?source=bookings' },
    ]);
    await waitFor(() => expect(screen.queryByTestId('line-benefit')).toBeNull());
  });

  it('shows a package session with its expiry, and says when taking it off failed', async () => {
    const covered = cartLine({
      ...yoga,
      price: { amountPence: 0, formatted: '£0.00' },
      allowance: {
        kind: 'package',
        name: '5 Class Pass',
        heldThrough: '5 Class Pass',
        sessionsLeft: 3,
        expiresAt: '2027-01-21T10:00:00.000Z',
        priceWithout: { amountPence: 650, formatted: '£6.50' },
      },
    });
    showBasket(cartWith([covered]), ({ method, path }) =>
      method === 'DELETE' && path === '/api/activities/package/remove/1?source=bookings'
        ? failure(404, 'This item has no package usage applied.', 'not_found')
        : undefined,
    );
    const usage = await screen.findByTestId('line-package');
    expect(usage.textContent).toContain('Package: 5 Class Pass');
    expect(usage.textContent).toContain(
      'Saves £6.50. 3 sessions left after this one, expires 21 January 2027.',
    );
    fireEvent.click(within(usage).getByRole('button', { name: 'Remove package usage from Morning yoga' }));
    await waitFor(() => expect(toastTexts()).toEqual(['This item has no package usage applied.']));
  });

  it('says how many waivers are still to sign, with the way to sign them, instead of Checkout', async () => {
    showBasket(cartWith([yoga], { attendeeWaiversRequired: 3 }));
    await lines();
    expect(screen.getByTestId('waivers-due').textContent).toContain('3 waivers to sign before you pay');
    expect(screen.getByRole('link', { name: 'Add attendees and sign' }).getAttribute('href')).toBe(
      '/attendees',
    );
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
  });

  it('clears the basket after the confirmation, forgets the attendees picked and shows the empty basket', async () => {
    pickAttendee();
    const calls = showBasket(cartWith([yoga]), ({ method, path }) =>
      method === 'DELETE' && path === '/api/activities/cart' ? ok(cartWith([])) : undefined,
    );
    await lines();
    fireEvent.click(screen.getByRole('button', { name: 'Clear basket' }));
    const dialog = screen.getByTestId('confirmation-modal');
    expect(within(dialog).getByRole('heading', { name: 'Clear your basket?' })).toBeTruthy();
    expect(changes(calls)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, clear basket' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Successfully cleared order.']));
    expect(screen.queryByTestId('confirmation-modal')).toBeNull();
    expect(screen.getByText('Nothing in your basket yet.')).toBeTruthy();
    await waitFor(() => expect(savedAttendeesStore.get()).toEqual({}));
  });

  it('keeps the basket, and the attendees picked, when the confirmation is declined', async () => {
    pickAttendee();
    const calls = showBasket(cartWith([yoga]));
    await lines();
    fireEvent.click(screen.getByRole('button', { name: 'Clear basket' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep my items' }));
    expect(screen.queryByTestId('confirmation-modal')).toBeNull();
    expect(changes(calls)).toEqual([]);
    expect(Object.keys(savedAttendeesStore.get())).toEqual(['1-0']);
  });

  it('keeps the attendees picked when the basket could not be cleared', async () => {
    pickAttendee();
    showBasket(cartWith([yoga]), ({ method, path }) =>
      method === 'DELETE' && path === '/api/activities/cart'
        ? failure(409, 'A payment for this basket is being taken.', 'conflict')
        : undefined,
    );
    await lines();
    fireEvent.click(screen.getByRole('button', { name: 'Clear basket' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, clear basket' }));
    await waitFor(() => expect(toastTexts()).toEqual(['A payment for this basket is being taken.']));
    expect(screen.getByTestId('confirmation-modal')).toBeTruthy();
    expect(Object.keys(savedAttendeesStore.get())).toEqual(['1-0']);
  });
});

describe('discount codes', () => {
  it("shows the server's reason for a refused code", async () => {
    const calls = showBasket(cartWith([yoga]), ({ path }) =>
      path === '/api/activities/cart/discount'
        ? failure(400, 'That code has expired.', 'discount_rejected')
        : undefined,
    );
    await lines();
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'OLD5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(toastTexts()).toEqual(['That code has expired.']));
    expect(changes(calls)).toMatchObject([{ body: { code: 'OLD5', customer_id: null } }]);
  });

  it('keeps the reason a code was refused under the field, tied to it', async () => {
    const reason = "This discount code can't be used with SAVE5. Remove SAVE5 to use this code instead.";
    showBasket(cartWith([yoga]), ({ path }) =>
      path === '/api/activities/cart/discount' ? failure(400, reason, 'discount_rejected') : undefined,
    );
    await lines();
    const field = screen.getByLabelText('Discount code');
    fireEvent.change(field, { target: { value: 'welcome10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(reason);
  });

  it('lists an applied code with its amount and a Remove that names it', async () => {
    const discounted = cartWith([yoga], {
      discounts: [
        { code: 'WELCOME10', description: '10% off', customerId: null, amount: 65, formattedAmount: '£0.65' },
      ],
    });
    const calls = showBasket(cartWith([yoga]), ({ method, path }) => {
      if (method === 'POST' && path === '/api/activities/cart/discount') return ok(discounted);
      if (method === 'DELETE' && path === '/api/activities/cart/discount/WELCOME10')
        return ok(cartWith([yoga]));
      return undefined;
    });
    await lines();
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const applied = await screen.findByRole('list', { name: 'Applied discount codes' });
    expect(applied.textContent).toContain('WELCOME10');
    expect(applied.textContent).toContain('−£0.65');
    fireEvent.click(within(applied).getByRole('button', { name: 'Remove discount code WELCOME10' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Applied discount codes' })).toBeNull());
    expect(changes(calls).map((call) => call.method)).toEqual(['POST', 'DELETE']);
  });
});

describe('credits', () => {
  const withCredit = (overrides: Partial<Cart> = {}) =>
    cartWith([yoga], {
      credits: {
        membership: { type: 'membership', totalAvailable: 0, maxApplicable: 0, applied: 0 },
        general: { type: 'general', totalAvailable: 2000, maxApplicable: 650, applied: 0 },
      },
      ...overrides,
    });

  it('applies an amount of credit and says so', async () => {
    const calls = showBasket(withCredit(), ({ path }) =>
      path === '/api/credits/apply' ? ok(withCredit()) : undefined,
    );
    await lines();
    const input = screen.getByTestId('currency-input');
    expect(screen.getByLabelText('Amount of general credit to use')).toBe(input);
    expect((input as HTMLInputElement).value).toBe('6.50');
    fireEvent.change(input, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply credit' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Credit successfully applied.']));
    expect(changes(calls)).toMatchObject([
      {
        path: '/api/credits/apply',
        body: {
          creditsToReserve: [{ amount: 500, type: 'general' }],
          cartSource: 'bookings',
          selectedUserId: null,
        },
      },
    ]);
  });

  it("says 'Credit amount could not be applied.' when the server gives no reason", async () => {
    showBasket(withCredit(), ({ path }) => (path === '/api/credits/apply' ? { status: 500 } : undefined));
    await lines();
    fireEvent.click(screen.getByRole('button', { name: 'Apply credit' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Credit amount could not be applied.']));
  });

  it('asks for pounds and pence before calling the server', async () => {
    const calls = showBasket(withCredit());
    await lines();
    fireEvent.change(screen.getByTestId('currency-input'), { target: { value: 'five' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply credit' }));
    expect(screen.getByText('Enter an amount in pounds and pence, like 5.00')).toBeTruthy();
    expect(changes(calls)).toEqual([]);
  });

  it('is not offered to guests', async () => {
    showBasket(withCredit({ isGuest: true }));
    await lines();
    expect(screen.queryByTestId('currency-input')).toBeNull();
  });
});

describe('basket states', () => {
  it('shows the empty basket for no lines', async () => {
    showBasket(cartWith([]));
    expect(await screen.findByText('Nothing in your basket yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book an activity' })).toBeTruthy();
  });

  it('shows the empty basket to a visitor the server keeps no basket for', async () => {
    fakeNetwork(({ path }) =>
      path === '/api/activities/cart' ? failure(401, 'Log in', 'unauthenticated') : undefined,
    );
    renderApp([{ path: '/basket', element: <BasketPage /> }], '/basket');
    expect(await screen.findByText('Nothing in your basket yet.')).toBeTruthy();
  });

  it('says what went wrong and retries', async () => {
    let attempts = 0;
    fakeNetwork(({ path }) => {
      if (path !== '/api/activities/cart') return undefined;
      attempts += 1;
      return attempts === 1 ? { status: 500 } : ok(cartWith([yoga]));
    });
    renderApp([{ path: '/basket', element: <BasketPage /> }], '/basket');
    expect(await screen.findByText('Something has gone wrong, please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await lines()).toHaveLength(1);
  });
});
