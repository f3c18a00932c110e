import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { outbox, users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.test-kit.ts';
import { passwordHashing } from './hash-gate.ts';
import { type Attempt, accountKeyOf, countAttempt, throttlePolicy } from './rate-limit.ts';

// Issue 19, items 3 and 4: the throttles hold under concurrency, a stranger cannot lock the owner
// out, and every call that hashes a password is throttled and bounded.
const t = useTestApp();
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const CUSTOMER = { username: 'customer@demo.test', password: 'Demo-Customer-2026!' };
const MEMBER = { username: 'member@demo.test', password: 'Demo-Member-2026!' };

const logIn = (body: object, from: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/customer/login',
    payload: body,
    headers: XHR,
    remoteAddress: from,
  });

const statuses = (responses: LightMyRequestResponse[]) =>
  responses.reduce<Record<number, number>>((counts, { statusCode }) => {
    counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  }, {});

const db = () => t.database.handle.db;
const demoClientId = async () => {
  const [user] = await db()
    .select({ clientId: users.clientId })
    .from(users)
    .where(eq(users.email, CUSTOMER.username));
  if (!user) throw new Error('no demo customer');
  return user.clientId;
};

/** Counts `count` failed logins of an account from an address, as earlier attempts would have. */
async function useUpAccount(email: string, ip: string, count: number) {
  const [user] = await db().select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no ${email}`);
  const attempt = {
    clientId: user.clientId,
    action: 'login' as const,
    ip,
    account: accountKeyOf(email, user),
  };
  for (let i = 0; i < count; i++) await countAttempt(db(), attempt);
}

/** Uses up an address's allowance of one action, as earlier attempts would have. */
async function useUp(action: Attempt['action'], ip: string, limit: number) {
  const clientId = await demoClientId();
  for (let i = 0; i < limit; i++)
    await countAttempt(db(), { clientId, action, ip, account: `name:filler-${i}` });
}

const expectRateLimited = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ code: 'rate_limited' });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
};

describe('login throttling', () => {
  it('answers exactly the limit of 40 concurrent wrong passwords with 401, the rest with 429', async () => {
    const wrong = { username: MEMBER.username, password: 'Wrong-Password-1' };
    const answers = await Promise.all(Array.from({ length: 40 }, () => logIn(wrong, '203.0.113.1')));
    expect(statuses(answers)).toEqual({ 401: 10, 429: 30 });
    for (const answer of answers.filter((each) => each.statusCode === 429)) expectRateLimited(answer);
  });

  it("does not let a stranger's failures lock the owner out from another address", async () => {
    const wrong = { username: CUSTOMER.username, password: 'Wrong-Password-2' };
    const stranger = await Promise.all(Array.from({ length: 12 }, () => logIn(wrong, '203.0.113.2')));
    expect(statuses(stranger)).toEqual({ 401: 10, 429: 2 });
    expect((await logIn(CUSTOMER, '198.51.100.2')).statusCode).toBe(200);
  });

  it('counts an account once under its email and its customer reference', async () => {
    const from = '203.0.113.3';
    await useUpAccount(CUSTOMER.username, from, 9);
    expect((await logIn({ username: 'dl000001', password: 'Wrong-3' }, from)).statusCode).toBe(401);
    expectRateLimited(await logIn({ username: 'Customer@Demo.test', password: 'Wrong-3' }, from));
  });

  it("clears the account's count from an address when the owner logs in there", async () => {
    const from = '203.0.113.4';
    await useUpAccount(MEMBER.username, from, 9);
    expect((await logIn(MEMBER, from)).statusCode).toBe(200);
    await useUpAccount(MEMBER.username, from, 9);
    expect((await logIn({ ...MEMBER, password: 'Wrong-4' }, from)).statusCode).toBe(401);
    expectRateLimited(await logIn({ ...MEMBER, password: 'Wrong-4' }, from));
  });

  it('limits the failures of one address over every account, and that address only', async () => {
    await useUp('login', '203.0.113.5', throttlePolicy.login.rules[1]?.limit ?? 0);
    expectRateLimited(await logIn(CUSTOMER, '203.0.113.5'));
    expect((await logIn(CUSTOMER, '203.0.113.6')).statusCode).toBe(200);
  });
});

describe('every call that hashes a password is throttled', () => {
  const forgotten = (from: string) =>
    t.request({
      method: 'POST',
      url: '/api/auth/customer/forgotten-password',
      payload: { email_or_reference: 'customer@demo.test' },
      headers: XHR,
      remoteAddress: from,
    });
  const reset = (token: string, from: string, password = 'Brand-New-Password-7') =>
    t.request({
      method: 'POST',
      url: '/api/auth/customer/reset-password',
      payload: { token, password },
      headers: XHR,
      remoteAddress: from,
    });
  const register = (email: string, from: string) =>
    t.request({
      method: 'POST',
      url: '/api/auth/customer/register',
      payload: {
        client_id: 'demo',
        source: 'bookings',
        first_name: 'Flo',
        last_name: 'Od',
        email,
        password: 'Flood-Password-2026',
        terms: true,
      },
      headers: XHR,
      remoteAddress: from,
    });

  it('registration, forgotten and reset password, per address', async () => {
    await useUp('register', '203.0.113.10', throttlePolicy.register.rules[0]?.limit ?? 0);
    expectRateLimited(await register('flood@example.test', '203.0.113.10'));
    expect((await register('calm@example.test', '203.0.113.11')).statusCode).toBe(201);

    await useUp('forgotten_password', '203.0.113.12', throttlePolicy.forgotten_password.rules[1]?.limit ?? 0);
    expectRateLimited(await forgotten('203.0.113.12'));

    await useUp('reset_password', '203.0.113.13', throttlePolicy.reset_password.rules[0]?.limit ?? 0);
    expectRateLimited(await reset('x'.repeat(43), '203.0.113.13'));
  });

  it("a desk's customer creation, per address", async () => {
    const login = await logIn(MEMBER, '198.51.100.20');
    const cookie = login.cookies.map((each) => `${each.name}=${each.value}`).join('; ');
    await db().update(users).set({ role: 'staff' }).where(eq(users.email, MEMBER.username));
    const create = (email: string, from: string) =>
      t.request({
        method: 'POST',
        url: '/api/front-of-house/customers',
        payload: { first_name: 'Desk', last_name: 'Made', email },
        headers: { ...XHR, cookie },
        remoteAddress: from,
      });
    expect((await create('desk-1@example.test', '198.51.100.20')).statusCode).toBe(201);
    await useUp('create_customer', '198.51.100.20', throttlePolicy.create_customer.rules[0]?.limit ?? 0);
    expectRateLimited(await create('desk-2@example.test', '198.51.100.20'));
    await db().update(users).set({ role: 'customer' }).where(eq(users.email, MEMBER.username));
  });

  it('mails at most 3 reset links per account in the window, with the same answer beyond', async () => {
    const before = await db().select().from(outbox).where(eq(outbox.to, 'customer@demo.test'));
    const answers = [];
    for (const from of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'])
      answers.push(await forgotten(from));
    expect(new Set(answers.map((each) => `${each.statusCode} ${each.body}`)).size).toBe(1);
    const after = await db().select().from(outbox).where(eq(outbox.to, 'customer@demo.test'));
    expect(after.length - before.length).toBe(3);
  });
});

describe('the hashing of one address cannot starve the others', () => {
  /** Fills an address's share of the process's hashing gate until released. */
  function holdShare(address: string) {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const runs = Array.from({ length: 10 }, () => passwordHashing.run(address, () => held));
    return async () => {
      release();
      await Promise.all(runs);
    };
  }

  it('refuses hashing beyond its share to an address with 429 at once', async () => {
    const release = holdShare('203.0.113.30');
    try {
      expectRateLimited(await logIn(CUSTOMER, '203.0.113.30'));
    } finally {
      await release();
    }
    expect((await logIn(CUSTOMER, '203.0.113.30')).statusCode).toBe(200);
  });

  it('checks a reset token before anything else: a bogus one is refused without a hash', async () => {
    const hashesBefore = passwordHashing.asked;
    const bogus = await t.request({
      method: 'POST',
      url: '/api/auth/customer/reset-password',
      // A common password too: the token is what is checked first.
      payload: { token: 'A'.repeat(43), password: 'Password123' },
      headers: XHR,
      remoteAddress: '203.0.113.32',
    });
    expect(bogus.statusCode).toBe(422);
    expect(bogus.json().errors).toEqual({ token: ['This reset link has expired or was already used.'] });
    expect(passwordHashing.asked).toBe(hashesBefore);
  });
});
