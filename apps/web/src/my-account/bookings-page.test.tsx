// @vitest-environment jsdom
import type { AccountBooking } from '@leisure/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountBooking } from '../features/account/test/account.test-kit.ts';
import { type FakeCall, type FakeRoute, failure, ok } from '../test/app-harness.test-kit.tsx';
import { answerGet, changes, renderAccount, resetAccountTest, toastTexts } from './account.test-kit.tsx';

afterEach(resetAccountTest);

const upcomingPath = '/api/my-account/bookings?period=upcoming';
const pastPath = '/api/my-account/bookings?period=past';
const cancelPath = '/api/activities/bookings/501/?source=bookings';
const noFeed = answerGet('/api/my-account/calendar-feed', { url: null });

/** Upcoming bookings as the server lists them now: `current()` is read at each call. */
function upcoming(current: () => AccountBooking[]): FakeRoute {
  return ({ method, path }) =>
    method === 'GET' && path === upcomingPath ? ok({ period: 'upcoming', bookings: current() }) : undefined;
}

const cards = () => screen.findAllByTestId('booking-card');
const gets = (calls: FakeCall[], path: string) =>
  calls.filter((call) => call.method === 'GET' && call.path === path);

describe('the bookings page', () => {
  it('lists the upcoming bookings: name, when, where, price, paid with and status', async () => {
    const course = accountBooking({
      id: 77,
      type: 'course',
      name: 'Swim school',
      quantity: 2,
      total: { amountPence: 9000, formatted: '£90.00' },
      paidWith: 'package',
      cancellation: null,
    });
    renderAccount('/bookings', [upcoming(() => [accountBooking(), course]), noFeed]);
    const [yoga, swim] = await cards();
    expect(document.title).toBe('Demo Leisure | Bookings');
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming bookings' })).toBeTruthy();
    expect(yoga?.textContent).toContain('Wed 25 Nov, 09:00 – 10:00');
    expect(yoga?.textContent).toContain('Leeds Central · Studio 1');
    expect(yoga?.textContent).toContain('Confirmed');
    expect(yoga?.textContent).toContain(
      'Cancel before Tue 24 Nov, 09:00 to get £6.50 back as account credit.',
    );
    expect(within(yoga as HTMLElement).getByRole('button', { name: 'Cancel Morning yoga' })).toBeTruthy();
    expect(swim?.textContent).toContain('£90.00 for 2 places');
    expect(swim?.textContent).toContain('Package session');
    expect(within(swim as HTMLElement).queryByRole('button')).toBeNull();
    const periods = screen.getByRole('navigation', { name: 'Bookings by period' });
    expect(within(periods).getByRole('link', { name: 'Upcoming' }).getAttribute('aria-current')).toBe('page');
    expect(within(periods).getByRole('link', { name: 'Past' }).getAttribute('href')).toBe(
      '/bookings?period=past',
    );
  });

  it('shows the past bookings, a cancelled one with its refund, and Book again', async () => {
    const cancelled = accountBooking({
      id: 9,
      status: 'cancelled',
      cancelledAt: '2026-11-02T10:00:00.000Z',
      refund: { amountPence: 650, formatted: '£6.50' },
      cancellation: null,
    });
    const done = accountBooking({ id: 8, name: 'Spin', cancellation: null });
    const { router } = renderAccount('/bookings', [
      upcoming(() => []),
      answerGet(pastPath, { period: 'past', bookings: [done, cancelled] }),
      noFeed,
    ]);
    expect(await screen.findByText('You have no upcoming bookings.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Past' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=past'));
    const [spin, yoga] = await cards();
    expect(screen.getByRole('heading', { level: 2, name: 'Past bookings' })).toBeTruthy();
    expect(
      within(spin as HTMLElement)
        .getByRole('link', { name: 'Book again Spin' })
        .getAttribute('href'),
    ).toBe('http://bookings.demo.localhost:3000/location/leeds-central/yoga');
    expect(yoga?.getAttribute('data-status')).toBe('cancelled');
    expect(yoga?.textContent).toContain(
      'Cancelled on 2 November 2026. £6.50 was given back as account credit.',
    );
  });

  it("shows a card refund's progress: pending, then failed and being retried", async () => {
    const toCard = (status: 'pending' | 'failed', label: string) =>
      accountBooking({
        id: status === 'pending' ? 11 : 12,
        name: status === 'pending' ? 'Spin' : 'Yoga',
        status: 'cancelled',
        cancelledAt: '2026-11-02T10:00:00.000Z',
        refund: { amountPence: 650, formatted: '£6.50' },
        cardRefund: { status, amount: { amountPence: 650, formatted: '£6.50' }, label },
        cancellation: null,
      });
    renderAccount('/bookings', [
      upcoming(() => []),
      answerGet(pastPath, {
        period: 'past',
        bookings: [toCard('pending', 'Refund pending'), toCard('failed', 'Refund failed, we are retrying')],
      }),
      noFeed,
    ]);
    fireEvent.click(await screen.findByRole('link', { name: 'Past' }));
    const [pending, failed] = await cards();
    expect(pending?.textContent).toContain(
      'Cancelled on 2 November 2026.£6.50 back to your card: Refund pending',
    );
    expect(pending?.textContent).not.toContain('account credit');
    expect(failed?.textContent).toContain('£6.50 back to your card: Refund failed, we are retrying');
  });

  it('lists live bookings first and the cancelled ones apart, under Cancelled', async () => {
    const cancelled = accountBooking({ id: 5, name: 'Spin', status: 'cancelled', cancellation: null });
    renderAccount('/bookings', [upcoming(() => [cancelled, accountBooking()]), noFeed]);
    const [first, second] = await cards();
    expect(first?.getAttribute('data-status')).not.toBe('cancelled');
    expect(first?.textContent).toContain('Morning yoga');
    const group = screen.getByRole('region', { name: 'Cancelled' });
    expect(within(group).getAllByTestId('booking-card')).toEqual([second]);
  });

  it('says there are no upcoming bookings when every one is cancelled, and still lists those', async () => {
    const cancelled = accountBooking({ id: 5, status: 'cancelled', cancellation: null });
    renderAccount('/bookings', [upcoming(() => [cancelled]), noFeed]);
    expect(await screen.findByText('You have no upcoming bookings.')).toBeTruthy();
    const group = screen.getByRole('region', { name: 'Cancelled' });
    expect(within(group).getAllByTestId('booking-card')).toHaveLength(1);
  });

  it('opens the phone routes on a phone: /bookings goes to /bookings/upcoming', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { router } = renderAccount('/bookings', [upcoming(() => [accountBooking()]), noFeed]);
    await cards();
    expect(router.state.location.pathname).toBe('/bookings/upcoming');
    const periods = screen.getByRole('navigation', { name: 'Bookings by period' });
    expect(within(periods).getByRole('link', { name: 'Past' }).getAttribute('href')).toBe('/bookings/past');
  });
});

describe('cancelling a booking', () => {
  it("confirms with the booking's terms, cancels with DELETE, says the server's message and refreshes", async () => {
    let list = [accountBooking()];
    const { calls } = renderAccount('/bookings', [
      upcoming(() => list),
      noFeed,
      ({ method, path }) => {
        if (method !== 'DELETE' || path !== cancelPath) return undefined;
        list = [];
        const refund = { amountPence: 650, formatted: '£6.50' };
        return ok({
          bookingId: 501,
          status: 'cancelled',
          refund,
          refundTo: 'credit',
          message: 'Booking cancelled. £6.50 is back as credit.',
        });
      },
    ]);
    await cards();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Morning yoga' }));
    const dialog = screen.getByTestId('confirmation-modal');
    expect(within(dialog).getByRole('heading', { name: 'Cancel Morning yoga?' })).toBeTruthy();
    expect(within(dialog).getByTestId('cancellation-message').textContent).toBe(
      'You will get £6.50 back as account credit.',
    );
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep booking' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Booking cancelled. £6.50 is back as credit.']));
    expect(changes(calls)).toMatchObject([
      { method: 'DELETE', path: cancelPath, headers: { 'Idempotency-Key': expect.any(String) } },
    ]);
    await waitFor(() => expect(screen.queryByTestId('confirmation-modal')).toBeNull());
    expect(await screen.findByText('You have no upcoming bookings.')).toBeTruthy();
    expect(gets(calls, upcomingPath)).toHaveLength(2);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Upcoming bookings'));
  });

  it('keeps the booking when the customer changes their mind', async () => {
    const { calls } = renderAccount('/bookings', [upcoming(() => [accountBooking()]), noFeed]);
    await cards();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Morning yoga' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByTestId('confirmation-modal')).toBeNull();
    expect(changes(calls)).toEqual([]);
  });

  it("shows the server's refusal, and keeps the dialog for another try", async () => {
    renderAccount('/bookings', [
      upcoming(() => [accountBooking()]),
      noFeed,
      ({ method }) =>
        method === 'DELETE' ? failure(409, 'This session has already started.', 'conflict') : undefined,
    ]);
    await cards();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Morning yoga' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel booking' }));
    await waitFor(() => expect(toastTexts()).toEqual(['This session has already started.']));
    expect(screen.getByTestId('confirmation-modal')).toBeTruthy();
  });

  it('says something went wrong when the server gives no reason', async () => {
    renderAccount('/bookings', [
      upcoming(() => [accountBooking()]),
      noFeed,
      ({ method }) => (method === 'DELETE' ? { status: 500 } : undefined),
    ]);
    await cards();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Morning yoga' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel booking' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Something went wrong, please try again.']));
  });
});
