import type { Cart } from '@leisure/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { cartOfOwner, listCartLines } from './cart.repository.ts';
import type { CartOwner } from './cart-owner.ts';

/** What a basket line may have applied to it besides its price. */
export type LineExtra = 'benefit' | 'package';

export const lineExtraMessages = {
  benefit: 'This item has no benefit applied.',
  package: 'This item has no package usage applied.',
} as const;

/**
 * Removing a membership benefit or a package usage from a basket line. The line must be in the
 * owner's basket (404 otherwise). Nothing can apply a benefit or a package usage to a line yet:
 * there are no membership benefit or package tables, so every line has none and the answer is
 * 404 'This item has no benefit applied.' / 'This item has no package usage applied.'
 * (`not_found`), and nothing changes. The work that would remove one comes with those tables.
 */
export async function prepareExtraRemoval(
  db: Database,
  owner: CartOwner,
  lineId: number,
  extra: LineExtra,
): Promise<(tx: Transaction) => Promise<Cart>> {
  const cart = await cartOfOwner(db, owner, false);
  const lines = cart ? await listCartLines(db, owner.client.id, cart.id) : [];
  if (!lines.some((line) => line.id === lineId)) throw notFound();
  throw notFound(lineExtraMessages[extra]);
}
