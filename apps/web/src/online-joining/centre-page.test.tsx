// @vitest-environment jsdom
import type { Order } from '@leisure/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartLine, cartWith } from '../features/cart/test/cart.test-kit.ts';
import { authoriseAnswer, preparedSession } from '../features/checkout/test/checkout.test-kit.ts';
import { deleteCookie, writeCookie } from '../lib/cookies.ts';
import { systemStore } from '../lib/system-store.ts';
import {
  type FakeCall,
  type FakeRoute,
  failure,
  fakeNetwork,
  ok,
  renderApp,
  testUser,
} from '../test/app-harness.test-kit.tsx';
import { toast } from '../ui/toast/index.ts';
import { CentrePage } from './centre-page.tsx';
import { OrderConfirmedPage } from './order-confirmed-page.tsx';
import { testCentre } from './plans.test-kit.ts';

const routes = [
  { path: '/centre/:slug', element: <CentrePage /> },
  { path: '/order-confirmed/:id', element: <OrderConfirmedPage /> },
];

const money = (amountPence: number) => ({ amountPence, formatted: `£${(amountPence / 100).toFixed(2)}` });
const centre = testCentre();

/** The Gym & Swim line of the basket, as the server describes it. */
const membershipLine = (overrides: Parameters<typeof cartLine>[0] = {}) =>
  cartLine({
    id: 21,
    type: 'membership',
    listingId: 1,
    name: 'Gym & Swim membership',
    description: '£34.99 a month, £20.00 joining fee. 12-month minimum term, starting 24 Nov 2026.',
    activitySlug: null,
    locationName: null,
    price: money(5499),
    ...overrides,
  });

/** The basket once Gym & Swim is in it, as the join call answers it. */
const joinedCart = cartWith([membershipLine()]);

const order: Order = {
  id: 77,
  reference: 'DEM-77ABCD',
  createdAt: '2026-11-24T10:00:00.000Z',
  status: 'completed',
  subTotal: money(5499),
  discount: money(0),
  total: money(5499),
  bookings: [],
  memberships: [
    {
      id: 5,
      reference: 'MEM-K7P2QX',
      planName: 'Gym & Swim',
      homeVenueName: 'Leeds Central Leisure Centre',
      startsOn: '2026-11-24',
      nextPaymentOn: '2026-12-24',
      monthlyPrice: money(3499),
      joiningFee: money(2000),
      termMonths: 12,
      status: 'active',
    },
  ],
  payments: [{ tenderType: 'card', creditKind: null, amount: money(5499), description: 'Card payment' }],
  email: testUser.email,
};

const answering =
  (method: string, path: string, answer: ReturnType<FakeRoute>): FakeRoute =>
  (call) =>
    call.method === method && call.path === path ? answer : undefined;

const callsTo = (calls: FakeCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

/** The centre, the centres selling online, and (once logged in) the customer and their basket. */
const joiningSite: FakeRoute = ({ method, path }) => {
  if (method !== 'GET') return undefined;
  if (path === '/api/online-joining/centres/leeds-central') return ok(centre);
  if (path === '/api/venues/online-joining') return ok([centre.venue]);
  if (path === '/api/auth/user') return ok(testUser);
  if (path === '/api/activities/cart') return ok(joinedCart);
  if (path === '/api/checkout/prepare') {
    return ok(preparedSession({ amount: money(5499), url: '/sandbox-pay/card-form?session_key=sess_1' }));
  }
  if (path === '/api/activities/orders/77') return ok(order);
  return undefined;
};

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

afterEach(() => {
  cleanup();
  toast.clear();
  deleteCookie('auth_state_demo');
  window.sessionStorage.clear();
  act(() => systemStore.initFromUrl(''));
  vi.unstubAllGlobals();
});

describe('/centre/{slug}: the plans', () => {
  it('shows each plan with its monthly price, joining fee, term, what it includes and who it is for', async () => {
    fakeNetwork(joiningSite);
    renderApp(routes, '/centre/leeds-central');
    const [gymAndSwim, junior] = await screen.findAllByTestId('membership-plan');
    expect(screen.getByRole('heading', { level: 1, name: 'Join Leeds Central Leisure Centre' })).toBeTruthy();
    expect(gymAndSwim?.textContent).toContain('£34.99 a month');
    expect(gymAndSwim?.textContent).toContain('£20.00 joining fee · 12-month minimum term');
    const includes = within(gymAndSwim as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(includes).toEqual([
      '2 free classes a month',
      'Free Lane swimming and Public swim',
      '20% off Yoga, Spin and Body pump',
      '2 guest passes a month',
    ]);
    expect(gymAndSwim?.textContent).toContain('First payment today£54.99');
    expect(junior?.textContent).toContain('No joining fee');
    expect(junior?.textContent).toContain('Ages 11 to 17');
    expect(junior?.textContent).toContain('Requires: Proof of age');
    expect(document.title).toBe('Demo Leisure | Join Leeds Central Leisure Centre');
  });

  it('shows the not-found screen for a centre that does not sell memberships online', async () => {
    fakeNetwork(
      answering('GET', '/api/online-joining/centres/nowhere', failure(404, 'Not found', 'not_found')),
    );
    renderApp(routes, '/centre/nowhere');
    expect(await screen.findByText("Whoops! Looks like you've gone offside.")).toBeTruthy();
  });
});

describe('/centre/{slug}: a visitor joins', () => {
  it('checks the age against the plan before creating any account', async () => {
    const calls = fakeNetwork(joiningSite);
    renderApp(routes, '/centre/leeds-central');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Junior' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Your details to join Junior' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    fill('First name', 'Jo');
    fill('Last name', 'Joiner');
    fill('Email', 'jo@example.test');
    fill('Password', 'Joining-2026!');
    fireEvent.change(screen.getByTestId('date-input'), { target: { value: '1990-05-14' } });
    fireEvent.click(screen.getByLabelText(/I accept the terms and conditions/));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect((await screen.findByTestId('join-date-of-birth-error')).textContent).toBe(
      'Junior is for ages 11 to 17 on the start date.',
    );
    expect(document.activeElement).toBe(screen.getByTestId('date-input'));
    expect(callsTo(calls, 'POST', '/api/auth/customer/register')).toEqual([]);
  });

  it('signs up with the details, puts the plan in the basket, pays and lands on the confirmation', async () => {
    const register: FakeRoute = (call) => {
      if (call.method !== 'POST' || call.path !== '/api/auth/customer/register') return undefined;
      writeCookie('auth_state_demo', '1');
      return ok({ token: 't', user: testUser }, 201);
    };
    const calls = fakeNetwork(
      joiningSite,
      register,
      answering('POST', '/api/online-joining/join', ok(joinedCart, 201)),
      answering('POST', '/api/checkout/authorise', ok(authoriseAnswer({ transactionUuid: 'tx-1' }))),
      answering('POST', '/api/checkout/complete', ok({ completeOrderId: 77, reference: 'DEM-77ABCD' })),
    );
    const { router } = renderApp(routes, '/centre/leeds-central');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Gym & Swim' }));
    await screen.findByRole('heading', { level: 2, name: 'Your details to join Gym & Swim' });
    expect(screen.getByTestId('chosen-plan').textContent).toContain('£54.99');
    fill('First name', 'Jo');
    fill('Last name', 'Joiner');
    fill('Email', 'jo@example.test');
    fill('Password', 'Joining-2026!');
    fireEvent.change(screen.getByTestId('date-input'), { target: { value: '1990-05-14' } });
    await waitFor(() => expect((screen.getByLabelText('Home centre') as HTMLSelectElement).value).toBe('3'));
    // The terms are asked here, once, with the client's terms linked (in a new tab).
    const terms = screen.getByRole('link', { name: 'Read the terms and conditions (opens in a new tab)' });
    expect(terms.getAttribute('href')).toBe('https://www.demo-leisure.example/terms-and-conditions');
    expect(terms.getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByLabelText(/including the 12-month minimum term/));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await screen.findByRole('heading', { level: 2, name: 'Payment' });
    expect(callsTo(calls, 'POST', '/api/auth/customer/register').map((call) => call.body)).toEqual([
      expect.objectContaining({
        client_id: 'demo',
        source: 'online-joining',
        first_name: 'Jo',
        date_of_birth: '1990-05-14',
        home_venue_id: 3,
        terms: true,
      }),
    ]);
    expect(callsTo(calls, 'POST', '/api/online-joining/join').map((call) => call.body)).toEqual([
      { plan_id: 1, home_venue_id: 3 },
    ]);
    expect(router.state.location.search).toBe('?plan=gym-and-swim&step=payment');
    const summary = await screen.findByTestId('order-summary');
    expect(summary.textContent).toContain('Gym & Swim membership');
    expect(summary.textContent).toContain('£34.99 a month, £20.00 joining fee');
    expect(summary.textContent).toContain('Home centre: Leeds Central');

    const frame = (await screen.findByTitle('Card details')) as HTMLIFrameElement;
    fill('Address line 1', '1 Park Cross Street');
    fill('Town or city', 'Leeds');
    fill('Postcode', 'LS1 2QH');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          source: frame.contentWindow,
          data: { type: 'sandbox-card', cardIdentifier: 'card_1', brand: 'visa', last4: '4242' },
        }),
      );
    });
    await screen.findByText('Visa ending 4242 will be charged.');
    // The payment does not ask for the terms again.
    expect(screen.queryByLabelText(/I accept the terms and conditions/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pay £54.99' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmed/77'));
    expect(callsTo(calls, 'POST', '/api/checkout/authorise')[0]?.body).toMatchObject({
      source: 'online-joining',
      card_identifier: 'card_1',
      terms: true,
    });
    expect(callsTo(calls, 'POST', '/api/checkout/complete')[0]?.body).toMatchObject({
      source: 'online-joining',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Gym & Swim' })).toBeTruthy();
    expect(screen.getByTestId('membership-reference').textContent).toBe('MEM-K7P2QX');
    expect(screen.getByTestId('confirmed-membership').textContent).toContain('24 November 2026');
    expect(screen.getByTestId('my-account-memberships').getAttribute('href')).toBe(
      'http://my-account.demo.localhost:3000/memberships',
    );
    expect(document.title).toBe('Demo Leisure | Membership confirmed');
  });
});

describe('/centre/{slug}: the payment step', () => {
  it('sends the customer back to the plans when the membership is no longer held', async () => {
    writeCookie('auth_state_demo', '1');
    const expired = cartWith([
      { ...joinedCart.items[0], isExpired: true } as (typeof joinedCart.items)[number],
    ]);
    fakeNetwork(answering('GET', '/api/activities/cart', ok(expired)), joiningSite);
    const { router } = renderApp(routes, '/centre/leeds-central?plan=gym-and-swim&step=payment');
    expect(await screen.findByText(/Your membership is no longer held for you/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose a membership' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findAllByTestId('membership-plan')).toHaveLength(2);
    const heading = screen.getByRole('heading', { level: 2, name: 'Choose a membership' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});

describe('/centre/{slug}: a member sees the plans they may not buy', () => {
  const refusal = {
    planId: 1,
    heldPlanName: 'Gym & Swim',
    message: 'You are already a member of Gym & Swim.',
  };
  const refusing = answering('GET', '/api/online-joining/plan-refusals', ok({ refusals: [refusal] }));

  it('says so on the plan card, with no Choose, before any details are asked', async () => {
    writeCookie('auth_state_demo', '1');
    fakeNetwork(joiningSite, refusing);
    renderApp(routes, '/centre/leeds-central');
    const card = (await screen.findAllByTestId('membership-plan')).find((article) =>
      article.textContent?.includes('Gym & Swim'),
    );
    if (!card) throw new Error('no Gym & Swim card');
    expect((await within(card).findByTestId('plan-refused')).textContent).toContain(refusal.message);
    expect(within(card).queryByRole('button', { name: 'Choose Gym & Swim' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'See your memberships' }).getAttribute('href')).toBe(
      'http://my-account.demo.localhost:3000/memberships',
    );
    expect(screen.getByRole('button', { name: 'Choose Junior' })).toBeTruthy();
  });

  it('says so instead of the form when the plan is chosen by its address', async () => {
    writeCookie('auth_state_demo', '1');
    const calls = fakeNetwork(joiningSite, refusing);
    renderApp(routes, '/centre/leeds-central?plan=gym-and-swim');
    expect((await screen.findByTestId('plan-refused')).textContent).toContain(refusal.message);
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
    expect(callsTo(calls, 'POST', '/api/online-joining/join')).toEqual([]);
  });

  it('asks nothing for a visitor', async () => {
    const calls = fakeNetwork(joiningSite, refusing);
    renderApp(routes, '/centre/leeds-central');
    expect(await screen.findByRole('button', { name: 'Choose Gym & Swim' })).toBeTruthy();
    expect(callsTo(calls, 'GET', '/api/online-joining/plan-refusals')).toEqual([]);
  });
});

describe('/centre/{slug}: a logged-in customer joins', () => {
  it('says who is joining, asks for the terms, and says why the plan cannot go in the basket', async () => {
    writeCookie('auth_state_demo', '1');
    const message = 'You are already a member of Gym & Swim.';
    fakeNetwork(
      joiningSite,
      answering('POST', '/api/online-joining/join', failure(409, message, 'conflict')),
    );
    renderApp(routes, '/centre/leeds-central?plan=gym-and-swim');
    await waitFor(() =>
      expect(screen.getByTestId('joining-as').textContent).toBe('Joining as Ada Lovelace (ada@example.test)'),
    );
    expect(screen.queryByLabelText('Email')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect((await screen.findByTestId('join-terms-error')).textContent).toBe('Required');
    fireEvent.click(screen.getByLabelText(/I accept the terms and conditions/));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const alert = await screen.findByTestId('join-alert');
    expect(alert.textContent).toBe(message);
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('finishes a payment back from 3-D Secure and keeps the kiosk mode on the confirmation', async () => {
    writeCookie('auth_state_demo', '1');
    act(() => systemStore.initFromUrl('?kiosk=true&centre=leeds-central'));
    const calls = fakeNetwork(
      joiningSite,
      answering(
        'POST',
        '/api/payment-providers/sca-completion/tx-3ds',
        ok({ transactionId: 'tx-3ds', status: 'authorised', error: null }),
      ),
      answering('POST', '/api/checkout/complete', ok({ completeOrderId: 77, reference: 'DEM-77ABCD' })),
    );
    const { router } = renderApp(routes, '/centre/leeds-central?transaction_uuid=tx-3ds&cres=cres_abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmed/77'));
    expect(router.state.location.search).toBe('?kiosk=true');
    expect(callsTo(calls, 'POST', '/api/checkout/complete').map((call) => call.body)).toEqual([
      expect.objectContaining({ transaction_uuid: 'tx-3ds', source: 'online-joining' }),
    ]);
    // The kiosk's start page, still a kiosk and still at its centre.
    const kioskHome = await screen.findByRole('link', { name: 'Back to Kiosk Home' });
    expect(new URL(kioskHome.getAttribute('href') ?? '').pathname).toBe('/kiosk');
    expect(new URL(kioskHome.getAttribute('href') ?? '').searchParams.toString()).toBe(
      'kiosk=true&centre=leeds-central',
    );
  });
});
