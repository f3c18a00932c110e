import type { Cart } from '@leisure/contracts';
import type { Database } from '../../db/client.ts';
import type { UserWithVenue } from '../auth/auth.repository.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PaymentProvider } from '../payments/provider.ts';

/** What taking and booking a customer's payment needs, with or without a request. */
export interface PaymentContext {
  db: Database;
  mailer: Mailer;
  provider: PaymentProvider;
  client: ClientRow;
  user: UserWithVenue;
  holdMinutes: number;
}

export interface CheckoutContext extends PaymentContext {
  /** The adapter of an attempt's provider (an earlier attempt may have used another one). */
  providerOf: (name: string) => PaymentProvider;
  warn: (message: string, detail: Record<string, unknown>) => void;
  /**
   * Where the 3-D Secure page sends the shopper back: the page that took the payment (the
   * bookings checkout unless `checkoutPath` names another) with the attempt.
   */
  returnUrlFor: (transactionUuid: string, checkoutPath?: string | null) => string;
}

export const ownerOf = (context: PaymentContext) => ({
  client: context.client,
  userId: context.user.id,
  holdMinutes: context.holdMinutes,
});

/**
 * The page an online-joining payment comes back to: the joining page of the membership's home
 * centre (null: the bookings checkout).
 */
export function checkoutPathOf(source: string, cart: Pick<Cart, 'items'>): string | null {
  if (source !== 'online-joining') return null;
  const membership = cart.items.find((item) => item.type === 'membership');
  return membership ? `/centre/${encodeURIComponent(membership.venueSlug)}` : null;
}
