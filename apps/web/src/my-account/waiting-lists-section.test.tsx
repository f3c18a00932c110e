// @vitest-environment jsdom
import type { MyWaitlistEntry } from '@leisure/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accountDashboard } from '../features/account/test/account.test-kit.ts';
import { heldUntilText } from '../features/waitlist/lib/held-place.ts';
import { type FakeRoute, ok } from '../test/app-harness.test-kit.tsx';
import { answerGet, changes, renderAccount, resetAccountTest, toastTexts } from './account.test-kit.tsx';

afterEach(resetAccountTest);

const expiresAt = new Date(Date.now() + 90 * 60_000).toISOString();
const until = heldUntilText(expiresAt, 'Europe/London', '24h');

const waitlistEntry = (extra: Partial<MyWaitlistEntry> = {}): MyWaitlistEntry => ({
  id: 71,
  classOccurrenceId: 900,
  listingId: 900,
  status: 'waiting',
  position: 2,
  offerExpiresAt: null,
  name: 'Spin',
  venueName: 'Leeds Central',
  locationName: 'Studio 2',
  startsAt: { dateTime: '2026-11-25T18:00:00+00:00', time: '18:00' },
  endsAt: { dateTime: '2026-11-25T18:45:00+00:00', time: '18:45' },
  ...extra,
});
const offer = waitlistEntry({
  id: 72,
  name: 'Yoga',
  status: 'offered',
  position: 1,
  offerExpiresAt: expiresAt,
});

/** The dashboard with no bookings, and the waiting lists answered by `entries` (changed by a leave). */
function renderDashboard(entries: MyWaitlistEntry[], leave?: FakeRoute) {
  let listed = entries;
  const leaving: FakeRoute = (call) => {
    const match = /^\/api\/activities\/waitlist\/remove\/(\d+)$/.exec(call.path);
    if (call.method !== 'DELETE' || !match) return undefined;
    const left = listed.find((entry) => entry.id === Number(match[1]));
    listed = listed.filter((entry) => entry !== left);
    const message = left?.offerExpiresAt
      ? 'You have left the waiting list, and the place held in your basket has been released.'
      : 'You have left the waiting list.';
    return ok({ ...left, status: 'left', position: null, offerExpiresAt: null, message });
  };
  return renderAccount('/', [
    answerGet('/api/my-account/dashboard', accountDashboard({ nextBookings: [] })),
    (call) =>
      call.method === 'GET' && call.path === '/api/my-account/waitlists'
        ? ok({ entries: listed })
        : undefined,
    leave ?? leaving,
  ]);
}

const cards = () => screen.getAllByTestId('waitlist-card');

describe('waiting lists in My account', () => {
  it('lists the place held (until when, Book now to the basket) and the place in line', async () => {
    renderDashboard([offer, waitlistEntry()]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Your waiting lists' })).toBeTruthy();
    expect(screen.getByText('You have no upcoming bookings.')).toBeTruthy();
    const [held, waiting] = cards() as [HTMLElement, HTMLElement];
    expect(held.textContent).toContain('Place held');
    expect(within(held).getByTestId('waitlist-card-status').textContent).toBe(
      `A place is held for you until ${until} — Book now: Yoga`,
    );
    const link = within(held).getByRole('link', { name: 'Book now: Yoga' });
    // The harness runs as the bookings app (a link in the app); My account links across (the journey).
    expect(link.getAttribute('href')).toMatch(/\/basket$/);
    expect(waiting.textContent).toContain('Wed 25 Nov, 18:00 – 18:45');
    expect(waiting.textContent).toContain('Leeds Central · Studio 2');
    expect(within(waiting).getByTestId('waitlist-card-status').textContent).toBe(
      'On the waitlist: 2nd in line. We will email you if a place comes up.',
    );
  });

  it('leaves a waiting list at once, and moves the focus to the heading', async () => {
    const { calls } = renderDashboard([waitlistEntry()]);
    const card = await screen.findByTestId('waitlist-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Leave waitlist: Spin' }));
    await waitFor(() => expect(toastTexts()).toEqual(['You have left the waiting list.']));
    expect(changes(calls)).toMatchObject([{ method: 'DELETE', path: '/api/activities/waitlist/remove/71' }]);
    expect(changes(calls)[0]).toMatchObject({ headers: { 'Idempotency-Key': expect.any(String) } });
    await waitFor(() => expect(screen.queryByTestId('waitlist-card')).toBeNull());
    expect(screen.getByText('You are not on any waiting lists.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your waiting lists' })),
    );
  });

  it('asks before giving up a held place; Keep my place sends nothing', async () => {
    const { calls } = renderDashboard([offer]);
    const card = await screen.findByTestId('waitlist-card');
    const leave = within(card).getByRole('button', { name: 'Leave waitlist: Yoga' });
    leave.focus();
    fireEvent.click(leave);
    const dialog = await screen.findByRole('dialog', { name: 'Give up your held place?' });
    expect(within(dialog).getByTestId('leave-offer-message').textContent).toBe(
      `A place in Yoga is held in your basket until ${until}. If you leave the waiting list, it goes to the next person in line.`,
    );
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep my place' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my place' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes(calls)).toEqual([]);

    fireEvent.click(leave);
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Leave and give up the place' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'You have left the waiting list, and the place held in your basket has been released.',
      ]),
    );
    expect(changes(calls)).toMatchObject([{ method: 'DELETE', path: '/api/activities/waitlist/remove/72' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows nothing of waiting lists to a customer on none', async () => {
    renderDashboard([]);
    expect(await screen.findByText('You have no upcoming bookings.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your waiting lists' })).toBeNull();
  });
});

describe('the bookings page', () => {
  it('lists the waiting lists with the upcoming bookings', async () => {
    renderAccount('/bookings/upcoming', [
      answerGet('/api/my-account/bookings?period=upcoming', { period: 'upcoming', bookings: [] }),
      answerGet('/api/my-account/waitlists', { entries: [offer] }),
    ]);
    const card = await screen.findByTestId('waitlist-card');
    expect(card.textContent).toContain(`A place is held for you until ${until} — Book now`);
  });
});
