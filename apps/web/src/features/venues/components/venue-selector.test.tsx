// @vitest-environment jsdom

import type { Venue } from '@leisure/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, readCookie } from '../../../lib/cookies.ts';
import { VenueSelector } from './venue-selector.tsx';

// Leaflet needs a real layout engine; the map is supplementary, so the tests stub it.
vi.mock('../map/venue-map.tsx', () => ({
  default: ({ venues, label }: { venues: { slug: string }[]; label: string }) => (
    <section aria-label={label} data-testid="map-stub" data-count={venues.length} />
  ),
}));

const venue = (overrides: Partial<Venue> & Pick<Venue, 'id' | 'slug' | 'name'>): Venue => ({
  address: { line1: '1 High Street', line2: null, town: 'Leeds', county: null, postcode: 'LS1 1AA' },
  phone: null,
  email: null,
  lat: 53.8,
  lng: -1.55,
  activitiesV2Enabled: false,
  migrationDate: null,
  displayVenueSelectionButton: true,
  onlineJoiningEnabled: false,
  imageUrl: null,
  accessibility: [],
  ...overrides,
});

const venues: Venue[] = [
  venue({ id: 1, slug: 'leeds-central', name: 'Leeds Central Pool' }),
  venue({
    id: 2,
    slug: 'york-sports',
    name: 'York Sports Hub',
    lat: 53.96,
    lng: -1.08,
    address: { line1: '2 Ouse Road', line2: null, town: 'York', county: null, postcode: 'YO1 2AB' },
  }),
  venue({
    id: 3,
    slug: 'head-office',
    name: 'Head Office Gym',
    displayVenueSelectionButton: false,
    lat: null,
  }),
];

const geocode = {
  results: [
    { name: 'Leeds, England', lat: 53.7997, lng: -1.5492, kind: 'city' },
    { name: 'Leeds, Kent, England', lat: 51.25, lng: 0.61, kind: 'village' },
  ],
  attribution: 'Contains OS data',
};

const ok = (data: unknown) =>
  new Response(JSON.stringify({ data, checksum: '0'.repeat(64) }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

const offered = [
  { slug: 'badminton', name: 'Badminton', parentSlug: 'racket-sports', venues: ['york-sports'] },
  { slug: 'swimming', name: 'Swimming', parentSlug: null, venues: ['york-sports', 'leeds-central'] },
];

let failVenues = false;
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url.startsWith('/api/venues')) {
    if (failVenues) {
      return new Response(
        JSON.stringify({ message: 'Venues are unavailable', code: 'internal_error', errors: {} }),
        {
          status: 500,
        },
      );
    }
    return ok(venues);
  }
  if (url.startsWith('/api/activities/offered')) return ok(offered);
  if (url.startsWith('/api/geocode?q=paris')) return ok({ results: [], attribution: geocode.attribution });
  if (url.startsWith('/api/geocode')) return ok(geocode);
  return new Response('{}', { status: 404 });
});

function renderSelector(path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <VenueSelector client="demo" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function clearCookies() {
  for (const name of ['selected_venue_demo', 'selected_venues_demo']) {
    deleteCookie(name);
  }
}

beforeEach(() => {
  failVenues = false;
  clearCookies();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

/** The list once the venues are in: a loaded machine can take more than the default second. */
const venueList = () => screen.findByTestId('venue-list', {}, { timeout: 5000 });

const cardNames = () =>
  within(screen.getByTestId('venue-list'))
    .getAllByTestId('venue-name')
    .map((el) => el.textContent);

describe('VenueSelector', () => {
  it('lists venues with address and a select button only where allowed', async () => {
    renderSelector();
    await venueList();
    expect(screen.getAllByTestId('venue-card')).toHaveLength(3);
    expect(cardNames()).toEqual(['Leeds Central Pool', 'York Sports Hub', 'Head Office Gym']);
    expect(screen.getAllByTestId('venue-address')[1]?.textContent).toBe('2 Ouse Road, York, YO1 2AB');
    expect(screen.getAllByRole('button', { name: 'Select' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'York Sports Hub' }).getAttribute('href')).toBe(
      '/location/york-sports',
    );
  });

  it("offers each venue's activities and its courses", async () => {
    renderSelector();
    await screen.findByTestId('venue-list');
    const york = screen.getAllByTestId('venue-card')[1] as HTMLElement;
    const activities = within(york).getByRole('link', { name: 'Activities' });
    expect(activities.getAttribute('href')).toBe('/location/york-sports');
    const courses = within(york).getByRole('link', { name: 'Courses' });
    expect(courses.getAttribute('href')).toBe('/courses/location/york-sports');
    // Each says which venue it is for.
    expect(document.getElementById(courses.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'York Sports Hub',
    );
  });

  it('filters by name as you type, case-insensitively, with an empty state', async () => {
    renderSelector();
    await venueList();
    const search = within(screen.getByTestId('search-venue')).getByLabelText('Search venues');
    fireEvent.change(search, { target: { value: 'YORK' } });
    expect(cardNames()).toEqual(['York Sports Hub']);
    fireEvent.change(search, { target: { value: 'xyz' } });
    expect(screen.queryByTestId('venue-list')).toBeNull();
    expect(screen.getByText('No venues match "xyz".')).toBeTruthy();
  });

  it('writes both cookies on select and reads the choice back after a reload', async () => {
    const first = renderSelector();
    await venueList();
    expect(screen.queryByTestId('selected-venue')).toBeNull();

    const yorkCard = screen.getAllByTestId('venue-card')[1] as HTMLElement;
    fireEvent.click(within(yorkCard).getByRole('button', { name: 'Select' }));
    const selected = screen.getByTestId('selected-venue');
    expect(selected.textContent).toContain('York Sports Hub');
    expect(within(selected).getByRole('link', { name: 'Book an activity' }).getAttribute('href')).toBe(
      '/location/york-sports',
    );
    expect(within(yorkCard).getByRole('button', { name: 'Selected' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    const leedsCard = screen.getAllByTestId('venue-card')[0] as HTMLElement;
    fireEvent.click(within(leedsCard).getByRole('button', { name: 'Select' }));
    fireEvent.click(within(yorkCard).getByRole('button', { name: 'Select' }));
    expect(readCookie('selected_venue_demo')).toBe('york-sports');
    expect(JSON.parse(readCookie('selected_venues_demo') ?? '[]')).toEqual(['york-sports', 'leeds-central']);

    first.unmount();
    renderSelector();
    const restored = await screen.findByTestId('selected-venue');
    expect(restored.textContent).toContain('York Sports Hub');
  });

  it('finds venues near a place, nearest first with distances, and says when none are in range', async () => {
    renderSelector();
    await venueList();
    fireEvent.change(screen.getByLabelText('Near a place'), { target: { value: 'leeds' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(cardNames()).toEqual(['Leeds Central Pool']));
    expect(screen.getByText('0 miles')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leeds, England' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.change(screen.getByLabelText('Within'), { target: { value: '25' } });
    expect(cardNames()).toEqual(['Leeds Central Pool', 'York Sports Hub']);
    expect(screen.getByText(/^2[0-9]\.\d miles$/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Leeds, Kent, England' }));
    fireEvent.change(screen.getByLabelText('Within'), { target: { value: '5' } });
    expect(screen.getByText('No venues within 5 miles of Leeds. Try a wider radius.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show all venues' }));
    expect(cardNames()).toHaveLength(3);
  });

  it('says no place was found, and keeps the list as it was, when nothing is close', async () => {
    renderSelector();
    await screen.findByTestId('venue-list');
    fireEvent.change(screen.getByLabelText('Near a place'), { target: { value: 'paris' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('No place found for "paris". Try a town, city or postcode in Great Britain.'),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: /place/i })).toBeNull();
    expect(cardNames()).toHaveLength(3);
  });

  it('shows the error message with a Retry button that reloads', async () => {
    failVenues = true;
    renderSelector();
    expect(await screen.findByText('Venues are unavailable')).toBeTruthy();
    failVenues = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await venueList();
    expect(screen.getAllByTestId('venue-card')).toHaveLength(3);
  });

  it('moves focus to the way on, Book an activity, once a venue is selected (issue 28)', async () => {
    renderSelector();
    await venueList();
    const yorkCard = screen.getAllByTestId('venue-card')[1] as HTMLElement;
    fireEvent.click(within(yorkCard).getByRole('button', { name: 'Select' }));
    const wayOn = within(screen.getByTestId('selected-venue')).getByRole('link', {
      name: 'Book an activity',
    });
    await waitFor(() => expect(document.activeElement).toBe(wayOn));
    expect(document.getElementById(wayOn.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'York Sports Hub',
    );
  });

  it('offers a List / Map switch, List first', async () => {
    renderSelector();
    await venueList();
    const list = screen.getByRole('button', { name: 'List' });
    const map = screen.getByRole('button', { name: 'Map' });
    expect(list.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(map);
    expect(map.getAttribute('aria-pressed')).toBe('true');
    expect(list.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('map-stub').closest('[data-view]')?.getAttribute('data-view')).toBe('map');
  });

  it('finds the venues offering an activity, nearest first once a place is known, each linking to it', async () => {
    renderSelector();
    await venueList();
    const what = await screen.findByLabelText('What do you want to do?');
    await waitFor(() => expect(what.hasAttribute('disabled')).toBe(false));
    fireEvent.change(what, { target: { value: 'badminton' } });
    expect(cardNames()).toEqual(['York Sports Hub']);
    expect(screen.getByText('1 venue offering Badminton')).toBeTruthy();
    const link = within(screen.getByTestId('venue-list')).getByRole('link', { name: 'Badminton' });
    expect(link.getAttribute('href')).toBe('/location/york-sports/badminton');

    fireEvent.change(what, { target: { value: 'swimming' } });
    expect(cardNames()).toEqual(['Leeds Central Pool', 'York Sports Hub']);
    fireEvent.change(screen.getByLabelText('Near a place'), { target: { value: 'leeds' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.change(screen.getByLabelText('Within'), { target: { value: '25' } });
    await waitFor(() => expect(cardNames()).toEqual(['Leeds Central Pool', 'York Sports Hub']));
    fireEvent.change(screen.getByLabelText('Within'), { target: { value: '1' } });
    fireEvent.change(what, { target: { value: 'badminton' } });
    expect(
      screen.getByText('No venues offering Badminton within 1 mile of Leeds. Try a wider radius.'),
    ).toBeTruthy();

    fireEvent.change(what, { target: { value: '' } });
    expect(cardNames()).toEqual(['Leeds Central Pool']);
  });

  it('starts from the activity in the address', async () => {
    renderSelector('/?activity=badminton');
    await venueList();
    await waitFor(() => expect(cardNames()).toEqual(['York Sports Hub']));
    expect((screen.getByLabelText('What do you want to do?') as HTMLSelectElement).value).toBe('badminton');
  });
});
