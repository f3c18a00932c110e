// @vitest-environment jsdom

import type { ActionToShow, ActivityClass } from '@leisure/contracts';
import { useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, writeCookie } from '../../../lib/cookies.ts';
import { systemStore } from '../../../lib/system-store.ts';
import {
  type FakeCall,
  type FakeRoute,
  failure,
  fakeNetwork,
  ok,
  renderApp,
  testUser,
} from '../../../test/app-harness.test-kit.tsx';
import { toast } from '../../../ui/toast/index.ts';
import { heldUntilText } from '../../waitlist/lib/held-place.ts';
import { ClassList } from './class-list.tsx';
import type { ListingBasket } from './listing-basket.ts';

afterEach(() => {
  cleanup();
  toast.clear();
  deleteCookie('auth_state_demo');
  act(() => systemStore.initFromUrl('?embedded=false'));
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

const basket: ListingBasket = {
  add: vi.fn(async () => true),
  remove: vi.fn(async () => true),
  isAdding: () => false,
  isRemoving: () => false,
};

function activityClass(
  id: ActivityClass['id'],
  status: ActionToShow['status'],
  extra: Partial<ActivityClass> = {},
): ActivityClass {
  return {
    id,
    objectType: 'activity_class',
    name: 'Spin',
    description: '',
    activitySlug: 'spin',
    venueSlug: 'central',
    location: null,
    startsAt: { dateTime: '2026-11-25T18:00:00+00:00', time: '18:00' },
    endsAt: { dateTime: '2026-11-25T18:45:00+00:00', time: '18:45' },
    capacity: 12,
    spacesAvailable: 0,
    actionToShow: { status, reason: null, firstBookableAt: null },
    durationMinutes: 45,
    instructors: [],
    tags: [],
    price: { amountPence: 700, formatted: '£7.00' },
    pricingOptions: [],
    accessibility: [],
    ...extra,
  };
}

/** What the server answers for a waiting list entry. */
const entry = (listingId: ActivityClass['id'], status: 'waiting' | 'left' = 'waiting') => ({
  id: 55,
  classOccurrenceId: 900,
  listingId,
  status,
  position: status === 'waiting' ? 1 : null,
  offerExpiresAt: null,
  message: 'You are on the waiting list.',
});

const isWaitlistCall = (call: FakeCall) => call.path.includes('waitlist');
const listingCalls = (calls: FakeCall[]) => calls.filter((call) => call.path === '/api/listing');
const toastTexts = () => screen.queryAllByTestId('notification-toast').map((item) => item.textContent);

/** The class's row, with a listing query to see the listings refresh. */
function Listing({ item }: { item: ActivityClass }) {
  useQuery({
    queryKey: ['timetable', 'classes'],
    queryFn: () => fetch('/api/listing').then(() => 'listing'),
  });
  return <ClassList classes={[item]} instructors={[]} tags={[]} display={display} basket={basket} />;
}

/** A logged-in customer (testUser, id 7) and a listing query, to see the listings refresh. */
function showClass(item: ActivityClass, ...routes: FakeRoute[]) {
  writeCookie('auth_state_demo', '1');
  const calls = fakeNetwork(...routes, (call) => {
    if (call.path === '/api/auth/user') return ok(testUser);
    if (call.path === '/api/listing') return ok('listing');
    return undefined;
  });
  renderApp([{ path: '*', element: <Listing item={item} /> }], '/');
  return calls;
}

const display = { timeZone: 'Europe/London', timeFormat: '24h' as const, currencySymbol: '£' };
const row = () => screen.getByTestId('timetable-item');

describe('joining the waiting list of a full class', () => {
  it('adds a v1 class by its numeric id, says so, closes the toast by itself and refreshes the listing', async () => {
    const calls = showClass(activityClass(101, 'JOIN_WAITLIST'), (call) =>
      call.method === 'POST' && call.path === '/api/activities/waitlist/add'
        ? ok(entry(101), 201)
        : undefined,
    );
    await waitFor(() => expect(listingCalls(calls)).toHaveLength(1));
    const button = within(row()).getByRole('button', { name: 'Join waitlist: Spin, 18:00 – 18:45' });
    expect(row().textContent).toContain('Full - join waitlist');
    fireEvent.click(button);

    await waitFor(() => expect(toastTexts()).toEqual(['Successfully joined the waitlist.']));
    const joins = calls.filter(isWaitlistCall);
    expect(joins).toMatchObject([
      {
        method: 'POST',
        path: '/api/activities/waitlist/add',
        body: { item: { id: 101, type: 'activity_class' } },
      },
    ]);
    expect(joins[0]?.body).toEqual({ item: { id: 101, type: 'activity_class' } });
    expect(joins[0]?.headers).toMatchObject({ 'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await waitFor(() => expect(listingCalls(calls)).toHaveLength(2));
    expect(toast.list()[0]?.duration).toBe(5000);
  });

  it('adds the logged-in customer to a v2 class by its uid', async () => {
    const calls = showClass(activityClass('occ_7Hk2p', 'JOIN_WAITLIST'), (call) =>
      call.method === 'POST' && call.path === '/api/v1/activities/occurrences/occ_7Hk2p/waitlist/members'
        ? ok(entry('occ_7Hk2p'), 201)
        : undefined,
    );
    fireEvent.click(within(row()).getByRole('button', { name: /^Join waitlist/ }));
    await waitFor(() => expect(toastTexts()).toEqual(['Successfully joined the waitlist.']));
    const joins = calls.filter(isWaitlistCall);
    expect(joins).toHaveLength(1);
    expect(joins[0]?.body).toEqual({ data: { user_id: testUser.id } });
    expect(joins[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the server's reason when it refuses, and the generic words when it gave none", async () => {
    let answer = failure(409, 'There are places left: book this class instead.', 'conflict');
    const calls = showClass(activityClass(101, 'JOIN_WAITLIST'), (call) =>
      call.path === '/api/activities/waitlist/add' ? answer : undefined,
    );
    fireEvent.click(within(row()).getByRole('button', { name: /^Join waitlist/ }));
    const shown = await screen.findByTestId('notification-toast');
    expect(shown.textContent).toBe('There are places left: book this class instead.');
    expect(shown.getAttribute('data-type')).toBe('danger');

    act(() => toast.clear());
    answer = { status: 500 } as typeof answer;
    await waitFor(() => expect(within(row()).getByRole('button', { name: /^Join waitlist/ })).toBeTruthy());
    fireEvent.click(within(row()).getByRole('button', { name: /^Join waitlist/ }));
    await waitFor(() => expect(toastTexts()).toEqual(['Something went wrong, please try again.']));
    expect(calls.filter(isWaitlistCall)).toHaveLength(2);
  });

  it('says Joining… and ignores clicks while the join is under way', async () => {
    let release: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    showClass(activityClass(101, 'JOIN_WAITLIST'));
    // The join is answered once released.
    const fetchStub = vi.mocked(globalThis.fetch);
    const original = fetchStub.getMockImplementation();
    fetchStub.mockImplementation(async (input, init) => {
      if (input === '/api/activities/waitlist/add') {
        await answered;
        return new Response(JSON.stringify(ok(entry(101), 201).body), { status: 201 });
      }
      if (!original) throw new Error('fakeNetwork is not stubbed');
      return original(input, init);
    });
    fireEvent.click(within(row()).getByRole('button', { name: /^Join waitlist/ }));
    const busy = await within(row()).findByRole('button', { name: /^Joining…/ });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(busy);
    release?.();
    await waitFor(() => expect(toastTexts()).toEqual(['Successfully joined the waitlist.']));
    expect(fetchStub.mock.calls.filter(([path]) => path === '/api/activities/waitlist/add')).toHaveLength(1);
  });
});

describe('leaving the waiting list', () => {
  it('removes a v1 entry by the waitlistId the listing gave', async () => {
    const calls = showClass(activityClass(101, 'LEAVE_WAITLIST', { waitlistId: 55 }), (call) =>
      call.method === 'DELETE' && call.path === '/api/activities/waitlist/remove/55'
        ? ok(entry(101, 'left'))
        : undefined,
    );
    await waitFor(() => expect(listingCalls(calls)).toHaveLength(1));
    expect(row().textContent).toContain('On the waitlist');
    fireEvent.click(within(row()).getByRole('button', { name: 'Leave waitlist: Spin, 18:00 – 18:45' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Successfully removed from the waitlist.']));
    const leaves = calls.filter(isWaitlistCall);
    expect(leaves).toMatchObject([
      { method: 'DELETE', path: '/api/activities/waitlist/remove/55', body: undefined },
    ]);
    expect(leaves[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(listingCalls(calls)).toHaveLength(2));
  });

  it('takes the logged-in customer off a v2 class by its uid', async () => {
    const path = `/api/v1/activities/occurrences/occ_7Hk2p/waitlist/members/${testUser.id}`;
    const calls = showClass(activityClass('occ_7Hk2p', 'LEAVE_WAITLIST', { waitlistId: 55 }), (call) =>
      call.method === 'DELETE' && call.path === path ? ok(entry('occ_7Hk2p', 'left')) : undefined,
    );
    fireEvent.click(within(row()).getByRole('button', { name: /^Leave waitlist/ }));
    await waitFor(() => expect(toastTexts()).toEqual(['Successfully removed from the waitlist.']));
    expect(calls.filter(isWaitlistCall)).toMatchObject([{ method: 'DELETE', path }]);
  });
});

describe('a place held for the viewer (an offer from the waiting list)', () => {
  const expiresAt = new Date(Date.now() + 60 * 60_000).toISOString();
  const offered = () =>
    activityClass(101, 'LEAVE_WAITLIST', {
      waitlistId: 55,
      waitlistPosition: 1,
      waitlistOfferExpiresAt: expiresAt,
    });
  const until = heldUntilText(expiresAt, 'Europe/London', '24h');

  it('says until when the place is held, with Book now to the basket', async () => {
    showClass(offered());
    expect(row().textContent).toContain(`A place is held for you until ${until} — Book now`);
    expect(row().textContent).not.toContain('1st in line');
    const link = within(row()).getByRole('link', { name: 'Book now: Spin, 18:00 – 18:45' });
    expect(link.getAttribute('href')).toBe('/basket');
  });

  it('asks before giving the place up: keeping it sends nothing, confirming leaves', async () => {
    const calls = showClass(offered(), (call) =>
      call.method === 'DELETE' && call.path === '/api/activities/waitlist/remove/55'
        ? ok({ ...entry(101, 'left'), message: 'You have left the waiting list.' })
        : undefined,
    );
    const leave = within(row()).getByRole('button', { name: /^Leave waitlist/ });
    // A click focuses the button in a browser; jsdom needs telling.
    leave.focus();
    fireEvent.click(leave);
    const dialog = await screen.findByRole('dialog', { name: 'Give up your held place?' });
    expect(dialog.textContent).toContain(`A place in Spin is held in your basket until ${until}.`);
    const keep = within(dialog).getByRole('button', { name: 'Keep my place' });
    expect(document.activeElement).toBe(keep);
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(leave);
    expect(calls.filter(isWaitlistCall)).toEqual([]);

    fireEvent.click(leave);
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Leave and give up the place' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Successfully removed from the waitlist.']));
    expect(calls.filter(isWaitlistCall)).toMatchObject([
      { method: 'DELETE', path: '/api/activities/waitlist/remove/55' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('a booked class', () => {
  it("links to the customer's bookings in the my-account app, keeping embedded=true", async () => {
    act(() => systemStore.initFromUrl('?embedded=true'));
    showClass(activityClass(101, 'CANCEL_BOOKING', { bookingId: 3 }));
    const link = within(row()).getByRole('link', { name: 'Manage booking: Spin, 18:00 – 18:45' });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.hostname).toBe('my-account.demo.localhost');
    expect(href.pathname).toBe('/bookings');
    expect(href.searchParams.get('embedded')).toBe('true');
    expect(within(row()).queryAllByRole('button')).toEqual([]);
    expect(row().textContent).toContain('Booked');
  });
});
