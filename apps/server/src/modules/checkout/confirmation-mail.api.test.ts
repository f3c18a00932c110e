import type { Cart, CompleteOrderResponse, Order } from '@leisure/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { courseSessions } from '../../db/schema/index.ts';
import { classItem, courseItem, type TestCustomer, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import {
  bookWithCredit,
  completeWithCredit,
  grantCredit,
  joinGymAndSwim,
} from '../bookings/booking-orders.test-kit.ts';
import { calendarEventsOf, icsUtc, useSmtpCatcher } from '../mail/smtp-catcher.test-kit.ts';
import { CARDS, cardPaymentCallsOf } from './card-payment-calls.test-kit.ts';

const { catcher, env } = useSmtpCatcher();
const kit = useBookingKit({ env });
const { authorise, complete } = cardPaymentCallsOf(kit);

const pence = (amount: string) => Math.round(Number(amount.replace(/[^0-9.]/g, '')) * 100);

/**
 * The sums a confirmation's text states: its lines' amounts (`- name: £8.50`), then `label: £x`
 * lines under them (a leading minus for a discount).
 */
function sumsOf(text: string) {
  const lines = [...text.matchAll(/^- .*: (£[\d,.]+)$/gm)].map((match) => pence(match[1] ?? ''));
  const labelled = [...text.matchAll(/^([A-Z][^:\n]*): (-?£[\d,.]+)$/gm)].map((match) => ({
    label: match[1] ?? '',
    pence: (match[2]?.startsWith('-') ? -1 : 1) * pence(match[2] ?? ''),
  }));
  const find = (label: string) => labelled.find((line) => line.label === label)?.pence;
  return {
    lines,
    subtotal: find('Subtotal'),
    discounts: labelled.filter((line) => line.label.startsWith('Discount')),
    total: find('Total'),
    payments: labelled.filter((line) => line.label.startsWith('Paid')),
  };
}

const confirmationTo = (who: TestCustomer) => catcher.mailTo(who.email, /booking confirmed/);

function invitesOf(mail: ParsedMail) {
  return mail.attachments.map((file) => ({
    file,
    ics: file.content.toString('utf8'),
    events: calendarEventsOf(file.content.toString('utf8')),
  }));
}

describe('the order confirmation email, as it arrives over SMTP', () => {
  it('lists the discount and the credit, so its lines add up to the total, and attaches the invite', async () => {
    const who = await kit.customer();
    await grantCredit(kit, who, 500);
    const lesson = await kit.classWithSpaces(3, { activitySlug: 'spin' });
    await kit.updateClass(lesson.id, { pricePence: 2500 });
    await kit.added(who, [classItem(lesson)]);
    const discounted = await kit.post(who, '/api/activities/cart/discount', { code: 'WELCOME10' });
    expect(discounted.statusCode, discounted.body).toBe(200);
    const credited = await kit.post(who, '/api/credits/apply', {
      creditsToReserve: [{ amount: 500, type: 'general' }],
      cartSource: 'bookings',
    });
    const cart = dataOf<Cart>(credited);
    expect(cart.totals).toMatchObject({ subTotal: 2500, discountTotal: 250, total: 2250, balance: 1750 });
    const payments = cart.payments.map(({ tenderType, amount }) => ({ tender_type: tenderType, amount }));
    const authorised = await authorise(who, CARDS.approve, {}, { payments });
    const completed = await complete(who, authorised.transactionUuid);
    expect(completed.statusCode, completed.body).toBe(200);
    const orderId = dataOf<CompleteOrderResponse>(completed).completeOrderId;
    const order = dataOf<Order>(await kit.get(who, `/api/activities/orders/${orderId}`));

    const mail = await confirmationTo(who);
    const text = mail.text ?? '';
    expect(mail.subject).toBe(`Demo Leisure: booking confirmed (${order.reference})`);
    expect(text).toContain('Subtotal: £25.00');
    expect(text).toContain('Discount WELCOME10: -£2.50');
    expect(text).toContain('Total: £22.50');
    expect(text).toContain('Paid with general credit: £5.00');
    expect(text).toContain('Paid by card: £17.50');
    const sums = sumsOf(text);
    expect(sums.lines.reduce((sum, line) => sum + line, 0)).toBe(sums.subtotal);
    expect((sums.subtotal ?? 0) + sums.discounts.reduce((sum, line) => sum + line.pence, 0)).toBe(sums.total);
    expect(sums.payments.reduce((sum, line) => sum + line.pence, 0)).toBe(sums.total);
    expect(sums.total).toBe(order.total.amountPence);
    expect(mail.html || '').toContain(
      '<th scope="row" align="left">Discount WELCOME10</th><td align="right">-£2.50</td>',
    );

    expect(text).toContain('A calendar invite for each booking is attached.');
    const [invite, ...others] = invitesOf(mail);
    expect(others).toEqual([]);
    const [booking] = order.bookings;
    expect(invite?.file.contentType).toBe('text/calendar');
    expect(invite?.file.filename).toMatch(/\.ics$/);
    expect(invite?.ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(invite?.ics).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(invite?.events).toEqual([
      expect.objectContaining({
        UID: `${booking?.uid}@demo.bookings`,
        DTSTART: icsUtc(new Date(booking?.startsAt.dateTime ?? '')),
        DTEND: icsUtc(new Date(booking?.endsAt.dateTime ?? '')),
        SUMMARY: booking?.name,
        LOCATION: booking?.venueName,
      }),
    ]);
    expect(invite?.events[0]?.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
  });

  it('says what a membership benefit paid, with the usual price', async () => {
    const who = await kit.customer();
    await joinGymAndSwim(kit, who);
    const lesson = await kit.classWithSpaces(3, { activitySlug: 'spin' });
    const cart = await kit.added(who, [classItem(lesson)]);
    const [line] = cart.items;
    expect(line?.allowance?.kind).toBe('benefit');
    await completeWithCredit(kit, who);

    const text = (await confirmationTo(who)).text ?? '';
    const usual = line?.allowance?.priceWithout.formatted ?? '';
    expect(text).toContain(
      `Free with your Gym & Swim membership (${line?.allowance?.name}), usually ${usual}`,
    );
    expect(text).toContain('Total: £0.00');
    expect(text).not.toContain('Paid by card');
  });

  it('lists every session of a course and invites to each as its own event', async () => {
    const who = await kit.customer();
    const course = await kit.courseWithSpaces(3);
    const { booking } = await bookWithCredit(kit, who, [courseItem(course)]);
    const sessions = await kit
      .db()
      .select()
      .from(courseSessions)
      .where(and(eq(courseSessions.clientId, kit.clientId), eq(courseSessions.courseId, course.id)))
      .orderBy(asc(courseSessions.startsAt));
    expect(sessions.length).toBeGreaterThan(1);

    const mail = await confirmationTo(who);
    expect(mail.text).toContain(`${sessions.length} sessions:`);
    expect(mail.text).toContain('For Robin Example');
    expect(mail.html).toContain('For Robin Example');
    const [invite] = invitesOf(mail);
    expect(invite?.events.map((event) => [event.UID, event.DTSTART, event.DTEND])).toEqual(
      sessions.map((session) => [
        `${booking.uid}.session-${session.id}@demo.bookings`,
        icsUtc(session.startsAt),
        icsUtc(session.endsAt),
      ]),
    );
    expect(invite?.events[0]?.SUMMARY).toBe(`${booking.name} (session 1 of ${sessions.length})`);
  });
});
