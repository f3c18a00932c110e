import type { CartItem } from '@leisure/contracts';
import type { Db } from '../../db/client.ts';
import type { UserWithVenue } from '../auth/auth.repository.ts';
import { dayLabel } from '../cart/membership-line.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import { bookingInvite, courseSessionsOf, type SessionTimes } from '../mail/calendar-invite.ts';
import { escapeHtml, moneyOf, oneLine, whenOf } from '../mail/mail-text.ts';
import { allowanceNote, type MoneyLine, moneyLines, type PaidBasket } from './confirmation-money.ts';
import type { StartedMembership } from './membership-fulfilment.ts';

export type { PaidBasket } from './confirmation-money.ts';

export interface MailedBooking {
  uid: string;
  name: string;
  venueName: string;
  startsAt: Date;
  endsAt: Date;
  quantity: number;
  totalPence: number;
  /** The basket line it was: what it cost and what paid for it. */
  cartItemId: number;
  /** A course booking: each of its sessions is listed and is an event of the invite. */
  courseId: number | null;
}

/** One line of the confirmation: its title, the details under it, and its amount. */
interface OrderLine {
  title: string;
  details: string[];
  amount: string | null;
}

/** What a new member is told of their membership: where, from when, and what they will pay. */
function membershipLine(
  client: ClientRow,
  membership: StartedMembership,
  item: CartItem | undefined,
): OrderLine {
  const term =
    membership.termMonths > 1
      ? `${membership.termMonths}-month minimum term`
      : 'rolling monthly, cancel any time';
  return {
    title: `${membership.planName} membership ${membership.reference}`,
    details: [
      `Starts ${dayLabel(membership.startsOn)}${membership.homeVenueName ? `, home centre ${membership.homeVenueName}` : ''}`,
      `${moneyOf(client, membership.monthlyPence)} a month from ${dayLabel(membership.nextPaymentOn)} (${term})`,
      ...(membership.joiningFeePence > 0
        ? [`Joining fee ${moneyOf(client, membership.joiningFeePence)}, paid today`]
        : []),
    ],
    amount: item ? item.total.formatted : null,
  };
}

/** A booking's line: where and when (every session of a course), and what paid for it. */
function bookingLine(
  client: ClientRow,
  booking: MailedBooking,
  item: CartItem | undefined,
  sessions: readonly SessionTimes[],
): OrderLine {
  const quantity = booking.quantity > 1 ? ` x ${booking.quantity}` : '';
  const note = allowanceNote(client, item);
  const when =
    sessions.length > 0
      ? [
          `${sessions.length} sessions:`,
          ...sessions.map((session, index) => `  ${index + 1}. ${whenOf(client, session)}`),
        ]
      : [whenOf(client, booking)];
  const attendee = item?.attendee;
  const attends = attendee ? [`For ${oneLine(`${attendee.firstName} ${attendee.lastName}`)}`] : [];
  return {
    title: `${oneLine(booking.name)}${quantity}`,
    details: [booking.venueName, ...attends, ...when, ...(note ? [note] : [])],
    amount: moneyOf(client, item?.total.amountPence ?? booking.totalPence),
  };
}

/** The subject: a welcome when the order is a membership alone, else the booking confirmation. */
function subjectOf(client: ClientRow, reference: string, input: ConfirmationInput) {
  const [membership] = input.memberships;
  if (membership && input.bookings.length === 0) {
    return `${client.name}: welcome to ${membership.planName} (${reference})`;
  }
  return `${client.name}: booking confirmed (${reference})`;
}

interface ConfirmationInput {
  client: ClientRow;
  customer: UserWithVenue;
  reference: string;
  bookings: MailedBooking[];
  memberships: StartedMembership[];
  paid: PaidBasket;
}

function textOf(lines: OrderLine[], sums: MoneyLine[]): string[] {
  return [
    ...lines.flatMap((line) => [
      `- ${line.title}${line.amount ? `: ${line.amount}` : ''}`,
      ...line.details.map((detail) => `  ${detail}`),
    ]),
    '',
    ...sums.map((sum) => `${sum.label}: ${sum.amount}`),
  ];
}

function htmlOf(lines: OrderLine[], sums: MoneyLine[]): string[] {
  const item = (line: OrderLine) =>
    `<li><strong>${escapeHtml(line.title)}</strong>${line.amount ? ` ${escapeHtml(line.amount)}` : ''}${line.details.map((detail) => `<br>${escapeHtml(detail.trim())}`).join('')}</li>`;
  const row = (sum: MoneyLine) =>
    `<tr><th scope="row" align="left">${escapeHtml(sum.label)}</th><td align="right">${escapeHtml(sum.amount)}</td></tr>`;
  return [`<ul>${lines.map(item).join('')}</ul>`, `<table>${sums.map(row).join('')}</table>`];
}

/**
 * The order confirmation: every line the total is made of (each booking with what paid for it,
 * every session of a course, each membership bought), the discounts, the total and what paid it,
 * so the lines add up to the total; and one .ics invite per booking (one event per course
 * session). Reads the courses' sessions in the caller's transaction.
 */
export async function confirmationMail(db: Db, input: ConfirmationInput) {
  const { client, customer, reference, memberships, paid } = input;
  const itemOf = (id: number) => paid.items.find((item) => item.id === id);
  const membershipItems = paid.items.filter((item) => item.type === 'membership');
  const sessions = await courseSessionsOf(
    db,
    client.id,
    input.bookings.map((booking) => booking.courseId),
  );
  const sessionsOf = (booking: MailedBooking) =>
    booking.courseId === null ? [] : (sessions.get(booking.courseId) ?? []);
  const lines = [
    ...memberships.map((membership, index) => membershipLine(client, membership, membershipItems[index])),
    ...input.bookings.map((booking) =>
      bookingLine(client, booking, itemOf(booking.cartItemId), sessionsOf(booking)),
    ),
  ];
  const sums = moneyLines(client, paid);
  const hasBookings = input.bookings.length > 0;
  const greeting =
    memberships.length > 0 && !hasBookings
      ? `Welcome to ${client.name}.`
      : `Thank you for booking with ${client.name}.`;
  const invites = hasBookings ? 'A calendar invite for each booking is attached.' : null;
  const text = [
    `Hello ${oneLine(customer.firstName)},`,
    '',
    `${greeting} Your order ${reference} is confirmed:`,
    '',
    ...textOf(lines, sums),
    ...(invites ? ['', invites] : []),
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(oneLine(customer.firstName))},</p>`,
    `<p>${escapeHtml(greeting)} Your order <strong>${escapeHtml(reference)}</strong> is confirmed:</p>`,
    ...htmlOf(lines, sums),
    ...(invites ? [`<p>${escapeHtml(invites)}</p>`] : []),
  ].join('\n');
  return {
    subject: subjectOf(client, reference, input),
    text,
    html,
    attachments: input.bookings.map((booking) => bookingInvite(client, booking, sessionsOf(booking))),
  };
}
