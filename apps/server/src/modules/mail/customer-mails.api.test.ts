import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { guestPasses, outbox } from '../../db/schema/index.ts';
import { classItem, errorOf, type TestCustomer, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { bookWithCredit, cancelBooking, spinClassStartingIn } from '../bookings/booking-orders.test-kit.ts';
import { cardPaymentCallsOf } from '../checkout/card-payment-calls.test-kit.ts';
import { joinPlan } from '../my-account/account.test-kit.ts';
import { addDaysTo, dayOf } from '../timetable/calendar.ts';
import { calendarEventsOf, recipientsOf, useSmtpCatcher } from './smtp-catcher.test-kit.ts';

const { catcher, env } = useSmtpCatcher();
const kit = useBookingKit({ env });
const { complete, approvedAfterThePlaceWent } = cardPaymentCallsOf(kit);

const invitesOf = (mail: ParsedMail) =>
  mail.attachments.flatMap((file) => calendarEventsOf(file.content.toString('utf8')));

/** Mails recorded in the outbox for an address (sent or not). */
const outboxFor = (address: string) =>
  kit
    .db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.clientId, kit.clientId), eq(outbox.to, address)));

describe('the cancellation email', () => {
  it('says what was cancelled, what came back and where, and takes the event out of the calendar', async () => {
    const who = await kit.customer();
    const lesson = await spinClassStartingIn(kit, 72);
    const { booking, reference, paidPence } = await bookWithCredit(kit, who, [classItem(lesson)]);
    const confirmation = await catcher.mailTo(who.email, /booking confirmed/);
    const [booked] = invitesOf(confirmation);

    const cancelled = await cancelBooking(kit, who, booking.id, { 'idempotency-key': 'mail-cancel-1' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mail = await catcher.mailTo(who.email, /booking cancelled/);
    expect(mail.subject).toBe(`Demo Leisure: booking cancelled (${booking.name})`);
    const amount = `£${(paidPence / 100).toFixed(2)}`;
    expect(mail.text).toContain(`Your booking is cancelled (order ${reference}):`);
    expect(mail.text).toContain(booking.name);
    expect(mail.text).toContain(`Refund: ${amount}, added to your account as general credit.`);
    expect(mail.html).toContain(`Refund: ${amount}, added to your account as general credit.`);
    expect(mail.text).toContain('A calendar update that removes it from your calendar is attached.');
    const [update, ...more] = invitesOf(mail);
    expect(more).toEqual([]);
    expect(mail.attachments[0]?.contentType).toBe('text/calendar');
    expect(update).toMatchObject({
      UID: booked?.UID,
      DTSTART: booked?.DTSTART,
      STATUS: 'CANCELLED',
      SEQUENCE: '1',
    });

    // A replay of the same cancel (same key) mails nothing more.
    await cancelBooking(kit, who, booking.id, { 'idempotency-key': 'mail-cancel-1' });
    await kit.testApp.app.mailer.flush();
    expect((await outboxFor(who.email)).filter((row) => /booking cancelled/.test(row.subject))).toHaveLength(
      1,
    );
  });

  it('says so when nothing comes back after the cutoff', async () => {
    const who = await kit.customer();
    const lesson = await spinClassStartingIn(kit, 2);
    const { booking } = await bookWithCredit(kit, who, [classItem(lesson)]);
    expect((await cancelBooking(kit, who, booking.id)).statusCode).toBe(200);
    const mail = await catcher.mailTo(who.email, /booking cancelled/);
    expect(mail.text).toMatch(/Refund: none\. It is less than \d+ hours before the start/);
  });
});

describe('the refund email', () => {
  /** A challenged card payment approved after its hold ran out and a rival took the last place. */
  async function paidForAPlaceTaken(who: TestCustomer) {
    const lesson = await kit.classWithSpaces(1);
    await kit.added(who, [classItem(lesson)]);
    const { challenged, cart } = await approvedAfterThePlaceWent(who, lesson);
    return { authorised: challenged, amount: cart.totals.formattedBalance };
  }

  it('says a payment went back as account credit, once', async () => {
    const who = await kit.customer();
    const { authorised, amount } = await paidForAPlaceTaken(who);
    const refused = await complete(who, authorised.transactionUuid, { refund_to: 'credit' });
    expect(refused.statusCode).toBe(409);
    const mail = await catcher.mailTo(who.email, /has been refunded/);
    expect(mail.subject).toBe(`Demo Leisure: your payment of ${amount} has been refunded`);
    expect(mail.text).toContain('Sorry, a place in your basket was taken after its hold ran out.');
    expect(mail.text).toContain('Nothing was booked.');
    expect(mail.text).toContain(
      `Your payment of ${amount} has been added to your account as general credit.`,
    );
    await complete(who, authorised.transactionUuid, { refund_to: 'credit' });
    await kit.testApp.app.mailer.flush();
    expect(await outboxFor(who.email)).toHaveLength(1);
  });

  it('says a payment went back to the card', async () => {
    const who = await kit.customer();
    const { authorised, amount } = await paidForAPlaceTaken(who);
    expect(errorOf(await complete(who, authorised.transactionUuid)).code).toBe('hold_expired');
    const mail = await catcher.mailTo(who.email, /has been refunded/);
    expect(mail.text).toContain(`Your payment of ${amount} has been refunded to the card you paid with.`);
  });
});

describe('the guest pass email', () => {
  const PASSES = '/api/my-account/guest-passes';
  const tomorrow = () => addDaysTo(dayOf(new Date(), kit.client.timezone), 1, kit.client.timezone);
  const guestAddress = () => `guest-${Math.random().toString(36).slice(2, 10)}@example.com`;

  it("sends the code to the guest's address, with the member's typed names made harmless", async () => {
    const who = await kit.customer();
    await joinPlan(kit, who);
    const address = guestAddress();
    const issued = await kit.post(who, PASSES, {
      first_name: 'Ann <b>Bold</b>',
      last_name: 'Friend\r\nBcc: victim@example.com',
      email: address.toUpperCase(),
      valid_on: tomorrow(),
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const { code } = issued.json().data as { code: string };

    const mail = await catcher.mailTo(address, /guest pass/);
    expect(recipientsOf(mail)).toEqual([address]);
    expect(mail.bcc).toBeUndefined();
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.subject).toMatch(/^Demo Leisure: your guest pass for \w{3}, \d{1,2} \w{3} \d{4}$/);
    expect(mail.text).toContain('has given you a guest pass for');
    expect(mail.text).toContain(`Your guest pass code: ${code}`);
    expect(mail.text).toContain('with your name (Ann <b>Bold</b> Friend Bcc: victim@example.com)');
    expect(mail.html).toContain('Ann &#60;b&#62;Bold&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>Bold');
    expect(mail.html).not.toContain('<a ');
  });

  it('refuses an address with a header in it, and mails nothing without an address', async () => {
    const who = await kit.customer();
    await joinPlan(kit, who);
    const address = guestAddress();
    const injected = await kit.post(who, PASSES, {
      first_name: 'Eve',
      last_name: 'Guest',
      email: `${address}\r\nBcc: victim@example.com`,
      valid_on: tomorrow(),
    });
    expect(injected.statusCode).toBe(422);
    expect(errorOf(injected).errors).toEqual({ email: ['Enter a valid email address'] });
    const listed = await kit.post(who, PASSES, {
      first_name: 'Eve',
      last_name: 'Guest',
      email: `${address}, victim@example.com`,
      valid_on: tomorrow(),
    });
    expect(listed.statusCode).toBe(422);

    const silent = await kit.post(who, PASSES, {
      first_name: 'Sam',
      last_name: 'Guest',
      valid_on: tomorrow(),
    });
    expect(silent.statusCode).toBe(201);
    await kit.testApp.app.mailer.flush();
    const passes = await kit
      .db()
      .select()
      .from(guestPasses)
      .where(and(eq(guestPasses.clientId, kit.clientId), eq(guestPasses.userId, who.id)));
    expect(passes.map((pass) => pass.guestEmail)).toEqual([null]);
    expect(catcher.mailsTo(address)).toEqual([]);
    expect(catcher.received.filter((mail) => recipientsOf(mail).includes('victim@example.com'))).toEqual([]);
  });
});

describe('the development mail page', () => {
  it('lists each attachment and serves it as a download', async () => {
    const who = await kit.customer();
    await bookWithCredit(kit, who, [classItem(await spinClassStartingIn(kit, 48))]);
    const page = await kit.testApp.request({ method: 'GET', url: '/dev/mail' });
    expect(page.statusCode).toBe(200);
    const [row] = (await outboxFor(who.email)).filter((mail) => /booking confirmed/.test(mail.subject));
    const href = `/dev/mail/${row?.id}/attachments/0`;
    expect(page.body).toContain(`<a href="${href}" download="${row?.attachments[0]?.filename}">`);
    const file = await kit.testApp.request({ method: 'GET', url: href });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/calendar/);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="[\w.-]+\.ics"$/);
    expect(file.body).toBe(row?.attachments[0]?.content);
    const other = await kit.testApp.request({ method: 'GET', url: href, client: 'riverside' });
    expect(other.statusCode).toBe(404);
    expect(
      (await kit.testApp.request({ method: 'GET', url: `/dev/mail/${row?.id}/attachments/9` })).statusCode,
    ).toBe(404);
  });
});
