import { formatPence } from '@leisure/contracts';
import ical, { type ICalCalendar, ICalCalendarMethod, type ICalEventData } from 'ical-generator';
import type { MailAttachment } from '../../db/schema/index.ts';
import type { UserWithVenue } from '../auth/auth.repository.ts';
import { escapeHtml } from '../auth/reset-mail.ts';
import type { ClientRow } from '../clients/clients.repository.ts';

export interface MailedBooking {
  uid: string;
  name: string;
  venueName: string;
  startsAt: Date;
  endsAt: Date;
  quantity: number;
  totalPence: number;
}

/** An empty calendar of the client's bookings: the invites and the customer's feed start from it. */
export function bookingsCalendar(client: ClientRow): ICalCalendar {
  return ical({ prodId: { company: client.name, product: 'Bookings', language: 'EN' } });
}

/**
 * The calendar event of one booking. Its UID is the booking's own, so a later update or
 * cancellation of the same booking (in a mail or the customer's feed) replaces the event
 * instead of adding another.
 */
export function bookingEvent(
  client: ClientRow,
  booking: Pick<MailedBooking, 'uid' | 'name' | 'venueName' | 'startsAt' | 'endsAt'>,
): ICalEventData {
  return {
    id: `${booking.uid}@${client.slug}.bookings`,
    start: booking.startsAt,
    end: booking.endsAt,
    summary: booking.name,
    location: booking.venueName,
    description: `${booking.name} at ${booking.venueName}. Booked with ${client.name}.`,
    organizer: { name: client.name, email: `no-reply@${client.slug}.bookings.invalid` },
  };
}

/** One calendar invite for one booking. */
export function bookingInvite(client: ClientRow, booking: MailedBooking): MailAttachment {
  const calendar = bookingsCalendar(client);
  calendar.method(ICalCalendarMethod.PUBLISH);
  calendar.createEvent(bookingEvent(client, booking));
  return {
    filename: `${slugOf(booking.name)}-${booking.startsAt.toISOString().slice(0, 10)}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: calendar.toString(),
  };
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'booking';

function whenOf(client: ClientRow, booking: MailedBooking): string {
  const date = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: client.timezone,
  }).format(booking.startsAt);
  const time = (instant: Date) =>
    new Intl.DateTimeFormat('en-GB', {
      hour: 'numeric',
      minute: '2-digit',
      hour12: client.timeFormat === '12h',
      timeZone: client.timezone,
    }).format(instant);
  return `${date}, ${time(booking.startsAt)} to ${time(booking.endsAt)}`;
}

/** The order confirmation: text, HTML and one .ics invite per booking. */
export function confirmationMail(input: {
  client: ClientRow;
  customer: UserWithVenue;
  reference: string;
  bookings: MailedBooking[];
  totalFormatted: string;
}) {
  const { client, customer, reference } = input;
  const subject = `${client.name}: booking confirmed (${reference})`;
  const lines = input.bookings.map((booking) => {
    const quantity = booking.quantity > 1 ? ` x ${booking.quantity}` : '';
    return {
      text: `- ${booking.name}${quantity}, ${booking.venueName}, ${whenOf(client, booking)}: ${formatPence(booking.totalPence, client.currencySymbol)}`,
      html: `<li><strong>${escapeHtml(booking.name)}</strong>${escapeHtml(quantity)}<br>${escapeHtml(booking.venueName)}<br>${escapeHtml(whenOf(client, booking))}<br>${escapeHtml(formatPence(booking.totalPence, client.currencySymbol))}</li>`,
    };
  });
  const text = [
    `Hello ${customer.firstName},`,
    '',
    `Thank you for booking with ${client.name}. Your order ${reference} is confirmed:`,
    '',
    ...lines.map((line) => line.text),
    '',
    `Total paid: ${input.totalFormatted}`,
    '',
    'A calendar invite for each booking is attached.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(customer.firstName)},</p>`,
    `<p>Thank you for booking with ${escapeHtml(client.name)}. Your order <strong>${escapeHtml(reference)}</strong> is confirmed:</p>`,
    `<ul>${lines.map((line) => line.html).join('')}</ul>`,
    `<p>Total paid: <strong>${escapeHtml(input.totalFormatted)}</strong></p>`,
    '<p>A calendar invite for each booking is attached.</p>',
  ].join('\n');
  return {
    subject,
    text,
    html,
    attachments: input.bookings.map((booking) => bookingInvite(client, booking)),
  };
}
