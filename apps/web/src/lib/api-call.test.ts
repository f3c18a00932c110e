import { accountPaths, cartPaths, sitePaths, timetablePaths } from '@leisure/contracts/routes/paths';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, sendApi, sendApiUnread, urlOf } from './api-call.ts';

const checksum = 'a'.repeat(64);

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_path: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('urlOf', () => {
  it('fills in the path parameters, encoded', () => {
    expect(urlOf(sitePaths.venue, { idOrSlug: 'leeds central/2' })).toBe('/api/venues/leeds%20central%2F2');
  });

  it('adds the query in the order given, leaving out unset values', () => {
    expect(
      urlOf(
        timetablePaths.slots,
        { venue: 'leeds', activity: 'squash' },
        { date: '2026-12-01', location_id: undefined, selected_user_id: 7 },
      ),
    ).toBe('/api/activities/venue/leeds/activity/squash/slots?date=2026-12-01&selected_user_id=7');
    expect(urlOf(sitePaths.geocode, undefined, { q: 'LS1 & more' })).toBe('/api/geocode?q=LS1%20%26%20more');
  });

  it('keeps a trailing slash the table writes', () => {
    expect(urlOf(accountPaths.cancelBooking, { bookingId: 5 }, { source: 'bookings' })).toBe(
      '/api/activities/bookings/5/?source=bookings',
    );
  });
});

describe('callApi', () => {
  it('sends the request at once, before the schema has loaded, then parses with it', async () => {
    const fetchMock = respond(200, { data: { html: '<p>Hi</p>' }, checksum });
    const answer = callApi(sitePaths.footer, { query: { venue: 'leeds' } });
    // The request is under way in the same tick: no module load delays it.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/activities/footer?venue=leeds');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
    await expect(answer).resolves.toEqual({ html: '<p>Hi</p>' });
  });

  it("rejects an answer that breaks the route's schema", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    respond(200, { data: { html: 3 }, checksum });
    await expect(callApi(sitePaths.footer)).rejects.toMatchObject({ status: 200 });
  });
});

describe('sendApi', () => {
  it("sends the route's method with the body, the CSRF header and the given headers", async () => {
    const fetchMock = respond(422, { message: 'Nope', code: 'validation_failed', errors: {} });
    const sent = sendApi(cartPaths.update, {
      params: { cartItemId: 9 },
      body: { options: { quantity: 2 } },
      headers: { 'Idempotency-Key': 'k1' },
    });
    await expect(sent).rejects.toMatchObject({ status: 422, message: 'Nope' });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/activities/cart/9');
    expect(init).toMatchObject({ method: 'PUT', body: '{"options":{"quantity":2}}' });
    expect(init?.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest', 'Idempotency-Key': 'k1' });
  });

  it('sendApiUnread reads no answer', async () => {
    const fetchMock = respond(200, 'anything');
    await expect(sendApiUnread(cartPaths.empty, { query: { selected_user_id: 4 } })).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/activities/cart?selected_user_id=4');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
  });
});
