import { authCookieNames, embeddedRequestHeader } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import { classItem, useBookingKit } from '../../test/booking-kit.test-kit.ts';

const kit = useBookingKit();
const embedded = { [embeddedRequestHeader]: 'true', origin: 'http://bookings.demo.localhost:8080' };
const names = authCookieNames('demo');
const login = { username: 'customer@demo.test', password: 'Demo-Customer-2026!' };

/** The raw Set-Cookie lines of a response, by cookie name. */
function setCookies(headers: Record<string, unknown>): Map<string, string> {
  const raw = headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw.map(String) : raw === undefined ? [] : [String(raw)];
  return new Map(lines.map((line) => [line.slice(0, line.indexOf('=')), line]));
}

describe('cookies inside another site’s iframe', () => {
  it('are SameSite=None; Secure; Partitioned when the app says it is embedded', async () => {
    const response = await kit.post(kit.visitor(), '/api/auth/customer/login', login, embedded);
    expect(response.statusCode, response.body).toBe(200);
    const cookies = setCookies(response.headers);
    for (const name of [names.token, names.state]) {
      const line = cookies.get(name) ?? '';
      expect(line).toMatch(/; SameSite=None/);
      expect(line).toMatch(/; Secure/);
      expect(line).toMatch(/; Partitioned/);
      expect(line).toMatch(/; Domain=demo\.localhost/);
    }
    expect(cookies.get(names.token)).toMatch(/; HttpOnly/);
  });

  it('stay SameSite=Lax and unpartitioned on the apps’ own pages', async () => {
    const response = await kit.post(kit.visitor(), '/api/auth/customer/login', login);
    const line = setCookies(response.headers).get(names.token) ?? '';
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).not.toMatch(/Partitioned|; Secure/);
  });

  it("scope a visitor's basket cookie, and its clearing at logout, the same way", async () => {
    const guest = kit.visitor();
    const added = await kit.add(guest, [classItem(await kit.classWithSpaces(2))], embedded);
    expect(added.statusCode, added.body).toBe(201);
    const basketCookie = setCookies(added.headers).get(kit.guestCookie);
    expect(basketCookie).toMatch(/; SameSite=None/);
    expect(basketCookie).toMatch(/; Partitioned/);
    const out = await kit.post(guest, '/api/auth/logout', undefined, embedded);
    const cleared = setCookies(out.headers);
    for (const name of [names.token, kit.guestCookie]) {
      expect(cleared.get(name)).toMatch(/Max-Age=0/);
      expect(cleared.get(name)).toMatch(/; Partitioned/);
    }
  });

  it('keep the cross-site defence: a call from the embedding site itself is refused', async () => {
    const response = await kit.post(kit.visitor(), '/api/auth/customer/login', login, {
      ...embedded,
      origin: 'http://embed-demo.localhost:8080',
    });
    expect(response.statusCode).toBe(403);
  });
});
