import type { ApiFamily, ItemId, WaitlistEntry } from '@leisure/contracts';
import { apiFamilyFor } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database, Db, Transaction } from '../../db/client.ts';
import { cartItems } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { releaseLines } from '../cart/holds.repository.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import { assertApiFamily } from '../timetable/api-family.ts';
import { dayOf } from '../timetable/calendar.ts';
import { findClass } from '../timetable/timetable.repository.ts';
import { findVenueByIdOrSlug } from '../venues/venues.repository.ts';
import type { OfferContext } from './offers.ts';
import { offerFreePlaces } from './offers.ts';
import { passOnForClass } from './pass-on.ts';
import * as repository from './waitlist.repository.ts';

/** One waiting-list call: whose entry (the viewer, or the customer staff act for) at which client. */
export interface WaitlistCall {
  db: Database;
  client: ClientRow;
  userId: number;
  /** Offers made by the call, and their mails to deliver once it commits. */
  context: OfferContext;
}

/** A class as a call names it: a numeric id asks v1, a uid asks v2. */
export interface ClassTarget {
  family: ApiFamily;
  key: { id: number } | { uid: string };
}

export const targetOf = (id: ItemId): ClassTarget =>
  typeof id === 'number' || /^\d+$/.test(id)
    ? { family: 'v1', key: { id: Number(id) } }
    : { family: 'v2', key: { uid: id } };

const conflict = (message: string) => new AppError({ statusCode: 409, code: 'conflict', message });
export const waitlistMessages = {
  placesLeft: 'There are places left: book it instead.',
  alreadyOnList: 'You are already on the waiting list for this class.',
  alreadyBooked: 'You have already booked this class.',
  inBasket: 'This class is already in your basket.',
  started: 'This session has already started.',
  cancelled: 'This session has been cancelled.',
  notOnList: 'You are not on the waiting list for this class.',
  noLongerOnList: 'You are no longer on the waiting list for this class.',
  left: 'You have left the waiting list.',
  leftOffer: 'You have left the waiting list, and the place held in your basket has been released.',
  joined: (position: number) =>
    `You are on the waiting list: number ${position}. We will email you if a place comes up.`,
} as const;

/** The class a call names, checked to exist and to be served by the family its id belongs to (422). */
export async function resolveClass(db: Database, client: ClientRow, target: ClassTarget) {
  const row = await findClass(db, client.id, target.key);
  if (!row) throw notFound();
  const venue = await findVenueByIdOrSlug(db, client.id, String(row.venueId));
  if (!venue) throw notFound();
  assertApiFamily(target.family, {
    date: dayOf(row.startsAt, client.timezone),
    venue,
    clientMigrationDate: client.migrationDate,
  });
  return { id: row.id, listingId: target.family === 'v1' ? row.id : row.uid };
}

/** How the class's listing shows its id: by the family serving its date. */
async function listingIdOf(db: Database, client: ClientRow, classId: number): Promise<ItemId> {
  const row = await findClass(db, client.id, { id: classId });
  const venue = row ? await findVenueByIdOrSlug(db, client.id, String(row.venueId)) : undefined;
  if (!row || !venue) return classId;
  const family = apiFamilyFor({
    date: dayOf(row.startsAt, client.timezone),
    venue,
    clientMigrationDate: client.migrationDate,
  });
  return family === 'v1' ? row.id : row.uid;
}

async function viewOf(
  db: Db,
  entry: repository.WaitlistEntryRow,
  listingId: ItemId,
  message: (position: number | null) => string,
): Promise<WaitlistEntry> {
  const position = await repository.positionOf(db, entry);
  return {
    id: entry.id,
    classOccurrenceId: entry.classOccurrenceId,
    listingId,
    status: entry.status,
    position,
    offerExpiresAt: entry.offerExpiresAt?.toISOString() ?? null,
    message: message(position),
  };
}

/**
 * Joining the line of a full class. Checks what it can outside the transaction (404, 422), then
 * answers the work: under the class lock, ended offers are settled and free places offered
 * first, so "full" means full now; then a class started, cancelled, booked, in the basket, already
 * joined or with places left answers 409 with the reason.
 */
export async function prepareJoin(call: WaitlistCall, target: ClassTarget) {
  const { db, client, userId, context } = call;
  const lesson = await resolveClass(db, client, target);
  return async (tx: Transaction): Promise<WaitlistEntry> => {
    const now = new Date();
    await passOnForClass(tx, context, { client, classId: lesson.id, now });
    const facts = await repository.joinFacts(tx, client.id, lesson.id, userId);
    if (!facts) throw notFound();
    if (facts.isCancelled) throw conflict(waitlistMessages.cancelled);
    if (facts.startsAt.getTime() <= now.getTime()) throw conflict(waitlistMessages.started);
    if (facts.isBooked) throw conflict(waitlistMessages.alreadyBooked);
    if (await repository.findLiveEntry(tx, client.id, lesson.id, userId)) {
      throw conflict(waitlistMessages.alreadyOnList);
    }
    if (facts.isInBasket) throw conflict(waitlistMessages.inBasket);
    if (facts.spaces > 0) throw conflict(waitlistMessages.placesLeft);
    const id = await repository.insertEntry(tx, client.id, lesson.id, userId);
    if (id === undefined) throw conflict(waitlistMessages.alreadyOnList);
    const entry = await repository.findEntry(tx, client.id, id);
    if (!entry) throw new Error(`waitlist entry ${id} is missing`);
    return viewOf(tx, entry, lesson.listingId, (position) => waitlistMessages.joined(position ?? 1));
  };
}

/** The caller's entry by its id (404 for anyone else's). */
export async function entryById(call: WaitlistCall, entryId: number) {
  const entry = await repository.findEntry(call.db, call.client.id, entryId);
  if (entry?.userId !== call.userId) throw notFound();
  return { entry, listingId: await listingIdOf(call.db, call.client, entry.classOccurrenceId) };
}

/** The caller's live entry for a class named by id or uid (404 when not on its line). */
export async function entryForClass(call: WaitlistCall, target: ClassTarget) {
  const lesson = await resolveClass(call.db, call.client, target);
  const entry = await repository.findLiveEntry(call.db, call.client.id, lesson.id, call.userId);
  if (!entry) throw notFound(waitlistMessages.notOnList);
  return { entry, listingId: lesson.listingId };
}

/**
 * Leaving the line: under the class lock, the entry becomes `left`; an offered one's basket line
 * is released and the place offered to the next in line, in the same transaction.
 */
export function leaveWork(
  call: WaitlistCall,
  found: { entry: repository.WaitlistEntryRow; listingId: ItemId },
) {
  const { client, context } = call;
  const classId = found.entry.classOccurrenceId;
  return async (tx: Transaction): Promise<WaitlistEntry> => {
    const now = new Date();
    await passOnForClass(tx, context, { client, classId, now });
    const entry = await repository.lockEntry(tx, client.id, found.entry.id);
    if (!entry || (entry.status !== 'waiting' && entry.status !== 'offered')) {
      throw conflict(waitlistMessages.noLongerOnList);
    }
    const wasOffered = entry.status === 'offered' && entry.cartItemId !== null;
    if (wasOffered && entry.cartItemId !== null) {
      const [line] = await tx
        .select({ cartId: cartItems.cartId })
        .from(cartItems)
        .where(and(eq(cartItems.clientId, client.id), eq(cartItems.id, entry.cartItemId)));
      if (line) await releaseLines(tx, client.id, line.cartId, [entry.cartItemId]);
    }
    await repository.leaveEntry(tx, client.id, entry.id);
    if (wasOffered) await offerFreePlaces(tx, context, { client, classId, now });
    const left = { ...entry, status: 'left' as const, offerExpiresAt: null };
    return viewOf(tx, left, found.listingId, () =>
      wasOffered ? waitlistMessages.leftOffer : waitlistMessages.left,
    );
  };
}
