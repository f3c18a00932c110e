import { formatMoney } from '@leisure/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { householdLinks, users } from '../../db/schema/index.ts';
import { escapeHtml } from '../auth/reset-mail.ts';
import type { ClientRow } from '../clients/clients.repository.ts';

export { escapeHtml };

/**
 * Text a customer typed (a guest's name, a booking's name), made safe for one line of a mail:
 * control characters (a CR or LF could start a new header or paragraph) become spaces, runs of
 * spaces one, and it is cut to `max` characters. HTML still needs `escapeHtml`.
 */
export function oneLine(text: string, max = 120): string {
  const flat = text
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Money as the client shows it: `£8.50`. */
export const moneyOf = (client: ClientRow, pence: number) => formatMoney(pence, client.currencySymbol);

/** A day as the client shows it, in its time zone: `Wed 2 Dec 2026`. */
export function dayOfInstant(client: ClientRow, instant: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: client.timezone,
  }).format(instant);
}

/** A time of day as the client shows it (24- or 12-hour clock), in its time zone. */
export function timeOfInstant(client: ClientRow, instant: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: client.timeFormat === '12h',
    timeZone: client.timezone,
  }).format(instant);
}

/** When something runs: `Wed 2 Dec 2026, 18:00 to 19:00`. */
export function whenOf(client: ClientRow, times: { startsAt: Date; endsAt: Date }): string {
  return `${dayOfInstant(client, times.startsAt)}, ${timeOfInstant(client, times.startsAt)} to ${timeOfInstant(client, times.endsAt)}`;
}

/** A day given as `YYYY-MM-DD` (a calendar day, no time zone): `Wed 2 Dec 2026`. */
export function dayOfDate(day: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** Who a customer's mail goes to, and the name it greets them by. */
export async function recipientOf(db: Db, clientId: number, userId: number) {
  // A dependant has no email (decision 40): their mail goes to their account holder.
  const holder = alias(users, 'holder');
  const [row] = await db
    .select({
      email: sql<string | null>`coalesce(${users.email}, ${holder.email})`,
      firstName: sql<string>`coalesce(${holder.firstName}, ${users.firstName})`,
    })
    .from(users)
    .leftJoin(
      householdLinks,
      and(
        isNull(users.email),
        eq(householdLinks.clientId, users.clientId),
        eq(householdLinks.memberUserId, users.id),
        eq(householdLinks.kind, 'dependant'),
      ),
    )
    .leftJoin(
      holder,
      and(eq(holder.clientId, householdLinks.clientId), eq(holder.id, householdLinks.holderUserId)),
    )
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)))
    .limit(1);
  if (!row?.email)
    throw new Error(`user ${userId} of client ${clientId} is missing or has no one to write to`);
  return { email: row.email, firstName: row.firstName };
}

/** A mail's text and HTML built from the same paragraphs: each a list of lines (escaped for HTML). */
export function paragraphsMail(paragraphs: readonly (readonly string[])[]): { text: string; html: string } {
  const text = paragraphs.map((lines) => lines.join('\n')).join('\n\n');
  const html = paragraphs.map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`).join('\n');
  return { text, html };
}
