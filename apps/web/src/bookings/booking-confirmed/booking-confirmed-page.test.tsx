// @vitest-environment jsdom
import type { Order } from '@leisure/contracts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, writeCookie } from '../../lib/cookies.ts';
import { systemStore } from '../../lib/system-store.ts';
import { failure, fakeNetwork, ok, renderApp } from '../../test/app-harness.test-kit.tsx';
import { BookingConfirmedPage } from './booking-confirmed-page.tsx';

const routes = [{ path: '/booking-confirmed/:completeOrderId', element: <BookingConfirmedPage /> }];

const order: Order = {
  id: 42,
  reference: 'DEM-7Q2K',
  createdAt: '2026-11-22T09:00:00+00:00',
  status: 'completed',
  subTotal: { amountPence: 2000, formatted: '£20.00' },
  discount: { amountPence: 500, formatted: '£5.00' },
  total: { amountPence: 1500, formatted: '£15.00' },
  bookings: [
    {
      id: 1,
      uid: 'b-1',
      type: 'activity_class',
      name: 'Sunrise yoga',
      venueName: 'Leeds Central',
      startsAt: { dateTime: '2026-11-23T18:30:00+00:00', time: '18:30' },
      endsAt: { dateTime: '2026-11-23T19:30:00+00:00', time: '19:30' },
      quantity: 2,
      total: { amountPence: 2000, formatted: '£20.00' },
      status: 'confirmed',
      attendeeName: null,
      sessions: [],
    },
  ],
  payments: [
    {
      tenderType: 'credit',
      creditKind: 'general',
      amount: { amountPence: 500, formatted: '£5.00' },
      description: 'General credit',
    },
    {
      tenderType: 'card',
      creditKind: null,
      amount: { amountPence: 1000, formatted: '£10.00' },
      description: 'Visa ending 4242',
    },
  ],
  memberships: [],
  email: 'ada@example.test',
};

beforeEach(() => writeCookie('auth_state_demo', '1'));

afterEach(() => {
  cleanup();
  act(() => {
    systemStore.initFromUrl('?kiosk=false');
    systemStore.closeCustomerPicker();
    systemStore.selectCustomer(null);
  });
  deleteCookie('auth_state_demo');
  vi.unstubAllGlobals();
});

describe('/booking-confirmed/{completeOrderId}', () => {
  it('shows the reference, where the email went, the bookings, the totals and the payments', async () => {
    const calls = fakeNetwork(({ path }) => (path === '/api/activities/orders/42' ? ok(order) : undefined));
    renderApp(routes, '/booking-confirmed/42');
    expect(await screen.findByTestId('order-reference')).toHaveProperty('textContent', 'DEM-7Q2K');
    expect(document.title).toBe('Demo Leisure | Booking confirmed');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toBe('Booking confirmed');
    expect(
      screen.getByText("We've emailed your confirmation and calendar invites to ada@example.test"),
    ).toBeTruthy();
    const booking = screen.getByTestId('confirmed-booking');
    expect(booking.textContent).toContain('Sunrise yoga');
    expect(booking.textContent).toContain('Mon 23 Nov, 18:30 – 19:30');
    expect(booking.textContent).toContain('Leeds Central · 2 places');
    expect(booking.textContent).toContain('£20.00');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Discount').nextSibling?.textContent).toBe('-£5.00');
    expect(within(payment).getByText('Total').nextSibling?.textContent).toBe('£15.00');
    expect(within(payment).getByText('Visa ending 4242').nextSibling?.textContent).toBe('£10.00');
    expect(within(payment).getByText('General credit').nextSibling?.textContent).toBe('£5.00');
    expect(screen.getByRole('link', { name: 'Book another activity' }).getAttribute('href')).toBe(
      '/redirect-to-selected-venue',
    );
    const myBookings = screen.getByRole('link', { name: 'View my bookings' }).getAttribute('href') ?? '';
    expect(new URL(myBookings).hostname.startsWith('my-account.')).toBe(true);
    expect(new URL(myBookings).pathname).toBe('/bookings');
    expect(document.activeElement).toBe(screen.getByTestId('order-outcome'));
    expect(calls.map((call) => call.path)).toEqual(['/api/activities/orders/42']);
  });

  it("at the desk, speaks of the customer's confirmation and offers the next customer, not the staff's own bookings", async () => {
    act(() => systemStore.selectCustomer({ id: 42, name: 'Grace Hopper', reference: 'DL000042' }));
    fakeNetwork(({ path }) => (path === '/api/activities/orders/42' ? ok(order) : undefined));
    renderApp(routes, '/booking-confirmed/42');
    await screen.findByTestId('order-reference');
    expect(
      screen.getByText("We've emailed the confirmation and calendar invites to ada@example.test"),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Booked for Grace Hopper' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View my bookings' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Serve the next customer' }));
    expect(systemStore.get().isCustomerPickerOpen).toBe(true);
  });

  it("shows a course's attendee and every session it includes", async () => {
    const session = (id: number, day: string) => ({
      id,
      startsAt: { dateTime: `${day}T09:00:00+00:00`, time: '09:00' },
      endsAt: { dateTime: `${day}T09:30:00+00:00`, time: '09:30' },
    });
    const withCourse: Order = {
      ...order,
      bookings: [
        {
          id: 2,
          uid: 'b-2',
          type: 'course',
          name: 'Learn to swim',
          venueName: 'Leeds Central',
          startsAt: session(0, '2026-11-28').startsAt,
          endsAt: session(0, '2026-12-05').endsAt,
          quantity: 1,
          total: { amountPence: 6500, formatted: '£65.00' },
          status: 'confirmed',
          attendeeName: 'Mia Example',
          sessions: [session(1, '2026-11-28'), session(2, '2026-12-05')],
        },
      ],
    };
    fakeNetwork(({ path }) => (path === '/api/activities/orders/42' ? ok(withCourse) : undefined));
    renderApp(routes, '/booking-confirmed/42');
    const sessions = await screen.findByTestId('course-sessions');
    expect(sessions.textContent).toContain('For Mia Example');
    expect(
      within(sessions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sat 28 Nov 2026, 09:00 – 09:30', 'Sat 5 Dec 2026, 09:00 – 09:30']);
  });

  it("shows the not-found screen for an order that is not the customer's (404)", async () => {
    fakeNetwork(({ path }) =>
      path === '/api/activities/orders/43' ? failure(404, 'Not found', 'not_found') : undefined,
    );
    renderApp(routes, '/booking-confirmed/43');
    expect(await screen.findByText("Whoops! Looks like you've gone offside.")).toBeTruthy();
  });

  it('shows the not-found screen for an id that cannot be an order, without asking the server', () => {
    const calls = fakeNetwork();
    renderApp(routes, '/booking-confirmed/not-an-order');
    expect(screen.getByText("Whoops! Looks like you've gone offside.")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('asks a visitor to log in to see the booking', () => {
    deleteCookie('auth_state_demo');
    const calls = fakeNetwork();
    renderApp(routes, '/booking-confirmed/42');
    expect(screen.getByText('Log in to see this booking.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  describe('a kiosk receipt', () => {
    const withTickets: Order = {
      ...order,
      bookings: [
        ...order.bookings,
        {
          ...order.bookings[0],
          id: 2,
          uid: 'b-2',
          type: 'ticket_time',
          name: 'Family swim',
        } as Order['bookings'][number],
      ],
    };

    it('offers Print receipt at a kiosk when an item prints a receipt, and prints', async () => {
      act(() => systemStore.initFromUrl('?kiosk=true'));
      const print = vi.fn();
      vi.stubGlobal('print', print);
      fakeNetwork(({ path }) => (path === '/api/activities/orders/42' ? ok(withTickets) : undefined));
      renderApp(routes, '/booking-confirmed/42');
      fireEvent.click(await screen.findByTestId('print-receipt'));
      expect(print).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('link', { name: 'Book another activity' }).className).toContain('secondary');
    });

    it('offers none for items without a receipt, or away from a kiosk', async () => {
      act(() => systemStore.initFromUrl('?kiosk=true'));
      fakeNetwork(({ path }) => (path === '/api/activities/orders/42' ? ok(order) : undefined));
      renderApp(routes, '/booking-confirmed/42');
      await screen.findByTestId('order-reference');
      expect(screen.queryByTestId('print-receipt')).toBeNull();
      cleanup();
      act(() => systemStore.initFromUrl('?kiosk=false'));
      fakeNetwork(({ path }) => (path === '/api/activities/orders/42' ? ok(withTickets) : undefined));
      renderApp(routes, '/booking-confirmed/42');
      await screen.findByTestId('order-reference');
      expect(screen.queryByTestId('print-receipt')).toBeNull();
    });
  });
});
