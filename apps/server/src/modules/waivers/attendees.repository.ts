import type { Attendee, NewAttendee } from '@leisure/contracts';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Transaction } from '../../db/client.ts';
import { attendees, users } from '../../db/schema/index.ts';
import { accountEmail } from '../auth/account-email.ts';
import type { UserWithVenue } from '../auth/auth.repository.ts';

export type AttendeeRow = typeof attendees.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The customer's own attendee row: their email and their names (a child may share a parent's email). */
export const isSelfRow = (row: AttendeeRow, customer: UserWithVenue) =>
  row.email !== null &&
  sameText(row.email, accountEmail(customer)) &&
  sameText(row.firstName, customer.firstName) &&
  sameText(row.lastName, customer.lastName);

export const toAttendee = (row: AttendeeRow, customer: UserWithVenue): Attendee => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  dateOfBirth: row.dateOfBirth,
  email: row.email,
  isSelf: isSelfRow(row, customer),
});

/**
 * The customer's own attendee row, made from their account the first time it is needed. The
 * user row's lock makes two first calls at once create one row.
 */
export async function ensureSelfAttendee(tx: Transaction, clientId: number, customer: UserWithVenue) {
  await tx.execute(
    sql`select id from ${users} where client_id = ${clientId} and id = ${customer.id} for update`,
  );
  const rows = await tx
    .select()
    .from(attendees)
    .where(
      and(
        eq(attendees.clientId, clientId),
        eq(attendees.userId, customer.id),
        eq(attendees.email, accountEmail(customer)),
      ),
    );
  const existing = rows.find((row) => isSelfRow(row, customer));
  if (existing) return existing;
  const [created] = await tx
    .insert(attendees)
    .values({
      clientId,
      userId: customer.id,
      firstName: customer.firstName,
      lastName: customer.lastName,
      dateOfBirth: customer.dateOfBirth,
      email: customer.email,
    })
    .returning();
  if (!created) throw new Error('the self attendee was not created');
  return created;
}

/** Saved attendees whose first or last name holds every word of the query; most recent first, `limit` at most. */
export async function searchAttendees(
  db: Db,
  options: { clientId: number; userId: number; query: string; limit: number },
): Promise<AttendeeRow[]> {
  const words = options.query.split(/\s+/).filter(Boolean).slice(0, 4);
  const matches: SQL[] = words.flatMap((word) => {
    const pattern = `%${escapeLike(word)}%`;
    return or(ilike(attendees.firstName, pattern), ilike(attendees.lastName, pattern)) ?? [];
  });
  return db
    .select()
    .from(attendees)
    .where(and(eq(attendees.clientId, options.clientId), eq(attendees.userId, options.userId), ...matches))
    .orderBy(desc(attendees.createdAt), desc(attendees.id))
    .limit(options.limit);
}

/** Those of `ids` that are the customer's attendees. */
export async function attendeesOfUser(db: Db, clientId: number, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(attendees)
    .where(
      and(eq(attendees.clientId, clientId), eq(attendees.userId, userId), inArray(attendees.id, [...ids])),
    );
}

/**
 * A new attendee as the customer's list keeps them: the saved one with the same names (any case)
 * and date of birth when there is one, else a new row.
 */
export async function savedAttendeeFor(
  tx: Transaction,
  owner: { clientId: number; userId: number },
  attendee: NewAttendee,
): Promise<number> {
  const dateOfBirth = attendee.date_of_birth ?? null;
  const [same] = await tx
    .select({ id: attendees.id })
    .from(attendees)
    .where(
      and(
        eq(attendees.clientId, owner.clientId),
        eq(attendees.userId, owner.userId),
        sql`lower(${attendees.firstName}) = lower(${attendee.first_name})`,
        sql`lower(${attendees.lastName}) = lower(${attendee.last_name})`,
        sql`${attendees.dateOfBirth} is not distinct from ${dateOfBirth}::date`,
      ),
    )
    .limit(1);
  if (same) return same.id;
  const [created] = await tx
    .insert(attendees)
    .values({
      clientId: owner.clientId,
      userId: owner.userId,
      firstName: attendee.first_name,
      lastName: attendee.last_name,
      dateOfBirth,
      email: attendee.email?.toLowerCase() ?? null,
    })
    .returning({ id: attendees.id });
  if (!created) throw new Error('the attendee was not saved');
  return created.id;
}
