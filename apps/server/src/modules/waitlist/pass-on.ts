import { and, eq, sql } from 'drizzle-orm';
import { type Database, rowsOf, type Transaction } from '../../db/client.ts';
import { cartItems, carts, classOccurrences, clients, waitlistEntries } from '../../db/schema/index.ts';
import { openCartOf } from '../cart/cart.repository.ts';
import { releaseLines } from '../cart/holds.repository.ts';
import { LOCK, lock } from '../checkout/fulfilment.repository.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import type { OutboxRow } from '../mail/mailer.ts';
import { liveHeldPlaces } from '../timetable/capacity.ts';
import { type OfferContext, type OfferSender, offerFreePlaces } from './offers.ts';

/** What becomes of an offer when it is looked at again. */
type Fate = 'kept' | 'accepted' | 'left' | 'expired' | 'moved';

interface OfferedEntry {
  id: number;
  userId: number;
  cartItemId: number | null;
  lineStatus: 'held' | 'released' | 'booked' | null;
  holdExpiresAt: Date | null;
  cartId: number | null;
  cartStatus: 'open' | 'completed' | 'merged' | null;
}

/**
 * An offer lasts as long as its basket hold (checkout may extend the hold while the customer
 * pays: the offer then lasts too). Its line paid for is accepted; taken out of the basket, the
 * offer was declined; its hold lapsed, it expired. A line left behind in a basket that was paid
 * for without it moves to the customer's new open basket.
 */
function fateOf(entry: OfferedEntry, now: Date): Fate {
  if (entry.lineStatus === 'booked') return 'accepted';
  if (entry.lineStatus !== 'held') return 'left';
  if (entry.holdExpiresAt === null || entry.holdExpiresAt.getTime() <= now.getTime()) return 'expired';
  return entry.cartStatus === 'open' ? 'kept' : 'moved';
}

/** Settles the class's offers that ended (under the class lock): their places become free again. */
async function settleOffers(tx: Transaction, client: ClientRow, classId: number, now: Date) {
  const offered: OfferedEntry[] = await tx
    .select({
      id: waitlistEntries.id,
      userId: waitlistEntries.userId,
      cartItemId: waitlistEntries.cartItemId,
      lineStatus: cartItems.status,
      holdExpiresAt: cartItems.holdExpiresAt,
      cartId: cartItems.cartId,
      cartStatus: carts.status,
    })
    .from(waitlistEntries)
    .leftJoin(
      cartItems,
      and(eq(cartItems.clientId, waitlistEntries.clientId), eq(cartItems.id, waitlistEntries.cartItemId)),
    )
    .leftJoin(carts, and(eq(carts.clientId, cartItems.clientId), eq(carts.id, cartItems.cartId)))
    .where(
      and(
        eq(waitlistEntries.clientId, client.id),
        eq(waitlistEntries.classOccurrenceId, classId),
        eq(waitlistEntries.status, 'offered'),
      ),
    )
    .for('update', { of: waitlistEntries, skipLocked: true });
  for (const entry of offered) {
    const fate = fateOf(entry, now);
    if (fate === 'kept') continue;
    if (fate === 'moved') {
      if (entry.cartItemId !== null) await moveToOpenBasket(tx, client.id, entry.userId, entry.cartItemId);
      continue;
    }
    // The hold has lapsed by time already; releasing the line just takes it out of the basket.
    if (fate === 'expired' && entry.cartId !== null && entry.cartItemId !== null) {
      await releaseLines(tx, client.id, entry.cartId, [entry.cartItemId]);
    }
    await tx
      .update(waitlistEntries)
      .set({ status: fate, updatedAt: sql`now()` })
      .where(and(eq(waitlistEntries.clientId, client.id), eq(waitlistEntries.id, entry.id)));
  }
}

/** An offered line left in a basket paid without it goes on, held as it was, in the new open one. */
async function moveToOpenBasket(tx: Transaction, clientId: number, userId: number, lineId: number) {
  const cart = await openCartOf(tx, clientId, userId);
  await tx
    .update(cartItems)
    .set({ cartId: cart.id })
    .where(and(eq(cartItems.clientId, clientId), eq(cartItems.id, lineId), eq(cartItems.status, 'held')));
}

/**
 * Under the class lock: settles its ended offers, then offers every free place to the next in
 * line. Join, leave and cancel run it first for their class, in their own transaction; the
 * offer worker runs it for every class that needs it. Answers how many places were offered.
 */
export async function passOnForClass(
  tx: Transaction,
  context: OfferContext,
  input: { client: ClientRow; classId: number; now: Date },
): Promise<number> {
  await lock(tx, LOCK.class, input.classId);
  await settleOffers(tx, input.client, input.classId, input.now);
  return offerFreePlaces(tx, context, input);
}

/** At most this many classes are looked at per pass; the next pass takes the rest. */
const CLASSES_PER_PASS = 200;

/**
 * The classes with an offer that ended (its time is up, or its line left the basket or the
 * open basket) or with a free place and someone waiting for it.
 */
async function classesToPassOn(db: Database, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return rowsOf<{ client_id: number; class_occurrence_id: number }>(
    db,
    sql`select distinct e.client_id, e.class_occurrence_id
      from ${waitlistEntries} e
      join ${classOccurrences} on ${classOccurrences.clientId} = e.client_id and ${classOccurrences.id} = e.class_occurrence_id
      where (e.status = 'offered' and (e.offer_expires_at <= ${at} or not exists (
          select 1 from ${cartItems} i join ${carts} c on c.client_id = i.client_id and c.id = i.cart_id
          where i.client_id = e.client_id and i.id = e.cart_item_id and i.status = 'held' and c.status = 'open')))
        or (e.status = 'waiting' and ${classOccurrences.status} = 'scheduled' and ${classOccurrences.startsAt} > ${at}
          and ${classOccurrences.bookedCount} + ${liveHeldPlaces('class_occurrences')} < ${classOccurrences.capacity})
      limit ${CLASSES_PER_PASS}`,
  );
}

/**
 * Passes on expired (or declined) offers and any place left free with someone waiting: each
 * class in its own transaction, under its lock, so processes running this at once take turns
 * per class and offers are claimed `FOR UPDATE SKIP LOCKED`. Correctness never depends on this
 * running: an expired hold stops counting at once, and join, leave and cancel settle their
 * class first. Answers the offer mails committed, for the caller to deliver.
 */
export async function passOnExpiredOffers(
  db: Database,
  now: Date,
  sender: OfferSender,
): Promise<OutboxRow[]> {
  const due = await classesToPassOn(db, now);
  const clientRows = new Map<number, ClientRow | undefined>();
  const committed: OutboxRow[] = [];
  for (const row of due) {
    if (!clientRows.has(row.client_id)) {
      const [found] = await db.select().from(clients).where(eq(clients.id, row.client_id)).limit(1);
      clientRows.set(row.client_id, found);
    }
    const client = clientRows.get(row.client_id);
    if (!client) continue;
    const context: OfferContext = { ...sender, mails: [] };
    await db.transaction((tx) =>
      passOnForClass(tx, context, { client, classId: row.class_occurrence_id, now }),
    );
    committed.push(...context.mails);
  }
  return committed;
}
