import type { Database } from '../../../db/client.ts';
import type { SaveCardResult } from '../provider.ts';
import { DECLINED_MESSAGE } from './sandbox-authorise.ts';
import { findCard, findSession, markCardReusable } from './sandbox-repository.ts';

/**
 * The sandbox keeps a card on file without a payment: the session must be the merchant's and
 * live, the card entered in it and live; a declining test card is refused as the bank would,
 * any other is kept for reuse (its `reusableToken` is the card's id).
 */
export async function saveSandboxCard(
  db: Database,
  input: { merchant: string; sessionKey: string; cardIdentifier: string },
): Promise<SaveCardResult> {
  const now = Date.now();
  const session = await findSession(db, input.sessionKey);
  if (!session || session.merchant !== input.merchant || session.expiresAt.getTime() <= now) {
    return { status: 'declined', message: 'The card form has expired: enter the card again' };
  }
  const card = await findCard(db, input.cardIdentifier);
  if (!card || card.merchant !== input.merchant || card.sessionKey !== input.sessionKey) {
    return { status: 'declined', message: 'The card form has expired: enter the card again' };
  }
  if (card.expiresAt.getTime() <= now) {
    return { status: 'declined', message: 'The card details have expired: enter them again' };
  }
  if (card.behaviour === 'decline') return { status: 'declined', message: DECLINED_MESSAGE };
  await markCardReusable(db, card.id);
  return {
    status: 'saved',
    card: {
      brand: card.brand,
      last4: card.last4,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      reusableToken: card.id,
    },
  };
}
