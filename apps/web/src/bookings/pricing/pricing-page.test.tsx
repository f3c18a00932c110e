// @vitest-environment jsdom
import type { MembershipPricing, PlanPricing } from '@leisure/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie } from '../../lib/cookies.ts';
import { writeSelectedVenue } from '../../lib/venue-cookie.ts';
import { type FakeRoute, fakeNetwork, listedVenue, ok, renderApp } from '../../test/app-harness.test-kit.tsx';
import { PricingPage } from './pricing-page.tsx';

const price = (pence: number) => ({ amountPence: pence, formatted: `£${(pence / 100).toFixed(2)}` });
const yoga = { id: 11, slug: 'yoga', name: 'Yoga' };
const spin = { id: 12, slug: 'spin', name: 'Spin' };

const plan = (overrides: Partial<PlanPricing>): PlanPricing => ({
  id: 1,
  slug: 'gym-and-swim',
  name: 'Gym & Swim',
  description: 'Unlimited gym and swimming.',
  price: price(3499),
  joiningFee: price(2000),
  termMonths: 12,
  isJoinableOnline: true,
  discounts: [
    { activity: yoga, percentOff: 20 },
    { activity: spin, percentOff: 20 },
  ],
  freeSessions: [{ name: '2 free classes a month', sessionsPerMonth: 2, activities: [yoga, spin] }],
  ...overrides,
});

const leeds: MembershipPricing = {
  venue: { id: 1, slug: 'leeds-central', name: 'Leeds Central' },
  plans: [
    plan({}),
    plan({
      id: 7,
      slug: 'corporate',
      name: 'Corporate',
      joiningFee: price(0),
      isJoinableOnline: false,
      discounts: [{ activity: yoga, percentOff: 100 }],
      freeSessions: [],
    }),
  ],
};
const york: MembershipPricing = { venue: { id: 2, slug: 'york-pool', name: 'York Pool' }, plans: [] };

const network: FakeRoute = ({ path }) => {
  if (path === '/api/venues')
    return ok([listedVenue(1, 'leeds-central', 'Leeds Central'), listedVenue(2, 'york-pool', 'York Pool')]);
  if (path === '/api/activities/pricing?venue=leeds-central') return ok(leeds);
  if (path === '/api/activities/pricing?venue=york-pool') return ok(york);
  return undefined;
};

const routes = [
  { path: '/pricing', element: <PricingPage /> },
  { path: '/location/:venueSlug', element: <p>Activities page</p> },
];

afterEach(() => {
  cleanup();
  deleteCookie('selected_venue_demo');
  vi.unstubAllGlobals();
});

describe('/pricing', () => {
  it("lists each plan's discount per activity at the selected venue, its free sessions and a way to join", async () => {
    writeSelectedVenue('demo', 'leeds-central');
    const calls = fakeNetwork(network);
    renderApp(routes, '/pricing');
    const cards = await screen.findAllByTestId('pricing-plan');
    expect(document.title).toBe('Demo Leisure | Membership pricing');
    expect(screen.queryByText(/not listed on this page yet/)).toBeNull();
    expect(calls.map((call) => call.path)).toContain('/api/activities/pricing?venue=leeds-central');

    const [gym, corporate] = cards as [HTMLElement, HTMLElement];
    expect(within(gym).getByRole('heading', { name: 'Gym & Swim' })).toBeTruthy();
    expect(gym.textContent).toContain('£34.99 a month');
    expect(gym.textContent).toContain('£20.00 joining fee · 12-month minimum term');
    const rows = [...gym.querySelectorAll('dl > div')].map((row) => row.textContent);
    expect(rows).toEqual(['Yoga20% off', 'Spin20% off']);
    expect(gym.textContent).toContain('2 free classes a month: Yoga and Spin');
    const join = within(gym).getByRole('link', { name: 'Join Gym & Swim' });
    expect(join.getAttribute('href')).toMatch(
      /^http:\/\/online-joining\.demo\.localhost(:\d+)?\/centre\/leeds-central\?plan=gym-and-swim$/,
    );

    expect(corporate.textContent).toContain('No joining fee');
    expect(corporate.textContent).toContain('YogaFree');
    expect(within(corporate).queryByRole('link')).toBeNull();
    expect(corporate.textContent).toContain('Not sold online: ask at reception to join.');
  });

  it('shows another venue when chosen, and says so when no plan gives a discount there', async () => {
    writeSelectedVenue('demo', 'leeds-central');
    fakeNetwork(network);
    const { router } = renderApp(routes, '/pricing');
    await screen.findAllByTestId('pricing-plan');
    const select = screen.getByLabelText('Venue') as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    fireEvent.change(select, { target: { value: 'york-pool' } });
    expect(
      await screen.findByText('No membership gives a discount at York Pool at the moment.'),
    ).toBeTruthy();
    expect(router.state.location.search).toBe('?venue=york-pool');
    expect(screen.getByRole('link', { name: 'Book an activity' }).getAttribute('href')).toBe(
      '/location/york-pool',
    );
  });

  it('asks for a venue when none is chosen, and calls nothing for prices', async () => {
    const calls = fakeNetwork(network);
    renderApp(routes, '/pricing');
    expect(await screen.findByText('Choose a venue to see the membership discounts there.')).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('/api/activities/pricing'))).toBe(false);
  });

  it('reads the venue from the address first, and says when it is unknown', async () => {
    writeSelectedVenue('demo', 'leeds-central');
    fakeNetwork(network);
    renderApp(routes, '/pricing?venue=nowhere');
    const refusal = await screen.findByText('We could not find that venue. Choose another.');
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(screen.queryByTestId('pricing-plan')).toBeNull();
  });
});
