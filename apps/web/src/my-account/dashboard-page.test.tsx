// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accountBooking, accountDashboard } from '../features/account/test/account.test-kit.ts';
import { failure } from '../test/app-harness.test-kit.tsx';
import { answerGet, renderAccount, resetAccountTest } from './account.test-kit.tsx';

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
    expect(yoga?.textContent).toContain('Paid withCard');
    expect(lane?.textContent).toContain('Membership benefit');
    expect(screen.getByTestId('credit-balance').textContent).toBe('£7.50');
    expect(screen.getByText('£5.00 general · £2.50 membership')).toBeTruthy();
    expect(screen.getByTestId('membership-state').textContent).toBe('Gym & Swim Active');
    expect(screen.getByText('1 package with sessions left')).toBeTruthy();
    expect(screen.queryByTestId('account-warnings')).toBeNull();
  });

  it('lists the warnings first, each with a link to where it is dealt with', async () => {
    const warnings = [
      {
        kind: 'outstanding_penalties' as const,
        message: 'You have an outstanding penalty of £5.00. Please pay it at reception.',
        daysLeft: null,
      },
      {
        kind: 'document_expiring' as const,
        message: 'Your Proof of student status expires in 6 days. Please upload a new one.',
        daysLeft: 6,
      },
      {
        kind: 'document_upload_required' as const,
        message: 'Your Student Gym membership needs Proof of student status. Please upload it.',
        daysLeft: null,
      },
    ];
    const { router } = renderAccount('/', [
      answerGet(dashboardPath, accountDashboard({ warnings, nextBookings: [], membership: null })),
    ]);
    const list = await screen.findByTestId('account-warnings');
    expect(screen.getByRole('heading', { level: 2, name: 'Needs your attention' })).toBeTruthy();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'You have an outstanding penalty of £5.00. Please pay it at reception.See your penalties',
      'Your Proof of student status expires in 6 days. Please upload a new one.Upload a new document',
      'Your Student Gym membership needs Proof of student status. Please upload it.Upload your document',
    ]);
    const links = items.map((item) => within(item).getByRole('link').getAttribute('href'));
    expect(links).toEqual(['/payments', '/memberships', '/memberships']);
    fireEvent.click(within(list).getByRole('link', { name: 'Upload your document' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/memberships'));
  });

  it('offers a booking and a membership when there are none', async () => {
    renderAccount('/', [answerGet(dashboardPath, accountDashboard({ nextBookings: [], membership: null }))]);
    expect(await screen.findByText('You have no upcoming bookings.')).toBeTruthy();
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
