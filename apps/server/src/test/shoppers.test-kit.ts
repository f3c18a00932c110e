import { authCookieNames } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { sessions, users } from '../db/schema/index.ts';
import { generateToken, hashToken } from '../modules/auth/tokens.ts';
import { guestCartCookieName } from '../modules/cart/guest-cookie.ts';
import type { TestApp } from './test-app.test-kit.ts';

const HOUR = 60 * 60_000;

/** Someone using the bookings app: a customer (`id`) or a visitor (`id` null), with their cookies. */
export interface Shopper {
  id: number | null;
  cookies: Map<string, string>;
}

/** A customer made by the kit: logged in, with the email their mail goes to. */
export interface TestCustomer extends Shopper {
  id: number;
  email: string;
}

export type ExtraHeaders = Record<string, string>;

export interface CallOptions {
  method: InjectOptions['method'];
  url: string;
  payload?: unknown;
  headers?: ExtraHeaders;
}

/** The `Cookie` header of a shopper's jar. */
export const cookieHeader = (who: Shopper) =>
  [...who.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/**
 * Customers, staff and visitors of one client, and calls made as the bookings app makes them
 * (cookies and X-Requested-With). Customers are made directly in the database, each with a live
 * session (no password hashing).
 */
export function shoppersOf(testApp: TestApp, client: { id: number; slug: string }) {
  const db = () => testApp.database.handle.db;
  const guestCookie = guestCartCookieName(client.slug);

  async function customers(count: number): Promise<TestCustomer[]> {
    const tag = Math.random().toString(36).slice(2, 10);
    const rows = await db()
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          clientId: client.id,
          reference: `T${tag}${i}`,
          email: `test-${tag}-${i}@example.com`,
          firstName: 'Test',
          lastName: `Customer ${i}`,
          passwordHash: 'not-a-password-hash',
        })),
      )
      .returning({ id: users.id, email: users.email });
    const tokens = rows.map(() => generateToken());
    await db()
      .insert(sessions)
      .values(
        rows.map((row, i) => ({
          clientId: client.id,
          userId: row.id,
          tokenHash: hashToken(tokens[i] ?? ''),
          expiresAt: new Date(Date.now() + 24 * HOUR),
        })),
      );
    const name = authCookieNames(client.slug).token;
    return rows.map((row, i) => ({
      id: row.id,
      email: row.email ?? '',
      cookies: new Map([[name, tokens[i] ?? '']]),
    }));
  }

  async function customer(): Promise<TestCustomer> {
    const [who] = await customers(1);
    if (!who) throw new Error('no customer made');
    return who;
  }

  /** Two customers, for tests of one against the other. */
  async function twoCustomers(): Promise<[TestCustomer, TestCustomer]> {
    const [one, two] = await customers(2);
    if (!one || !two) throw new Error('no customers made');
    return [one, two];
  }

  /** A logged-in front-of-house user. */
  async function staff(): Promise<TestCustomer> {
    const who = await customer();
    await db()
      .update(users)
      .set({ role: 'staff' })
      .where(and(eq(users.clientId, client.id), eq(users.id, who.id)));
    return who;
  }

  const visitor = (): Shopper => ({ id: null, cookies: new Map() });

  /** A call as the bookings app makes it; the guest cookie the answer sets or clears lands in the jar. */
  async function call(who: Shopper, options: CallOptions) {
    const response = await testApp.request({
      method: options.method,
      url: options.url,
      client: client.slug,
      headers: { cookie: cookieHeader(who), 'x-requested-with': 'XMLHttpRequest', ...options.headers },
      ...(options.payload === undefined ? {} : { payload: options.payload as InjectOptions['payload'] }),
    });
    for (const cookie of response.cookies) {
      if (cookie.name !== guestCookie) continue;
      if (cookie.value === '' || cookie.maxAge === 0) who.cookies.delete(guestCookie);
      else who.cookies.set(guestCookie, cookie.value);
    }
    return response;
  }

  const get = (who: Shopper, url: string, headers?: ExtraHeaders) =>
    call(who, { method: 'GET', url, headers });
  const post = (who: Shopper, url: string, payload: unknown, headers?: ExtraHeaders) =>
    call(who, { method: 'POST', url, payload, headers });

  return { guestCookie, customers, customer, twoCustomers, staff, visitor, call, get, post };
}
