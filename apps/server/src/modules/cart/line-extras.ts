import type { Cart } from '@leisure/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { type AllowanceKind, removeAllowance } from '../memberships/allowances.ts';
import { cartOfOwner, listCartLines, touchCart } from './cart.repository.ts';
import { settledCart } from './cart.service.ts';
import type { CartOwner } from './cart-owner.ts';

export const lineExtraMessages = {
  benefit: 'This item has no benefit applied.',
  package: 'This item has no package usage applied.',
} as const;

/**
 * Removing a membership benefit or a package usage from a basket line: the line gets its price
 * back and that kind is not applied to it again. The line must be in the owner's basket (404
 * otherwise); a line without one gets 404 'This item has no benefit applied.' / 'This item has
 * no package usage applied.' and nothing changes.
 */
export async function prepareExtraRemoval(
  db: Database,
  owner: CartOwner,
  lineId: number,
  kind: AllowanceKind,
): Promise<(tx: Transaction) => Promise<Cart>> {
  const cart = await cartOfOwner(db, owner, false);
  const lines = cart ? await listCartLines(db, owner.client.id, cart.id) : [];
  const line = lines.find((candidate) => candidate.id === lineId);
  if (!cart || !line) throw notFound();
  if (line.allowance?.kind !== kind) throw notFound(lineExtraMessages[kind]);
  return async (tx) => {
    const clientId = owner.client.id;
    if (!(await removeAllowance(tx, { clientId, cartId: cart.id, lineId, kind }))) {
      throw notFound(lineExtraMessages[kind]);
    }
    await touchCart(tx, clientId, cart.id);
    return settledCart(tx, owner, cart);
  };
}
