import type { PreviousAttendees } from '@leisure/contracts';
import type { Database } from '../../db/client.ts';
import type { ActingCustomer } from './acting-customer.ts';
import { ensureSelfAttendee, searchAttendees, toAttendee } from './attendees.repository.ts';

const LIMIT = 20;

const wordsOf = (query: string) => query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 4);

/** Every word is in the first or the last name, as the database search matches. */
const matchesWords = (words: string[], person: { firstName: string; lastName: string }) =>
  words.every(
    (word) => person.firstName.toLowerCase().includes(word) || person.lastName.toLowerCase().includes(word),
  );

/**
 * The customer's saved attendees matching the query, the customer themself first (their row is
 * made on first use), then the most recent; 20 at most.
 */
export async function previousAttendees(
  db: Database,
  acting: ActingCustomer,
  query: string,
): Promise<PreviousAttendees> {
  const { client, customer } = acting;
  const self = await db.transaction((tx) => ensureSelfAttendee(tx, client.id, customer));
  const rows = await searchAttendees(db, {
    clientId: client.id,
    userId: customer.id,
    query,
    limit: LIMIT + 1,
  });
  const others = rows.filter((row) => row.id !== self.id);
  const ordered = matchesWords(wordsOf(query), self) ? [self, ...others] : others;
  return { attendees: ordered.slice(0, LIMIT).map((row) => toAttendee(row, customer)) };
}
