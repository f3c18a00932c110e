import type { SavedCardList } from '@leisure/contracts';
import { AppError, notFound } from '../../http/errors.ts';
import { ProviderError } from '../payments/provider.ts';
import type { PaymentProviderDeps } from '../payments/registry.ts';
import {
  type CardOwner,
  deleteSavedCard,
  ownSavedCard,
  savedCardsOf,
  savedCardView,
} from '../payments/saved-cards/saved-cards.repository.ts';
import { clientPaymentsOf } from '../payments/settings/client-payments.ts';
import type { AccountCustomer } from './account-customer.ts';

export const REMOVE_FAILED = 'Your card could not be removed. Please try again.';

const ownerOf = (customer: AccountCustomer): CardOwner => ({
  clientId: customer.client.id,
  userId: customer.user.id,
});

/** The customer's saved cards at this client, with every provider, newest first. */
export async function savedCardList(
  deps: PaymentProviderDeps,
  customer: AccountCustomer,
): Promise<SavedCardList> {
  const rows = await savedCardsOf(deps.db, ownerOf(customer));
  return { cards: rows.map(savedCardView) };
}

/**
 * Removes one of the customer's saved cards: first at the provider that keeps it (where the
 * provider can remove a token), then ours. Another customer's card, or one already removed, is
 * 404 and nothing changes; a provider that cannot be reached is 502 and the card stays.
 */
export async function removeSavedCard(
  deps: PaymentProviderDeps,
  customer: AccountCustomer,
  cardId: number,
): Promise<SavedCardList> {
  const owner = ownerOf(customer);
  const card = await ownSavedCard(deps.db, owner, cardId);
  if (!card) throw notFound();
  const payments = await clientPaymentsOf(deps, customer.client.id);
  const provider = payments.providerOf(card.provider);
  try {
    await provider.removeSavedCard?.({ merchant: customer.client.slug, reusableToken: card.providerToken });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    throw new AppError({ statusCode: 502, code: 'payment_failed', message: REMOVE_FAILED, cause: error });
  }
  await deleteSavedCard(deps.db, owner, cardId);
  return savedCardList(deps, customer);
}
