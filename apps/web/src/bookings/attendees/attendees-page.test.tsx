// @vitest-environment jsdom
import type { Attendee, RequiredWaivers, WaiverLine } from '@leisure/contracts';
import { cartPaths } from '@leisure/contracts/routes/paths';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSavedAttendees, savedAttendeesStore } from '../../features/attendees/index.ts';
import { cartWith } from '../../features/cart/test/cart.test-kit.ts';
import { deleteCookie, writeCookie } from '../../lib/cookies.ts';
import { systemStore } from '../../lib/system-store.ts';
import { type FakeRoute, failure, fakeNetwork, ok, renderApp } from '../../test/app-harness.test-kit.tsx';
import { toast } from '../../ui/toast/index.ts';
import { AttendeesPage } from './attendees-page.tsx';

beforeEach(() => writeCookie('auth_state_demo', '1'));
afterEach(() => {
  cleanup();
  toast.clear();
  clearSavedAttendees();
  act(() => systemStore.closeLoginModal());
  deleteCookie('auth_state_demo');
  vi.unstubAllGlobals();
});

const REQUIRED = '/api/activities/question-waivers/required';
const PREVIOUS = '/api/activities/question-waivers/previous-attendees';
const SEND = '/api/activities/question-waivers';

const bouldering: WaiverLine = {
  cartItemId: 41,
  name: 'Bouldering - Adult',
  venueName: 'Leeds Central',
  startsAt: { dateTime: '2026-11-25T10:00:00+00:00', time: '10:00' },
  quantity: 2,
  waiverText: 'Bouldering carries a risk of injury.',
  signed: [],
};
const self: Attendee = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1990-12-10',
  email: 'ada@example.test',
  isSelf: true,
};
const waiting: RequiredWaivers = { items: [bouldering], totalWaiversRequired: 2 };

/** The server as the page sees it: `required` answers the current state. */
function serve(state: { required: RequiredWaivers }, ...routes: FakeRoute[]) {
  return fakeNetwork(...routes, ({ method, path }) => {
    if (method === 'GET' && path === REQUIRED) return ok(state.required);
    if (method === 'GET' && path.startsWith(PREVIOUS)) return ok({ attendees: [self] });
    return undefined;
  });
}

const show = () => renderApp([{ path: '/attendees', element: <AttendeesPage /> }], '/attendees');
const slots = () => screen.findAllByTestId('attendee-slot');
const toastTexts = () => screen.queryAllByTestId('notification-toast').map((item) => item.textContent);
const within2 = (element: HTMLElement | undefined) => within(element as HTMLElement);

/** Fills a slot: the customer themself, or someone new. */
async function fillSlot(slot: HTMLElement | undefined, who: 'self' | 'new') {
  const inSlot = within2(slot);
  if (who === 'self') fireEvent.click(await inSlot.findByRole('radio', { name: /Ada Lovelace \(you\)/ }));
  else {
    fireEvent.click(inSlot.getByRole('radio', { name: 'Someone new' }));
    fireEvent.change(inSlot.getByLabelText('First name'), { target: { value: 'Sam' } });
    fireEvent.change(inSlot.getByLabelText('Last name'), { target: { value: 'Lovelace' } });
    fireEvent.change(inSlot.getByTestId('date-input'), { target: { value: '2016-02-03' } });
  }
  fireEvent.click(inSlot.getByLabelText('I have read and agree to this waiver'));
  fireEvent.change(inSlot.getByLabelText(/^Signed by \(full name\)/), { target: { value: 'Ada Lovelace' } });
}

describe('the attendees page', () => {
  it('shows the line, its waiver and a place per attendee; sends the signatures; the count drops to 0', async () => {
    const state = { required: waiting };
    const calls = serve(state, ({ method, path }) => {
      if (method !== 'POST' || path !== SEND) return undefined;
      state.required = {
        items: [
          {
            ...bouldering,
            signed: [
              { attendeeId: 7, firstName: 'Ada', lastName: 'Lovelace' },
              { attendeeId: 8, firstName: 'Sam', lastName: 'Lovelace' },
            ],
          },
        ],
        totalWaiversRequired: 0,
      };
      return ok({ sentAttendees: [7, 8], totalWaiversRequired: 0 });
    });
    show();
    expect(document.title).toBe('Demo Leisure | Attendees');
    expect(screen.getByRole('heading', { level: 1, name: 'Attendees' })).toBeTruthy();
    expect(await screen.findByTestId('waivers-remaining')).toHaveProperty(
      'textContent',
      '2 waivers still to sign',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Bouldering - Adult' })).toBeTruthy();
    expect(screen.getByText('Bouldering carries a risk of injury.')).toBeTruthy();
    expect(screen.getByText(/Wed 25 Nov, 10:00/)).toBeTruthy();

    const [first, second] = await slots();
    await fillSlot(first, 'self');
    await fillSlot(second, 'new');
    expect(Object.keys(savedAttendeesStore.get())).toEqual(['41-0', '41-1']);
    fireEvent.click(screen.getByRole('button', { name: 'Send waivers' }));

    await waitFor(() =>
      expect(screen.getByTestId('waivers-remaining').textContent).toBe('All waivers are signed.'),
    );
    const sent = calls.find((call) => call.method === 'POST' && call.path === SEND);
    expect(sent?.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest' });
    expect(sent?.body).toEqual({
      waivers: [
        { cart_item_id: 41, attendee_id: 7, signed_name: 'Ada Lovelace', accepted: true },
        {
          cart_item_id: 41,
          attendee: { first_name: 'Sam', last_name: 'Lovelace', date_of_birth: '2016-02-03' },
          signed_name: 'Ada Lovelace',
          accepted: true,
        },
      ],
      selected_user_id: null,
    });
    expect(savedAttendeesStore.get()).toEqual({});
    expect(screen.getByText('Signed for: Ada Lovelace, Sam Lovelace')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue to checkout' }).getAttribute('href')).toBe(
      '/basket/checkout',
    );
    expect(screen.queryAllByTestId('attendee-slot')).toEqual([]);
  });

  it('ties each missing answer to its field, focuses the first, and sends nothing', async () => {
    const calls = serve({
      required: { ...waiting, items: [{ ...bouldering, quantity: 1 }], totalWaiversRequired: 1 },
    });
    show();
    await slots();
    fireEvent.click(screen.getByRole('button', { name: 'Send waivers' }));

    const search = screen.getByLabelText('Search your attendees');
    await waitFor(() => expect(document.activeElement).toBe(search));
    expect(search.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (element: HTMLElement) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' | ');
    expect(describedBy(search)).toContain('Choose an attendee or add a new one');
    expect(describedBy(screen.getByLabelText('I have read and agree to this waiver'))).toContain('Required');
    expect(describedBy(screen.getByLabelText(/^Signed by/))).toContain('This field is required');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("shows the spec's waiver toast when the send fails without a message, and the server's when it has one", async () => {
    let answer = { status: 502 } as ReturnType<FakeRoute>;
    serve(
      { required: { ...waiting, items: [{ ...bouldering, quantity: 1 }], totalWaiversRequired: 1 } },
      ({ method, path }) => (method === 'POST' && path === SEND ? answer : undefined),
    );
    show();
    const [slot] = await slots();
    await fillSlot(slot, 'self');
    fireEvent.click(screen.getByRole('button', { name: 'Send waivers' }));
    await waitFor(() =>
      expect(toastTexts().join()).toContain('Error with waivers, unable to complete order, please try again'),
    );
    expect(Object.keys(savedAttendeesStore.get())).toEqual(['41-0']);

    act(() => toast.clear());
    answer = failure(422, 'The given data was invalid.', 'validation_failed', {
      'waivers.0.cart_item_id': ['The hold on this item has expired.'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send waivers' }));
    await waitFor(() => expect(toastTexts().join()).toContain('The given data was invalid.'));
    expect(screen.getByText('The hold on this item has expired.')).toBeTruthy();
  });

  it('says when nothing needs a waiver, with the way on to checkout and back to the basket', async () => {
    serve({ required: { items: [], totalWaiversRequired: 0 } });
    show();
    expect(await screen.findByText(/Nothing in your basket needs a waiver/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue to checkout' }).getAttribute('href')).toBe(
      '/basket/checkout',
    );
    expect(screen.getByRole('link', { name: 'Back to basket' }).getAttribute('href')).toBe('/basket');
  });

  it('offers to book something when the basket itself is empty', async () => {
    serve({ required: { items: [], totalWaiversRequired: 0 } }, ({ method, path }) =>
      method === 'GET' && path.startsWith(cartPaths.cart.path) ? ok(cartWith([])) : undefined,
    );
    show();
    expect(await screen.findByText('Nothing in your basket yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book an activity' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue to checkout' })).toBeNull();
  });

  it('asks a visitor to log in, without calling the server', () => {
    deleteCookie('auth_state_demo');
    const calls = serve({ required: waiting });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(systemStore.get().loginModal).toBe('login');
    expect(calls).toEqual([]);
  });

  it('searches the previous attendees as the customer types', async () => {
    const calls = serve({ required: waiting });
    show();
    const [slot] = await slots();
    fireEvent.change(within2(slot).getByLabelText('Search your attendees'), { target: { value: 'ada' } });
    await waitFor(() => expect(calls.some((call) => call.path === `${PREVIOUS}?query=ada`)).toBe(true));
  });
});
