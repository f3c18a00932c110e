import { formatPence } from '@leisure/contracts';
import ical, { type ICalCalendar, ICalCalendarMethod, type ICalEventData } from 'ical-generator';
import type { MailAttachment } from '../../db/schema/index.ts';
import type { UserWithVenue } from '../auth/auth.repository.ts';
import { escapeHtml } from '../auth/reset-mail.ts';
import { dayLabel } from '../cart/membership-line.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import type { StartedMembership } from './membership-fulfilment.ts';

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

/** What a new member is told of their membership: where, from when, and what they will pay. */
function membershipText(
  client: ClientRow,
  membership: StartedMembership,
): { title: string; details: string[] } {
  const money = (pence: number) => formatPence(pence, client.currencySymbol);
  const term =
    membership.termMonths > 1
      ? `${membership.termMonths}-month minimum term`
      : 'rolling monthly, cancel any time';
  return {
    title: `${membership.planName} membership ${membership.reference}`,
    details: [
      `Starts ${dayLabel(membership.startsOn)}${membership.homeVenueName ? `, home centre ${membership.homeVenueName}` : ''}`,
      `${money(membership.monthlyPence)} a month from ${dayLabel(membership.nextPaymentOn)} (${term})`,
      ...(membership.joiningFeePence > 0
        ? [`Joining fee ${money(membership.joiningFeePence)}, paid today`]
        : []),
    ],
  };
}

/** The subject: a welcome when the order is a membership alone, else the booking confirmation. */
function subjectOf(input: {
  client: ClientRow;
  reference: string;
  bookings: MailedBooking[];
  memberships: StartedMembership[];
}) {
  const [membership] = input.memberships;
  if (membership && input.bookings.length === 0) {
    return `${input.client.name}: welcome to ${membership.planName} (${input.reference})`;
  }
  return `${input.client.name}: booking confirmed (${input.reference})`;
}

/** The order confirmation: text, HTML and one .ics invite per booking; memberships bought say how they run. */
export function confirmationMail(input: {
  client: ClientRow;
  customer: UserWithVenue;
  reference: string;
  bookings: MailedBooking[];
  memberships: StartedMembership[];
  totalFormatted: string;
}) {
  const { client, customer, reference, memberships } = input;
  const subject = subjectOf(input);
  const lines = input.bookings.map((booking) => {
    const quantity = booking.quantity > 1 ? ` x ${booking.quantity}` : '';
    return {
      text: `- ${booking.name}${quantity}, ${booking.venueName}, ${whenOf(client, booking)}: ${formatPence(booking.totalPence, client.currencySymbol)}`,
      html: `<li><strong>${escapeHtml(booking.name)}</strong>${escapeHtml(quantity)}<br>${escapeHtml(booking.venueName)}<br>${escapeHtml(whenOf(client, booking))}<br>${escapeHtml(formatPence(booking.totalPence, client.currencySymbol))}</li>`,
    };
  });
  const joined = memberships.map((membership) => membershipText(client, membership));
  const hasBookings = lines.length > 0;
  const greeting =
    joined.length > 0 && !hasBookings
      ? `Welcome to ${client.name}.`
      : `Thank you for booking with ${client.name}.`;
  const opening = `${greeting} Your order ${reference} is confirmed:`;
  const text = [
    `Hello ${customer.firstName},`,
    '',
    opening,
    '',
    ...joined.flatMap((membership) => [
      `- ${membership.title}`,
      ...membership.details.map((detail) => `  ${detail}`),
    ]),
    ...lines.map((line) => line.text),
    '',
    `Total paid: ${input.totalFormatted}`,
    ...(hasBookings ? ['', 'A calendar invite for each booking is attached.'] : []),
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(customer.firstName)},</p>`,
    `<p>${escapeHtml(greeting)} Your order <strong>${escapeHtml(reference)}</strong> is confirmed:</p>`,
    `<ul>${joined
      .map(
        (membership) =>
          `<li><strong>${escapeHtml(membership.title)}</strong>${membership.details.map((detail) => `<br>${escapeHtml(detail)}`).join('')}</li>`,
      )
      .join('')}${lines.map((line) => line.html).join('')}</ul>`,
    `<p>Total paid: <strong>${escapeHtml(input.totalFormatted)}</strong></p>`,
    ...(hasBookings ? ['<p>A calendar invite for each booking is attached.</p>'] : []),
  ].join('\n');
  return {
    subject,
    text,
    html,
    attachments: input.bookings.map((booking) => bookingInvite(client, booking)),
  };
}
