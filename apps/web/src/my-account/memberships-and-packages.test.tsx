// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accountMembership, accountPackage } from '../features/account/test/account.test-kit.ts';
import { answerGet, renderAccount, resetAccountTest } from './account.test-kit.tsx';

afterEach(resetAccountTest);

describe('the memberships page', () => {
  it('shows each membership: plan, status, dates, price, home venue, discounts and benefits left', async () => {
    const ended = accountMembership({
      id: 2,
      planName: 'Swim Only',
      status: 'ended',
      endsOn: '2025-12-31',
      nextPaymentOn: null,
      homeVenueName: null,
      discounts: [],
      benefits: [],
      guestPassesPerMonth: 0,
    });
    renderAccount('/memberships', [answerGet('/api/my-account/memberships', [accountMembership(), ended])]);
    const [active, old] = await screen.findAllByTestId('membership-card');
    expect(document.title).toBe('Demo Leisure | Memberships');
    const card = within(active as HTMLElement);
    expect(card.getByRole('heading', { level: 3, name: 'Gym & Swim' })).toBeTruthy();
    expect(active?.textContent).toContain('Active');
    expect(active?.textContent).toContain('Monthly price£35.00');
    expect(active?.textContent).toContain('Started5 January 2026');
    expect(active?.textContent).toContain('Home venueLeeds Central');
    expect(active?.textContent).toContain('20% off Badminton');
    expect(card.getByTestId('membership-benefits').textContent).toBe(
      'Free classes: 1 of 2 sessions left this month',
    );
    expect(old?.textContent).toContain('Ended31 December 2025');
    expect(old?.textContent).toContain('Home venueAny venue');
  });

  it('offers a membership when there is none', async () => {
    renderAccount('/memberships', [answerGet('/api/my-account/memberships', [])]);
    expect(await screen.findByText('You have no memberships.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy a membership' })).toBeTruthy();
  });
});

describe('the packages page', () => {
  it('shows sessions left of the total, expiry and activities; an expired package is marked', async () => {
    const expired = accountPackage({
      id: 4,
      name: '5 Swim Pass',
      sessionsLeft: 2,
      sessionsTotal: 5,
      expiresAt: '2026-01-02T10:00:00.000Z',
      isExpired: true,
    });
    renderAccount('/packages', [answerGet('/api/my-account/packages', [expired, accountPackage()])]);
    const [current, old] = await screen.findAllByTestId('package-card');
    expect(document.title).toBe('Demo Leisure | Packages');
    expect(within(current as HTMLElement).getByTestId('package-sessions').textContent).toBe(
      '7 of 10 sessions left',
    );
    expect(current?.textContent).toContain('Expires 21 January 2027');
    expect(
      within(current as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Yoga', 'Spin']);
    expect(old?.getAttribute('data-expired')).toBe('true');
    expect(old?.textContent).toContain('Expired');
    expect(old?.textContent).toContain('Expired on 2 January 2026');
  });
});
