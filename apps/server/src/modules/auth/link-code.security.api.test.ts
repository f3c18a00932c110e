import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients, linkCodes } from '../../db/schema/index.ts';
import { cookieHeader, shoppersOf, type TestCustomer } from '../../test/shoppers.test-kit.ts';
import { dataOf, useTestApp } from '../../test/test-app.test-kit.ts';
import { LINK_CODE_MAX_PREVIEWS, LINK_CODE_MS } from './link-code.service.ts';
import { hashToken } from './tokens.ts';

/** `?token=` links (decision 28): single-use, two-minute link codes, never a session token. */
const t = useTestApp({ env: { AUTH_BEARER: 'true' } });
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const linkCodeRefused = {
  message: 'This login link has expired or was already used.',
  code: 'unauthenticated',
  errors: {},
};
const previewRefused = { ...linkCodeRefused, code: 'not_found' };

type Shoppers = ReturnType<typeof shoppersOf>;
let demo: Shoppers;
let riverside: Shoppers;

beforeAll(async () => {
  const rows = await t.database.handle.db.select().from(clients);
  const bySlug = (slug: string) => {
    const row = rows.find((client) => client.slug === slug);
    if (!row) throw new Error(`no client ${slug}`);
    return shoppersOf(t, row);
  };
  demo = bySlug('demo');
  riverside = bySlug('riverside');
});

const bearer = (who: TestCustomer) => ({ authorization: `Bearer ${[...who.cookies.values()][0]}` });

async function mint(who: TestCustomer, client = 'demo'): Promise<string> {
  const response = await t.request({
    method: 'POST',
    url: '/api/auth/link-code',
    client,
    headers: bearer(who),
  });
  expect(response.statusCode).toBe(201);
  return dataOf<{ code: string }>(response).code;
}

const exchange = (token: string, options: { client?: string; cookie?: string } = {}) =>
  t.request({
    method: 'POST',
    url: '/api/auth/session',
    client: options.client ?? 'demo',
    payload: { token },
    headers: { ...XHR, ...(options.cookie && { cookie: options.cookie }) },
  });

const preview = (token: string, options: { client?: string; cookie?: string } = {}) =>
  t.request({
    method: 'POST',
    url: '/api/auth/session/preview',
    client: options.client ?? 'demo',
    payload: { token },
    headers: { ...XHR, ...(options.cookie && { cookie: options.cookie }) },
  });

const cookiesOf = (response: LightMyRequestResponse) =>
  response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

async function whoIs(cookie: string): Promise<number | undefined> {
  const me = await t.request({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  return me.statusCode === 200 ? dataOf<{ id: number }>(me).id : undefined;
}

describe('a link code', () => {
  it('logs its customer in once, with a new session, and is refused after that', async () => {
    const sam = await demo.customer();
    const code = await mint(sam);
    const first = await exchange(code);
    expect(first.statusCode).toBe(200);
    expect(dataOf<{ user: { id: number } }>(first).user.id).toBe(sam.id);
    const session = first.cookies.find((cookie) => cookie.name === 'auth_token_demo')?.value;
    expect(session).toBeDefined();
    expect(session).not.toBe(code);
    expect(await whoIs(cookiesOf(first))).toBe(sam.id);

    const second = await exchange(code);
    expect(second.statusCode).toBe(401);
    expect(second.json()).toEqual(linkCodeRefused);
  });

  it('lasts two minutes', async () => {
    const sam = await demo.customer();
    const before = Date.now();
    const response = await t.request({ method: 'POST', url: '/api/auth/link-code', headers: bearer(sam) });
    const { code, expiresAt } = dataOf<{ code: string; expiresAt: string }>(response);
    const lifetime = Date.parse(expiresAt) - before;
    expect(lifetime).toBeGreaterThanOrEqual(LINK_CODE_MS - 1000);
    expect(lifetime).toBeLessThanOrEqual(LINK_CODE_MS + 1000);
    await t.database.handle.db
      .update(linkCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(linkCodes.codeHash, hashToken(code)));
    expect((await exchange(code)).json()).toEqual(linkCodeRefused);
    expect((await preview(code)).json()).toEqual(previewRefused);
  });

  it('is stored only as its hash', async () => {
    const sam = await demo.customer();
    const code = await mint(sam);
    const rows = await t.database.handle.db.select().from(linkCodes).where(eq(linkCodes.userId, sam.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toBe(hashToken(code));
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('of another client is refused there as an unknown one, and still works at its own', async () => {
    const sam = await demo.customer();
    const code = await mint(sam);
    const atRiverside = await exchange(code, { client: 'riverside' });
    expect(atRiverside.statusCode).toBe(401);
    expect(atRiverside.json()).toEqual(linkCodeRefused);
    expect((await preview(code, { client: 'riverside' })).json()).toEqual(previewRefused);
    expect((await exchange(code)).statusCode).toBe(200);
  });

  it('is used by exactly one of several exchanges at once', async () => {
    const sam = await demo.customer();
    const code = await mint(sam);
    const answers = await Promise.all(Array.from({ length: 6 }, () => exchange(code)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401, 401, 401, 401]);
    const rows = await t.database.handle.db.select().from(linkCodes).where(eq(linkCodes.userId, sam.id));
    expect(rows[0]?.usedAt).not.toBeNull();
  });

  it('is made only for a logged-in customer', async () => {
    const anonymous = await t.request({ method: 'POST', url: '/api/auth/link-code', headers: XHR });
    expect(anonymous.statusCode).toBe(401);
    const staff = await demo.staff();
    const byStaff = await t.request({ method: 'POST', url: '/api/auth/link-code', headers: bearer(staff) });
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().code).toBe('forbidden');
  });

  it('is made with the cookie only from the apps (the cross-site defence)', async () => {
    const sam = await demo.customer();
    const foreign = await t.request({
      method: 'POST',
      url: '/api/auth/link-code',
      headers: { cookie: cookieHeader(sam), ...XHR, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const own = await demo.post(sam, '/api/auth/link-code', {});
    expect(own.statusCode).toBe(201);
  });
});

describe('a session token in a link', () => {
  it('is refused: links carry link codes only', async () => {
    const sam = await demo.customer();
    const sessionToken = [...sam.cookies.values()][0] ?? '';
    const response = await exchange(sessionToken);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(linkCodeRefused);
    expect((await preview(sessionToken)).json()).toEqual(previewRefused);
  });
});

describe('someone already logged in', () => {
  it("is never switched to another customer's code: 409, still themselves, the code unused", async () => {
    const [alex, sam] = await demo.twoCustomers();
    const code = await mint(sam);
    const response = await exchange(code, { cookie: cookieHeader(alex) });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('conflict');
    expect(response.cookies).toEqual([]);
    expect(await whoIs(cookieHeader(alex))).toBe(alex.id);
    expect((await exchange(code)).statusCode).toBe(200);
  });

  it('may use a code of their own', async () => {
    const sam = await demo.customer();
    const response = await exchange(await mint(sam), { cookie: cookieHeader(sam) });
    expect(response.statusCode).toBe(200);
    expect(await whoIs(cookiesOf(response))).toBe(sam.id);
  });
});

describe('previewing a link code', () => {
  it('names its customer, masked, says whether that is the asker, and leaves it unused', async () => {
    const [alex, sam] = await demo.twoCustomers();
    const code = await mint(sam);
    const asAlex = await preview(code, { cookie: cookieHeader(alex) });
    expect(asAlex.statusCode).toBe(200);
    const [local = '', domain] = sam.email.split('@');
    expect(dataOf(asAlex)).toEqual({
      firstName: 'Test',
      email: `${local.slice(0, 1)}•••@${domain}`,
      isCurrentUser: false,
    });
    expect(dataOf(await preview(code, { cookie: cookieHeader(sam) }))).toMatchObject({ isCurrentUser: true });
    expect((await exchange(code)).statusCode).toBe(200);
  });

  it('of a bad code answers 404 and leaves the asker logged in (a 401 would clear their cookies)', async () => {
    const alex = await demo.customer();
    const response = await preview('x'.repeat(43), { cookie: cookieHeader(alex) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(previewRefused);
    expect(response.cookies).toEqual([]);
    expect(await whoIs(cookieHeader(alex))).toBe(alex.id);
  });

  it(`answers at most ${LINK_CODE_MAX_PREVIEWS} times per code`, async () => {
    const sam = await demo.customer();
    const code = await mint(sam);
    for (let look = 0; look < LINK_CODE_MAX_PREVIEWS; look++) {
      expect((await preview(code)).statusCode).toBe(200);
    }
    expect((await preview(code)).json()).toEqual(previewRefused);
    expect((await exchange(code)).statusCode).toBe(200);
  });
});

describe('riverside', () => {
  it('makes and exchanges its own codes', async () => {
    const river = await riverside.customer();
    const code = await mint(river, 'riverside');
    const response = await exchange(code, { client: 'riverside' });
    expect(response.statusCode).toBe(200);
    expect(dataOf<{ user: { id: number } }>(response).user.id).toBe(river.id);
  });
});
