import { escapeHtml } from '../auth/reset-mail.ts';
import type { ClientRow } from '../clients/clients.repository.ts';

export interface OfferMailInput {
  client: ClientRow;
  firstName: string;
  className: string;
  venueName: string;
  startsAt: Date;
  offerExpiresAt: Date;
  /** The basket page of the client's bookings app, where the held place waits. */
  basketUrl: string;
}

/** A date and time as the client shows them, in its time zone. */
function whenOf(client: ClientRow, instant: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: client.timeFormat === '12h',
    timeZone: client.timezone,
  }).format(instant);
}

/** The mail telling a customer on a waiting list that a place is held for them in their basket. */
export function offerMail(input: OfferMailInput) {
  const { client, basketUrl } = input;
  const session = `${input.className} at ${input.venueName}, ${whenOf(client, input.startsAt)}`;
  const until = whenOf(client, input.offerExpiresAt);
  const subject = `${client.name}: a place has come up in ${input.className}`;
  const text = [
    `Hello ${input.firstName},`,
    '',
    `A place has come up in a class you are waiting for: ${session}.`,
    `We are holding it in your basket until ${until}. Pay for it before then to book it:`,
    '',
    basketUrl,
    '',
    'If you do not want it, do nothing: the place goes to the next person waiting when the hold ends.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(input.firstName)},</p>`,
    `<p>A place has come up in a class you are waiting for: <strong>${escapeHtml(session)}</strong>.</p>`,
    `<p>We are holding it in your basket until ${escapeHtml(until)}. Pay for it before then to book it:</p>`,
    `<p><a href="${escapeHtml(basketUrl)}">Go to your basket</a></p>`,
    '<p>If you do not want it, do nothing: the place goes to the next person waiting when the hold ends.</p>',
  ].join('\n');
  return { subject, text, html };
}
