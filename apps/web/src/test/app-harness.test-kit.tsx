import type { AuthUser, Client, Venue } from '@leisure/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppContext, type AppContextValue } from '../lib/app-context.ts';
import { emptyTheme } from '../ui/theme/index.ts';
import { Toaster } from '../ui/toast/index.ts';

// A page is a lazy chunk and a call goes through the fake network: in a busy run, with both test
// projects sharing two cores, what takes 50 ms alone can take over a second.
configure({ asyncUtilTimeout: 5000 });

export const testClient: Client = {
  id: 1,
  clientId: 'demo',
  name: 'Demo Leisure',
  currency: { code: 'GBP', symbol: '£' },
  timezone: 'Europe/London',
  timeFormat: '24h',
  onlineJoiningEnabled: true,
  guestPassesEnabled: false,
  kioskHomeUrl: null,
  termsUrl: 'https://www.demo-leisure.example/terms-and-conditions',
  migrationDate: null,
  analytics: { googleAnalyticsId: null, googleTagManagerId: null },
};

/** A logged-in customer, as `GET /api/auth/user` answers. */
export const testUser: AuthUser = {
  id: 7,
  reference: 'C-1007',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  role: 'customer',
  currencySymbol: '£',
  homeVenueSlug: 'york-pool',
  membershipUser: null,
  credit: { balance: 0, formatted: '£0.00' },
  hasInstruction: false,
  hasBillingDate: false,
  hasOutstandingPenalties: false,
  hasMembershipArrears: false,
  documentExpiry: null,
  membershipDocumentUploadRequired: false,
  profilePhoto: null,
};

const appContext: AppContextValue = {
  config: { basePath: '/', defaultClient: 'demo' },
  host: { app: 'bookings', client: 'demo' },
  hostname: 'bookings.demo.localhost',
  client: testClient,
  theme: emptyTheme,
};

/** A venue as `GET /api/venues` lists it. */
export const listedVenue = (id: number, slug: string, name: string): Venue => ({
  id,
  slug,
  name,
  address: { line1: '1 High Street', line2: null, town: 'Leeds', county: null, postcode: 'LS1 1AA' },
  phone: null,
  email: null,
  lat: null,
  lng: null,
  activitiesV2Enabled: false,
  migrationDate: null,
  displayVenueSelectionButton: true,
  onlineJoiningEnabled: true,
  imageUrl: null,
  accessibility: [],
});

/** One recorded call to the fake network. */
export interface FakeCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeRoute = (call: FakeCall) => { status: number; body?: unknown } | undefined;

/** A success body as the server sends it. */
export const ok = (data: unknown, status = 200) => ({ status, body: { data, checksum: 'a'.repeat(64) } });

/** An error body as the server sends it. */
export const failure = (
  status: number,
  message: string,
  code: string,
  errors: Record<string, string[]> = {},
) => ({
  status,
  body: { message, code, errors },
});

/**
 * Replaces `fetch`, and only `fetch`: each call is recorded and answered by the first route that
 * answers it, else 404. Everything above the network runs for real.
 */
export function fakeNetwork(...routes: FakeRoute[]): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call: FakeCall = {
        method: init.method ?? 'GET',
        path: input,
        headers: (init.headers ?? {}) as Record<string, string>,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const answer = routes.map((route) => route(call)).find((result) => result !== undefined) ?? {
        status: 404,
        body: { message: 'Not found', code: 'not_found', errors: {} },
      };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** Renders routes at `path` inside the booted app's providers, with the toaster. */
export function renderApp(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AppContext.Provider value={appContext}>
        <RouterProvider router={router} />
      </AppContext.Provider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
