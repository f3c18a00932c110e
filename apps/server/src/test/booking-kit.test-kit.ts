import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { Database } from '../db/client.ts';
import { clients } from '../db/schema/index.ts';
import { bookingCallsOf } from './booking-calls.test-kit.ts';
import { listingRowsOf } from './listing-rows.test-kit.ts';
import { shoppersOf } from './shoppers.test-kit.ts';
import { type TestApp, type TestAppOptions, useTestApp } from './test-app.test-kit.ts';

/**
 * The one test kit of the booking API tests (basket, checkout, front of house, credits,
 * discounts, waivers, questions, listings), never imported by product code: customers, staff and
 * visitors with a cookie jar, calls as the bookings app makes them, and demo rows set up to have
 * exactly the places a test needs.
 */
export async function bookingKit(testApp: TestApp, clientSlug = 'demo') {
  const db = (): Database => testApp.database.handle.db;
  const [client] = await db().select().from(clients).where(eq(clients.slug, clientSlug));
  if (!client) throw new Error(`no client ${clientSlug}`);
  const shoppers = shoppersOf(testApp, client);
  const rows = listingRowsOf(db, client);
  return {
    testApp,
    db,
    client,
    clientId: client.id,
    ...shoppers,
    ...rows,
    ...bookingCallsOf(shoppers, rows, client.timezone),
  };
}

export type BookingKit = Awaited<ReturnType<typeof bookingKit>>;

/**
 * The booking kit of a test file, on its own app and database (`useTestApp`). The object is
 * filled in `beforeAll`, so use it inside tests and hooks only.
 */
export function useBookingKit(options: TestAppOptions = {}): BookingKit {
  const testApp = useTestApp(options);
  const kit = {} as BookingKit;
  beforeAll(async () => {
    Object.assign(kit, await bookingKit(testApp));
  });
  return kit;
}

export * from './booking-items.test-kit.ts';
export { cookieHeader, type Shopper, type TestCustomer } from './shoppers.test-kit.ts';
