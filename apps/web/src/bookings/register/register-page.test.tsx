// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, writeCookie } from '../../lib/cookies.ts';
import { systemStore } from '../../lib/system-store.ts';
import { writeSelectedVenue } from '../../lib/venue-cookie.ts';
import {
  type FakeRoute,
  failure,
  fakeNetwork,
  listedVenue,
  ok,
  renderApp,
  testUser as user,
} from '../../test/app-harness.test-kit.tsx';
import { toast } from '../../ui/toast/index.ts';
import { RegisterPage } from './register-page.tsx';

const venues: FakeRoute = ({ path }) =>
  path === '/api/venues'
    ? ok([listedVenue(1, 'leeds-central', 'Leeds Central'), listedVenue(2, 'york-pool', 'York Pool')])
    : undefined;

const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/basket', element: <p>Basket page</p> },
  { path: '/', element: <p>Home page</p> },
];

beforeEach(() => {
  writeSelectedVenue('demo', 'york-pool');
});

afterEach(() => {
  cleanup();
  toast.clear();
  act(() => systemStore.closeLoginModal());
  deleteCookie('selected_venue_demo');
  deleteCookie('auth_state_demo');
  vi.unstubAllGlobals();
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

async function fillValidForm() {
  fill('First name', 'Ada');
  fill('Last name', 'Lovelace');
  fill('Email', 'ada@example.test');
  fill('Password', 'analytical-engine');
  fireEvent.change(screen.getByTestId('date-input'), { target: { value: '1990-12-10' } });
  fireEvent.click(screen.getByLabelText('I accept the terms and conditions'));
  // The home venue list has arrived and the selected venue is preselected.
  await waitFor(() =>
    expect((screen.getByLabelText('Home venue', { exact: false }) as HTMLSelectElement).value).toBe('2'),
  );
}

describe('/register', () => {
  it('is titled and shows each required field its own message, and Required for the terms', async () => {
    const calls = fakeNetwork(venues);
    renderApp(routes, '/register');
    expect(document.title).toBe('Demo Leisure | Sign up');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const messageFor = (label: string) =>
      document.getElementById(`${(screen.getByLabelText(label, { exact: false }) as HTMLElement).id}-error`)
        ?.textContent;
    expect(messageFor('First name')).toBe('This field is required');
    expect(messageFor('Last name')).toBe('This field is required');
    expect(messageFor('Email')).toBe('This field is required');
    expect(messageFor('Password')).toBe('This field is required');
    expect(messageFor('Date of birth')).toBe('This field is required');
    expect(messageFor('I accept the terms and conditions')).toBe('Required');
    expect(messageFor('Phone')).toBeUndefined();
    // The client's terms are linked with the box, open in a new tab and say so.
    const terms = screen.getByRole('link', { name: 'Read the terms and conditions (opens in a new tab)' });
    expect(terms.getAttribute('href')).toBe('https://www.demo-leisure.example/terms-and-conditions');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(
      screen.getByLabelText('I accept the terms and conditions').getAttribute('aria-describedby'),
    ).toContain(terms.parentElement?.id);
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    fill('Password', 'short');
    expect(messageFor('Password')).toBe('Must be at least 8 characters');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("puts the server's 422 messages under the matching fields", async () => {
    fakeNetwork(venues, ({ path }) =>
      path.startsWith('/api/auth/customer/register')
        ? failure(422, 'The form has errors', 'validation_failed', {
            email: ['An account with this email already exists.'],
          })
        : undefined,
    );
    renderApp(routes, '/register');
    await fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() =>
      expect(document.getElementById(`${email.id}-error`)?.textContent).toBe(
        'An account with this email already exists.',
      ),
    );
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('signs up with the snake_case body and goes to the redirect target, logged in', async () => {
    const calls = fakeNetwork(venues, ({ path }) => {
      if (!path.startsWith('/api/auth/customer/register')) return undefined;
      writeCookie('auth_state_demo', '1');
      return ok({ token: 'secret', user }, 201);
    });
    const { router } = renderApp(routes, '/register?redirect=%2Fbasket&onboarding_type=web');
    await fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('Basket page');
    expect(router.state.location.pathname).toBe('/basket');
    const post = calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({
      path: '/api/auth/customer/register?onboarding_type=web',
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      body: {
        client_id: 'demo',
        source: 'bookings',
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.test',
        password: 'analytical-engine',
        date_of_birth: '1990-12-10',
        home_venue_id: 2,
        terms: true,
      },
    });
    expect(post?.body).not.toHaveProperty('phone');
    expect(within(document.body).getByTestId('notification-toast').textContent).toContain('Welcome, Ada.');
  });

  it('sends a logged-in customer to the redirect target', async () => {
    fakeNetwork(venues);
    writeCookie('auth_state_demo', '1');
    const { router } = renderApp(routes, '/register?redirect=%2Fbasket');
    await screen.findByText('Basket page');
    expect(router.state.location.pathname).toBe('/basket');
  });
});
