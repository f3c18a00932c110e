import type { CartItem, WaitlistEntry } from '@leisure/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { classItem, errorOf, type TestCustomer, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import {
  bookWithCredit,
  cancelBooking,
  completeWithCredit,
  spinClassStartingIn,
} from '../bookings/booking-orders.test-kit.ts';
import { offerWindowMinutes } from './offer-window.ts';
import { workerSender } from './offer-worker.ts';
import { passOnExpiredOffers } from './pass-on.ts';
import { entryRow, expireOffer, joined, leaveWaitlist, lineRow } from './waitlist-calls.test-kit.ts';

const kit = useBookingKit();
const MINUTE = 60_000;

const mailsTo = (who: TestCustomer) =>
  kit
    .db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.clientId, kit.clientId), eq(outbox.to, who.email)))
    .orderBy(desc(outbox.id));

const passOn = () => passOnExpiredOffers(kit.db(), new Date(), workerSender(kit.testApp.app));

/** A full spin class 3 days away: `holder` booked its one place, and `waiting` joined its line in order. */
async function fullClassWithLine(waitingCount: number) {
  const holder = await kit.customer();
  const lesson = await spinClassStartingIn(kit, 72);
  const { booking } = await bookWithCredit(kit, holder, [classItem(lesson)]);
  const waiting = await kit.customers(waitingCount);
  const entries: WaitlistEntry[] = [];
  for (const who of waiting) entries.push(await joined(kit, who, lesson.listingId));
  return { holder, lesson, booking, waiting, entries };
}

const heldLine = async (who: TestCustomer, listingId: number | string) =>
  (await kit.cartOf(who)).items.find((item) => item.listingId === listingId && !item.isExpired) as
    | CartItem
    | undefined;

describe('a freed place goes to the first in line', () => {
  it('holds it in their basket, mails them, and keeps it from everyone else until they pay', async () => {
    const { holder, lesson, booking, waiting, entries } = await fullClassWithLine(2);
    const [first, second] = waiting as [TestCustomer, TestCustomer];
    const before = new Date();
    const cancelled = await cancelBooking(kit, holder, booking.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const line = await heldLine(first, lesson.listingId);
    expect(line).toBeDefined();
    const offer = await entryRow(kit, entries[0]?.id ?? 0);
    expect(offer).toMatchObject({ status: 'offered', cartItemId: line?.id });
    const minutes = offerWindowMinutes(lesson.startsAt, before);
    expect(minutes).toBe(120);
    const expiresAt = offer.offerExpiresAt?.getTime() ?? 0;
    expect(Math.abs(expiresAt - (before.getTime() + minutes * MINUTE))).toBeLessThan(MINUTE);
    expect(new Date(line?.holdExpiresAt ?? 0).getTime()).toBe(expiresAt);
    expect((await entryRow(kit, entries[1]?.id ?? 0)).status).toBe('waiting');

    const [mail] = await mailsTo(first);
    expect(mail?.subject).toBe(`${kit.client.name}: a place has come up in ${booking.name}`);
    expect(mail?.text).toContain('http://bookings.demo.localhost:8080/basket');
    expect(mail?.html).toContain('href="http://bookings.demo.localhost:8080/basket"');
    expect(await mailsTo(second)).toHaveLength(0);

    // The held place counts against capacity: nobody else can take it.
    for (const who of [second, await kit.customer()]) {
      const refused = await kit.add(who, [classItem(lesson)]);
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused).code).toBe('place_unavailable');
    }
    expect(await kit.classSpaces(lesson.listingId)).toBe(0);

    // The first in line pays: their entry is accepted and the second still waits.
    const { bookings } = await completeWithCredit(kit, first);
    expect(bookings.map((row) => row.classOccurrenceId)).toEqual([lesson.id]);
    expect((await entryRow(kit, entries[0]?.id ?? 0)).status).toBe('accepted');
    expect((await entryRow(kit, entries[1]?.id ?? 0)).status).toBe('waiting');
  });

  it('takes whoever accepts an offer off the lines of classes at the same time', async () => {
    const { holder, lesson, booking, waiting, entries } = await fullClassWithLine(1);
    const [who] = waiting as [TestCustomer];
    const clash = await spinClassStartingIn(kit, 72, 0);
    await kit.updateClass(clash.id, { startsAt: lesson.startsAt, endsAt: lesson.endsAt });
    const clashEntry = await joined(kit, who, clash.listingId);
    await cancelBooking(kit, holder, booking.id);
    await completeWithCredit(kit, who);
    expect((await entryRow(kit, entries[0]?.id ?? 0)).status).toBe('accepted');
    expect((await entryRow(kit, clashEntry.id)).status).toBe('left');
  });

  it('passes an expired offer on to the next in line, once', async () => {
    const { holder, lesson, booking, waiting, entries } = await fullClassWithLine(3);
    const [first, second] = waiting as [TestCustomer, TestCustomer, TestCustomer];
    await cancelBooking(kit, holder, booking.id);
    const offered = await entryRow(kit, entries[0]?.id ?? 0);
    await expireOffer(kit, offered.id);

    // Two passes at once (two server processes): one offer of the one place.
    const mails = (await Promise.all([passOn(), passOn()])).flat();
    expect(mails.map((mail) => mail.to)).toEqual([second.email]);
    expect((await entryRow(kit, offered.id)).status).toBe('expired');
    expect((await lineRow(kit, offered.cartItemId ?? 0)).status).toBe('released');
    expect(await heldLine(first, lesson.listingId)).toBeUndefined();
    expect((await entryRow(kit, entries[1]?.id ?? 0)).status).toBe('offered');
    expect(await heldLine(second, lesson.listingId)).toBeDefined();
    expect((await entryRow(kit, entries[2]?.id ?? 0)).status).toBe('waiting');
    expect(await passOn()).toEqual([]);
  });

  it('offers the place on when the offered customer leaves the line or takes it out of the basket', async () => {
    const { holder, lesson, booking, waiting, entries } = await fullClassWithLine(3);
    const [first, second, third] = waiting as [TestCustomer, TestCustomer, TestCustomer];
    await cancelBooking(kit, holder, booking.id);
    const left = await leaveWaitlist(kit, first, entries[0]?.id ?? 0);
    expect(dataOf<WaitlistEntry>(left).message).toBe(
      'You have left the waiting list, and the place held in your basket has been released.',
    );
    expect(await heldLine(first, lesson.listingId)).toBeUndefined();
    const secondLine = await heldLine(second, lesson.listingId);
    expect(secondLine).toBeDefined();

    // Taking the line out of the basket declines the offer; the next pass offers it on.
    await kit.remove(second, [secondLine?.id ?? 0]);
    await passOn();
    expect((await entryRow(kit, entries[1]?.id ?? 0)).status).toBe('left');
    expect((await entryRow(kit, entries[2]?.id ?? 0)).status).toBe('offered');
    expect(await heldLine(third, lesson.listingId)).toBeDefined();
  });
});

describe('places are never offered twice', () => {
  it('gives each freed place to one person in line order when cancels and passes race', async () => {
    const places = 3;
    const lesson = await spinClassStartingIn(kit, 72, places);
    const holders = await kit.customers(places);
    const booked = [];
    for (const holder of holders)
      booked.push((await bookWithCredit(kit, holder, [classItem(lesson)])).booking);
    const waiting = await kit.customers(5);
    const entries: WaitlistEntry[] = [];
    for (const who of waiting) entries.push(await joined(kit, who, lesson.listingId));

    const latecomer = await kit.customer();
    const [cancels, latecomerAdd] = await Promise.all([
      Promise.all(
        booked.map((booking, index) => cancelBooking(kit, holders[index] as TestCustomer, booking.id)),
      ),
      kit.add(latecomer, [classItem(lesson)]),
      passOn(),
      passOn(),
    ]);
    expect(cancels.map((response) => response.statusCode)).toEqual(booked.map(() => 200));
    // Each place is offered in the transaction that frees it: none is ever free to take.
    expect(latecomerAdd.statusCode).toBe(409);
    const statuses = [];
    for (const entry of entries) statuses.push((await entryRow(kit, entry.id)).status);
    expect(statuses).toEqual(['offered', 'offered', 'offered', 'waiting', 'waiting']);
    const lines = new Set<number>();
    for (const [index, who] of waiting.slice(0, places).entries()) {
      const line = await heldLine(who, lesson.listingId);
      expect(line?.id).toBe((await entryRow(kit, entries[index]?.id ?? 0)).cartItemId);
      if (line) lines.add(line.id);
    }
    expect(lines.size).toBe(places);
    expect(await kit.classSpaces(lesson.listingId)).toBe(0);
  });
});
