import { invalidPhoneMessage } from '@leisure/contracts';
import { like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { dataOf, useTestApp } from '../../test/test-app.test-kit.ts';

const t = useTestApp();
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const CUSTOMER = { username: 'customer@demo.test', password: 'Demo-Customer-2026!' };

const cookieHeader = (response: LightMyRequestResponse) =>
  response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

const logIn = (body: object, client = 'demo') =>
  t.request({ method: 'POST', url: '/api/auth/customer/login', payload: body, headers: XHR, client });

function registration(overrides: Record<string, unknown> = {}) {
  return {
    client_id: 'demo',
    source: 'bookings',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.test',
    password: 'Analytical-Engine-1843',
    terms: true,
    ...overrides,
  };
}

describe('logging in and out', () => {
  it('logs in by email, sets both cookies on the parent domain, and knows the user', async () => {
    const response = await logIn(CUSTOMER);
    expect(response.statusCode).toBe(200);
    const { token, user } = dataOf<{ token: string; user: { email: string; role: string } }>(response);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toMatchObject({ email: 'customer@demo.test', role: 'customer', currencySymbol: '£' });
    const byName = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    expect(byName.auth_token_demo).toMatchObject({
      value: token,
      domain: 'demo.localhost',
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(byName.auth_token_demo?.secure).toBeUndefined();
    expect(byName.auth_state_demo).toMatchObject({ value: '1', domain: 'demo.localhost' });
    expect(byName.auth_state_demo?.httpOnly).toBeUndefined();

    const me = await t.request({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: cookieHeader(response) },
    });
    expect(me.statusCode).toBe(200);
    // The demo customer's £12.50 general and £5.00 membership credit; no membership.
    expect(dataOf(me)).toMatchObject({
      reference: 'DL000001',
      membershipUser: null,
      credit: { balance: 1750, formatted: '£17.50' },
    });
  });

  it('logs in by customer reference, with a new token each time', async () => {
    const first = dataOf<{ token: string }>(
      await logIn({ username: 'dl000001', password: CUSTOMER.password }),
    );
    const second = dataOf<{ token: string }>(await logIn(CUSTOMER));
    expect(first.token).not.toBe(second.token);
  });

  it("answers a wrong password with 401 'Invalid credentials'", async () => {
    const response = await logIn({ ...CUSTOMER, password: 'Not-The-Password-1' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Invalid credentials',
      code: 'invalid_credentials',
      errors: {},
    });
  });

  it('revokes the session at logout: the old cookie then gets 401 and is cleared', async () => {
    const cookie = cookieHeader(await logIn(CUSTOMER));
    const out = await t.request({ method: 'POST', url: '/api/auth/logout', headers: { cookie, ...XHR } });
    expect(out.statusCode).toBe(200);
    expect(dataOf(out)).toEqual({ loggedOut: true });
    const after = await t.request({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'unauthenticated' });
    const cleared = after.cookies.filter((c) => c.value === '' && c.maxAge === 0).map((c) => c.name);
    expect(cleared.sort()).toEqual(['auth_state_demo', 'auth_token_demo']);
  });

  it('answers 401 unauthenticated without a session', async () => {
    const response = await t.request({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthenticated');
  });

  it('refuses a demo token on the riverside host', async () => {
    const login = await logIn(CUSTOMER);
    const { token } = dataOf<{ token: string }>(login);
    const response = await t.request({
      method: 'GET',
      url: '/api/auth/user',
      client: 'riverside',
      headers: { cookie: `auth_token_riverside=${token}` },
    });
    expect(response.statusCode).toBe(401);
    const exchange = await t.request({
      method: 'POST',
      url: '/api/auth/session',
      client: 'riverside',
      payload: { token },
      headers: XHR,
    });
    expect(exchange.statusCode).toBe(401);
  });

  it('exchanges a link code for the cookies', async () => {
    const login = dataOf<{ token: string }>(await logIn(CUSTOMER));
    const minted = await t.request({
      method: 'POST',
      url: '/api/auth/link-code',
      headers: { cookie: `auth_token_demo=${login.token}`, ...XHR },
    });
    const { code: token } = dataOf<{ code: string }>(minted);
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/session',
      payload: { token },
      headers: XHR,
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.map((cookie) => cookie.name).sort()).toEqual([
      'auth_state_demo',
      'auth_token_demo',
    ]);
  });
});

describe('cross-site defence', () => {
  it('refuses a cookie-authenticated POST from another origin or without X-Requested-With', async () => {
    const cookie = cookieHeader(await logIn(CUSTOMER));
    const foreign = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, ...XHR, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({
      message: 'Cross-site request refused.',
      code: 'csrf_rejected',
      errors: {},
    });
    const otherClient = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, ...XHR, origin: 'http://bookings.riverside.localhost:8080' },
    });
    expect(otherClient.statusCode).toBe(403);
    const noHeader = await t.request({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(noHeader.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });

  it("accepts it with X-Requested-With from the client's own app", async () => {
    const cookie = cookieHeader(await logIn(CUSTOMER));
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, ...XHR, origin: 'http://my-account.demo.localhost:8080' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a login posted from a foreign page', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: CUSTOMER,
      headers: { ...XHR, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('registering', () => {
  it('creates a customer, logs it in, and refuses the same email twice at one client', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/customer/register?onboarding_type=standard',
      payload: registration({ role: 'staff' }),
      headers: XHR,
    });
    expect(response.statusCode).toBe(201);
    const { user } = dataOf<{ user: { role: string; reference: string } }>(response);
    expect(user).toMatchObject({ role: 'customer', email: 'ada@example.test', firstName: 'Ada' });
    expect(user.reference).toMatch(/^DL\d{6}$/);
    const me = await t.request({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: cookieHeader(response) },
    });
    expect(dataOf(me)).toMatchObject({ email: 'ada@example.test' });

    const again = await t.request({
      method: 'POST',
      url: '/api/auth/customer/register',
      payload: registration({ email: 'ADA@example.test' }),
      headers: XHR,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'conflict',
      message: 'An account with this email already exists.',
    });

    const elsewhere = await t.request({
      method: 'POST',
      url: '/api/auth/customer/register',
      client: 'riverside',
      payload: registration({ client_id: 'riverside' }),
      headers: XHR,
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('maps validation failures to field messages', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/customer/register',
      payload: registration({ first_name: '', last_name: 'x'.repeat(101), password: 'short', terms: false }),
      headers: XHR,
    });
    expect(response.statusCode).toBe(422);
    const { errors, code } = response.json();
    expect(code).toBe('validation_failed');
    expect(errors.first_name).toEqual(['This field is required']);
    expect(errors.last_name).toEqual(['Must be 100 characters or less']);
    expect(errors.password).toEqual(['Must be at least 8 characters']);
    expect(errors.terms).toHaveLength(1);

    const common = await t.request({
      method: 'POST',
      url: '/api/auth/customer/register',
      payload: registration({ email: 'common@example.test', password: 'Password123' }),
      headers: XHR,
    });
    expect(common.statusCode).toBe(422);
    expect(common.json().errors).toEqual({
      password: ['This password is too common. Choose a less common one.'],
    });

    const wrongClient = await t.request({
      method: 'POST',
      url: '/api/auth/customer/register',
      payload: registration({ email: 'other@example.test', client_id: 'riverside' }),
      headers: XHR,
    });
    expect(wrongClient.statusCode).toBe(422);
    expect(Object.keys(wrongClient.json().errors)).toEqual(['client_id']);
  });

  it('refuses a phone number that is not a UK or international one', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/customer/register',
      payload: registration({ email: 'phone@example.test', phone: 'abc' }),
      headers: XHR,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ phone: [invalidPhoneMessage] });
  });
});

describe('forgotten and reset password', () => {
  it('answers the same whether or not the account exists, and resets with the mailed token once', async () => {
    const ask = (who: string) =>
      t.request({
        method: 'POST',
        url: '/api/auth/customer/forgotten-password',
        payload: { email_or_reference: who },
        headers: XHR,
      });
    const startedUnknown = performance.now();
    const unknown = await ask('nobody@demo.test');
    const unknownMs = performance.now() - startedUnknown;
    const startedKnown = performance.now();
    const known = await ask('customer@demo.test');
    const knownMs = performance.now() - startedKnown;
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    // Both spend one password hash; neither is several times the other.
    expect(Math.max(unknownMs, knownMs) / Math.min(unknownMs, knownMs)).toBeLessThan(3);

    // The demo data's own mails (its members' payment history) are in the outbox too.
    const mails = await t.database.handle.db.select().from(outbox).where(like(outbox.subject, '%password%'));
    expect(mails).toHaveLength(1);
    const text = mails[0]?.text ?? '';
    const link = text.match(/http\S+reset_token=\S+/)?.[0] ?? '';
    expect(link.startsWith('http://bookings.demo.localhost:8080/?reset_token=')).toBe(true);
    const token = new URL(link).searchParams.get('reset_token');

    const page = await t.request({ method: 'GET', url: '/dev/mail' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('reset your password');

    const reset = (password: string) =>
      t.request({
        method: 'POST',
        url: '/api/auth/customer/reset-password',
        payload: { token, password },
        headers: XHR,
      });
    expect((await reset('Fresh-Start-Password-9')).statusCode).toBe(200);
    expect((await logIn({ ...CUSTOMER, password: 'Fresh-Start-Password-9' })).statusCode).toBe(200);
    expect((await logIn(CUSTOMER)).statusCode).toBe(401);
    const reused = await reset('Another-Password-10');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({ token: ['This reset link has expired or was already used.'] });
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once an account used up its failed logins', async () => {
    const attempt = () => logIn({ username: 'target@demo.test', password: 'Wrong-Password-1' });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
  });
});
