import { sql } from 'drizzle-orm';
import { rowsOf, type Transaction } from '../../db/client.ts';
import { cartItems, classOccurrences, waitlistEntries } from '../../db/schema/index.ts';
import { releaseLines } from '../cart/holds.repository.ts';

interface BookedLine {
  id: number;
  classOccurrenceId: number | null;
  purchasedForUserId: number | null;
}

/**
 * Called by fulfilment once an order's bookings are written, in its transaction. An offered
 * place the customer paid for is `accepted`. Their other live entries are `left`: those for a
 * class they just booked for themselves, and those for classes overlapping an accepted one (an
 * offered one's hold is released; its place is offered on by the next pass of its class).
 * Entries locked by another transaction are skipped rather than waited for: fulfilment holds
 * class locks, and waiting here could deadlock with a pass holding another class's lock.
 */
export async function settleWaitlistsOnBooking(
  tx: Transaction,
  input: { clientId: number; userId: number; lines: readonly BookedLine[] },
): Promise<void> {
  const { clientId, userId, lines } = input;
  const classLines = lines.filter((line) => line.classOccurrenceId !== null);
  if (classLines.length === 0) return;
  const accepted = await rowsOf<{ id: number }>(
    tx,
    sql`update ${waitlistEntries} set status = 'accepted', updated_at = now()
      where client_id = ${clientId} and user_id = ${userId} and status = 'offered'
        and cart_item_id in ${classLines.map((line) => line.id)}
      returning id`,
  );
  const ownClassIds = classLines
    .filter((line) => line.purchasedForUserId === null || line.purchasedForUserId === userId)
    .map((line) => line.classOccurrenceId ?? 0);
  const acceptedIds = accepted.map((row) => row.id);
  const overlapsAccepted =
    acceptedIds.length === 0
      ? sql`false`
      : sql`exists (select 1 from ${waitlistEntries} a
          join ${classOccurrences} ao on ao.client_id = a.client_id and ao.id = a.class_occurrence_id
          where a.client_id = e.client_id and a.id in ${acceptedIds}
            and o.starts_at < ao.ends_at and o.ends_at > ao.starts_at)`;
  const ownClasses = ownClassIds.length === 0 ? sql`false` : sql`e.class_occurrence_id in ${ownClassIds}`;
  const leaving = await rowsOf<{
    id: number;
    status: string;
    cart_item_id: number | null;
    cart_id: number | null;
  }>(
    tx,
    sql`select e.id, e.status, e.cart_item_id, i.cart_id
      from ${waitlistEntries} e
      join ${classOccurrences} o on o.client_id = e.client_id and o.id = e.class_occurrence_id
      left join ${cartItems} i on i.client_id = e.client_id and i.id = e.cart_item_id
      where e.client_id = ${clientId} and e.user_id = ${userId} and e.status in ('waiting', 'offered')
        and (${ownClasses} or ${overlapsAccepted})
      for update of e skip locked`,
  );
  for (const entry of leaving) {
    if (entry.status === 'offered' && entry.cart_id !== null && entry.cart_item_id !== null) {
      await releaseLines(tx, clientId, entry.cart_id, [entry.cart_item_id]);
    }
  }
  if (leaving.length === 0) return;
  await tx.execute(sql`update ${waitlistEntries} set status = 'left', updated_at = now()
    where client_id = ${clientId} and id in ${leaving.map((entry) => entry.id)}`);
}
