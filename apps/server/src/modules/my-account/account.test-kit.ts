import type { Cart, CompleteOrderResponse } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import {
  bookings,
  creditLedger,
  customerDocuments,
  customerMemberships,
  customerPackages,
  customerPenalties,
  membershipPlans,
  packages,
} from '../../db/schema/index.ts';
import { type BookingKit, classItem, type TestCustomer } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';

/**
 * Test-only set-up of the account API tests (never imported by product code): memberships,
 * packages and credit written as the back office would, and orders placed through checkout.
 */
const DAY = 24 * 60 * 60_000;

export const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

async function idOf(kit: BookingKit, table: typeof membershipPlans | typeof packages, slug: string) {
  const [row] = await kit
    .db()
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.clientId, kit.clientId), eq(table.slug, slug)));
  if (!row) throw new Error(`no ${slug}`);
  return row.id;
}

/** Makes `who` a member of a plan (Gym & Swim: 2 guest passes and 2 free classes a month). */
export async function joinPlan(
  kit: BookingKit,
  who: TestCustomer,
  options: { plan?: string; startsOn?: string; endsOn?: string | null; status?: 'active' | 'cancelled' } = {},
) {
  const [row] = await kit
    .db()
    .insert(customerMemberships)
    .values({
      clientId: kit.clientId,
      userId: who.id,
      planId: await idOf(kit, membershipPlans, options.plan ?? 'gym-and-swim'),
      reference: `MEM-${who.id}-${Math.random().toString(36).slice(2, 8)}`,
      startsOn: options.startsOn ?? dayFromNow(-30),
      endsOn: options.endsOn ?? null,
      status: options.status ?? 'active',
    })
    .returning({ id: customerMemberships.id });
  if (!row) throw new Error('no membership');
  return row.id;
}

/** Gives `who` a 5 Class Pass with `sessions` sessions, expiring in `days` days. */
export async function givePackage(kit: BookingKit, who: TestCustomer, sessions: number, days = 60) {
  const [row] = await kit
    .db()
    .insert(customerPackages)
    .values({
      clientId: kit.clientId,
      userId: who.id,
      packageId: await idOf(kit, packages, 'five-class-pass'),
      sessionsTotal: sessions,
      expiresAt: new Date(Date.now() + days * DAY),
    })
    .returning({ id: customerPackages.id });
  if (!row) throw new Error('no package');
  return row.id;
}

export async function grantCredit(kit: BookingKit, who: TestCustomer, pence: number, reason = 'Test grant') {
  await kit
    .db()
    .insert(creditLedger)
    .values({ clientId: kit.clientId, userId: who.id, kind: 'general', amountPence: pence, reason });
}

/** A class at £12.00 booked and paid with general credit; answers the order and its booking. */
export async function bookClassWithCredit(kit: BookingKit, who: TestCustomer) {
  const lesson = await kit.classWithSpaces(3);
  await kit.updateClass(lesson.id, { pricePence: 1200 });
  const { orderId, booked } = await bookWithCredit(kit, who, [classItem(lesson)]);
  const [booking] = booked;
  if (!booking) throw new Error('no booking');
  return { orderId, booking, lesson };
}

/** Basket items paid with general credit granted for them; answers the order and its bookings. */
export async function bookWithCredit(kit: BookingKit, who: TestCustomer, items: unknown[]) {
  const added = await kit.added(who, items);
  if (added.totals.total === 0) return completeOrder(kit, who, added);
  await grantCredit(kit, who, added.totals.total);
  const applied = await kit.post(who, '/api/credits/apply', {
    creditsToReserve: [{ amount: added.totals.total, type: 'general' }],
    cartSource: 'bookings',
  });
  if (applied.statusCode !== 200) throw new Error(applied.body);
  return completeOrder(kit, who, dataOf<Cart>(applied));
}

/** A class paid by a membership benefit or a package (nothing to pay). */
export async function bookClassFree(kit: BookingKit, who: TestCustomer) {
  const lesson = await kit.classWithSpaces(3, { activitySlug: 'spin' });
  const cart = await kit.added(who, [classItem(lesson)]);
  if (cart.totals.balance !== 0) throw new Error('the class is not free');
  const { orderId, booked } = await completeOrder(kit, who, cart);
  const [booking] = booked;
  if (!booking) throw new Error('no booking');
  return { orderId, booking, lesson };
}

async function completeOrder(kit: BookingKit, who: TestCustomer, cart: Cart) {
  await kit.answerRequiredQuestions(who);
  const completed = await kit.post(who, '/api/checkout/complete', {
    payments: cart.payments.map((payment) => ({ tenderType: payment.tenderType, amount: payment.amount })),
    source: 'bookings',
    terms: true,
  });
  if (completed.statusCode !== 200) throw new Error(completed.body);
  const orderId = Number(dataOf<CompleteOrderResponse>(completed).completeOrderId);
  const booked = await kit
    .db()
    .select()
    .from(bookings)
    .where(and(eq(bookings.clientId, kit.clientId), eq(bookings.orderId, orderId)))
    .orderBy(bookings.id);
  return { orderId, booked };
}

/** Changes a booking as staff or time would: moves it, or cancels it. */
export async function changeBooking(
  kit: BookingKit,
  bookingId: number,
  values: Partial<typeof bookings.$inferInsert>,
) {
  await kit
    .db()
    .update(bookings)
    .set(values)
    .where(and(eq(bookings.clientId, kit.clientId), eq(bookings.id, bookingId)));
}

/** The first bytes of a real (if tiny) PDF: what the upload checks a PDF by. */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A document `who` uploaded earlier, written as the upload would (Proof of student status by default). */
export async function addDocument(
  kit: BookingKit,
  who: TestCustomer,
  options: { kind?: string; expiresOn?: string | null; status?: 'submitted' | 'approved' | 'rejected' } = {},
) {
  const [row] = await kit
    .db()
    .insert(customerDocuments)
    .values({
      clientId: kit.clientId,
      userId: who.id,
      kind: options.kind ?? 'Proof of student status',
      fileName: 'student-card.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF_BYTES.length,
      content: PDF_BYTES,
      expiresOn: options.expiresOn ?? null,
      status: options.status ?? 'submitted',
    })
    .returning({ id: customerDocuments.id });
  if (!row) throw new Error('no document');
  return row.id;
}

/** A penalty `who` owes (a £5.00 no-show by default), or has paid when `settled`. */
export async function givePenalty(
  kit: BookingKit,
  who: TestCustomer,
  options: { pence?: number; settled?: boolean; createdAt?: Date; reason?: 'no_show' | 'damage' } = {},
) {
  const [row] = await kit
    .db()
    .insert(customerPenalties)
    .values({
      clientId: kit.clientId,
      userId: who.id,
      reason: options.reason ?? 'no_show',
      description: 'No-show: Spin',
      amountPence: options.pence ?? 500,
      settledAt: options.settled ? new Date() : null,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning({ id: customerPenalties.id });
  if (!row) throw new Error('no penalty');
  return row.id;
}
