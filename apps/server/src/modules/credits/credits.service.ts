import type { ApplyCreditsRequest, Cart, CreditKind } from '@leisure/contracts';
import { formatMoney } from '@leisure/contracts';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { cartOfOwner, lockCart, touchCart } from '../cart/cart.repository.ts';
import type { CustomerOwner } from '../cart/cart-owner.ts';
import { creditPaymentKind, deletePayment, putCreditPayment } from '../cart/cart-payments.repository.ts';
import { describeCart } from '../cart/cart-view.ts';

export const creditMessages = {
  applied: 'Credit successfully applied.',
  refused: 'Credit amount could not be applied.',
} as const;

const creditUnavailable = (field: string, kind: CreditKind, maxPence: number, symbol: string) =>
  new AppError({
    statusCode: 422,
    code: 'credit_unavailable',
    message: creditMessages.refused,
    errors: { [field]: [`At most ${formatMoney(maxPence, symbol)} of your ${kind} credit can be applied.`] },
  });

/**
 * `POST /api/credits/apply`: for each kind asked, puts that much credit against the customer's
 * basket, replacing what the kind had; 0 or less takes it off. More than the kind's
 * `maxApplicable` (what they have, at most what is left of the total after the other payments)
 * is a 422 `credit_unavailable` and changes nothing. Credit is only spent at checkout.
 */
export function applyCreditsWork(owner: CustomerOwner, request: ApplyCreditsRequest) {
  return async (tx: Transaction): Promise<Cart> => {
    const clientId = owner.client.id;
    const cart = await cartOfOwner(tx, owner, true);
    if (!cart) throw new Error('a customer always has an open basket');
    await lockCart(tx, clientId, cart.id);
    for (const [index, entry] of request.creditsToReserve.entries()) {
      if (entry.amount <= 0) {
        await deletePayment(tx, { clientId, cartId: cart.id, kind: creditPaymentKind(entry.type) });
        continue;
      }
      const offer = (await describeCart(tx, owner, cart)).credits[entry.type];
      if (entry.amount > offer.maxApplicable) {
        const field = `creditsToReserve.${index}.amount`;
        throw creditUnavailable(field, entry.type, offer.maxApplicable, owner.client.currencySymbol);
      }
      await putCreditPayment(tx, { clientId, cartId: cart.id, kind: entry.type, amountPence: entry.amount });
    }
    await touchCart(tx, clientId, cart.id);
    return describeCart(tx, owner, cart);
  };
}
