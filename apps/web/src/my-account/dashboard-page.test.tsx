// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accountBooking, accountDashboard } from '../features/account/test/account-fixtures.ts';
import { failure } from '../test/app-harness.tsx';
import { answerGet, renderAccount, resetAccountTest } from './account-test-support.tsx';

afterEach(resetAccountTest);

const dashboardPath = '/api/my-account/dashboard';

describe('the dashboard', () => {
  it('greets the customer and shows the next bookings, credit, membership and packages', async () => {
    const swim = accountBooking({ id: 502, name: 'Lane swim', locationName: null, paidWith: 'benefit' });
    renderAccount('/', [
      answerGet(dashboardPath, accountDashboard({ nextBookings: [accountBooking(), swim] })),
    ]);
    const root = await screen.findByTestId('home-dashboard');
    expect(await within(root).findByText('Hello, Ada')).toBeTruthy();
    expect(document.title).toBe('Demo Leisure | Dashboard');
    const [yoga, lane] = within(root).getAllByTestId('booking-card');
    expect(within(yoga as HTMLElement).getByRole('heading', { level: 3, name: 'Morning yoga' })).toBeTruthy();
    expect(yoga?.textContent).toContain('Wed 25 Nov, 09:00 – 10:00');
    expect(yoga?.textContent).toContain('Leeds Central · Studio 1');
    expect(yoga?.textContent).toContain('£6.50');
    expect(yoga?.textContent).toContain('Card or account credit');
    expect(lane?.textContent).toContain('Membership benefit');
    expect(screen.getByTestId('credit-balance').textContent).toBe('£7.50');
    expect(screen.getByText('£5.00 general · £2.50 membership')).toBeTruthy();
    expect(screen.getByTestId('membership-state').textContent).toBe('Gym & Swim Active');
    expect(screen.getByText('1 package with sessions left')).toBeTruthy();
    expect(screen.queryByTestId('account-warnings')).toBeNull();
  });

  it('lists the warnings first, and offers a booking when there is none coming', async () => {
    const warnings = [
      {
        kind: 'outstanding_penalties' as const,
        message: 'You have an unpaid penalty of £5.00.',
        daysLeft: null,
      },
      { kind: 'document_expiring' as const, message: 'Your proof of address expires soon.', daysLeft: 6 },
    ];
    renderAccount('/', [
      answerGet(dashboardPath, accountDashboard({ warnings, nextBookings: [], membership: null })),
    ]);
    const list = await screen.findByTestId('account-warnings');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['You have an unpaid penalty of £5.00.', 'Your proof of address expires soon. (6 days left)']);
    expect(screen.getByText('You have no upcoming bookings.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book an activity' }).getAttribute('href')).toBe(
      'http://bookings.demo.localhost:3000/redirect-to-selected-venue',
    );
    expect(screen.getByTestId('membership-state').textContent).toBe('No membership');
    expect(screen.getByRole('link', { name: 'Buy a membership' }).getAttribute('href')).toBe(
      'http://online-joining.demo.localhost:3000/',
    );
  });

  it('says when the dashboard could not be loaded, with a retry', async () => {
    renderAccount('/', [
      ({ path }) => (path === dashboardPath ? failure(500, 'Boom', 'internal_error') : undefined),
    ]);
    const message = await screen.findByText('Something has gone wrong, please try again.');
    expect(message.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
