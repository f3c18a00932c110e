import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Transaction } from '../../db/client.ts';
import { cartItems, householdLinks, users } from '../../db/schema/index.ts';

/** A dependant as the household lists them: their user row's names and the link's notes. */
export interface DependantRow {
  id: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  medicalNotes: string | null;
  emergencyContact: string | null;
}

const dependantColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  dateOfBirth: users.dateOfBirth,
  medicalNotes: householdLinks.medicalNotes,
  emergencyContact: householdLinks.emergencyContact,
};

const dependantsOf = (clientId: number, holderUserId: number) =>
  and(
    eq(householdLinks.clientId, clientId),
    eq(householdLinks.holderUserId, holderUserId),
    eq(householdLinks.kind, 'dependant'),
  );

/** The holder's dependants, youngest first. */
export async function listDependants(
  db: Db,
  clientId: number,
  holderUserId: number,
): Promise<DependantRow[]> {
  return db
    .select(dependantColumns)
    .from(householdLinks)
    .innerJoin(
      users,
      and(eq(users.clientId, householdLinks.clientId), eq(users.id, householdLinks.memberUserId)),
    )
    .where(dependantsOf(clientId, holderUserId))
    .orderBy(desc(users.dateOfBirth), asc(users.firstName), asc(users.id));
}

/** One of the holder's dependants, else undefined (another customer's, or no one). */
export async function findDependant(
  db: Db,
  clientId: number,
  holderUserId: number,
  memberUserId: number,
): Promise<DependantRow | undefined> {
  const [row] = await db
    .select(dependantColumns)
    .from(householdLinks)
    .innerJoin(
      users,
      and(eq(users.clientId, householdLinks.clientId), eq(users.id, householdLinks.memberUserId)),
    )
    .where(and(dependantsOf(clientId, holderUserId), eq(householdLinks.memberUserId, memberUserId)))
    .limit(1);
  return row;
}

/** Whether `memberUserId` is in `holderUserId`'s household (today: one of their dependants). */
export async function isInHousehold(db: Db, clientId: number, holderUserId: number, memberUserId: number) {
  const [row] = await db
    .select({ id: householdLinks.id })
    .from(householdLinks)
    .where(and(dependantsOf(clientId, holderUserId), eq(householdLinks.memberUserId, memberUserId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Locks the holder's user row, so two adds at once count the dependants one after the other, and
 * answers how many they have.
 */
export async function lockAndCountDependants(tx: Transaction, clientId: number, holderUserId: number) {
  await tx.execute(
    sql`select id from ${users} where client_id = ${clientId} and id = ${holderUserId} for update`,
  );
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(householdLinks)
    .where(dependantsOf(clientId, holderUserId));
  return row?.count ?? 0;
}

export interface DependantChange {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  medicalNotes: string | null;
  emergencyContact: string | null;
}

export async function insertDependantLink(
  tx: Transaction,
  link: { clientId: number; holderUserId: number; memberUserId: number } & DependantChange,
) {
  await tx.insert(householdLinks).values({
    clientId: link.clientId,
    holderUserId: link.holderUserId,
    memberUserId: link.memberUserId,
    kind: 'dependant',
    status: 'accepted',
    medicalNotes: link.medicalNotes,
    emergencyContact: link.emergencyContact,
  });
}

export async function updateDependantRows(
  tx: Transaction,
  key: { clientId: number; holderUserId: number; memberUserId: number },
  change: DependantChange,
) {
  await tx
    .update(users)
    .set({ firstName: change.firstName, lastName: change.lastName, dateOfBirth: change.dateOfBirth })
    .where(and(eq(users.clientId, key.clientId), eq(users.id, key.memberUserId)));
  await tx
    .update(householdLinks)
    .set({ medicalNotes: change.medicalNotes, emergencyContact: change.emergencyContact })
    .where(
      and(dependantsOf(key.clientId, key.holderUserId), eq(householdLinks.memberUserId, key.memberUserId)),
    );
}

/**
 * Ends the link. The dependant's user row stays: their past bookings and orders point at it, and
 * with no login and no holder nothing can book for it again.
 */
export async function deleteDependantLink(
  tx: Transaction,
  key: { clientId: number; holderUserId: number; memberUserId: number },
) {
  const removed = await tx
    .delete(householdLinks)
    .where(
      and(dependantsOf(key.clientId, key.holderUserId), eq(householdLinks.memberUserId, key.memberUserId)),
    )
    .returning({ id: householdLinks.id });
  return removed.length > 0;
}

/** Whether the member has a held line in a basket (theirs is always their holder's). */
export async function hasHeldLines(db: Db, clientId: number, memberUserId: number) {
  const [row] = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.clientId, clientId),
        eq(cartItems.purchasedForUserId, memberUserId),
        eq(cartItems.status, 'held'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
