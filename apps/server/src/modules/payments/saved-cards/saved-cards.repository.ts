import type { SavedCard } from '@leisure/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.ts';
import { savedCards } from '../../../db/schema/index.ts';

type Db = Database | Transaction;
export type SavedCardRow = typeof savedCards.$inferSelect;

/** Whose cards: a customer at a client. */
export interface CardOwner {
  clientId: number;
  userId: number;
}

/** What the customer is shown of a saved card: never its provider token. */
export const savedCardView = (row: SavedCardRow): SavedCard => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expiryMonth: row.expiryMonth,
  expiryYear: row.expiryYear,
});

/** A card works until the end of its expiry month (UTC, as the card networks count it). */
export const isUnexpired = (card: Pick<SavedCardRow, 'expiryMonth' | 'expiryYear'>, now: Date) =>
  card.expiryYear * 12 + card.expiryMonth >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;

/** The customer's saved cards, newest first; only those kept with `provider` when it is given. */
export async function savedCardsOf(db: Db, owner: CardOwner, provider?: string): Promise<SavedCardRow[]> {
  return db
    .select()
    .from(savedCards)
    .where(
      and(
        eq(savedCards.clientId, owner.clientId),
        eq(savedCards.userId, owner.userId),
        provider === undefined ? undefined : eq(savedCards.provider, provider),
      ),
    )
    .orderBy(desc(savedCards.id));
}

/** One of the customer's saved cards, or undefined when it is not theirs (or not there). */
export async function ownSavedCard(db: Db, owner: CardOwner, id: number): Promise<SavedCardRow | undefined> {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(
      and(
        eq(savedCards.clientId, owner.clientId),
        eq(savedCards.userId, owner.userId),
        eq(savedCards.id, id),
      ),
    );
  return row;
}

export async function deleteSavedCard(db: Db, owner: CardOwner, id: number): Promise<boolean> {
  const deleted = await db
    .delete(savedCards)
    .where(
      and(
        eq(savedCards.clientId, owner.clientId),
        eq(savedCards.userId, owner.userId),
        eq(savedCards.id, id),
      ),
    )
    .returning({ id: savedCards.id });
  return deleted.length > 0;
}
