import type {
  ChangeMembershipCardRequest,
  MembershipCardSession,
  PaymentProviderName,
} from '@leisure/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../db/client.ts';
import { customerMemberships, paymentInstructions } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { AccountCustomer } from '../my-account/account-customer.ts';
import { type PaymentProvider, ProviderError } from '../payments/provider.ts';
import { clientPaymentsOf } from '../payments/settings/client-payments.ts';
import { type BillingOwner, membershipBillingOf } from './billing-view.ts';

const CANNOT_CHANGE = 'Your card cannot be changed online yet: please call us or ask at reception.';

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};
const brandName = (brand: string) => brandNames[brand] ?? `${brand.charAt(0).toUpperCase()}${brand.slice(1)}`;

/** The client's card processor, and whether it can keep a card on file without a payment. */
async function cardProviderOf(app: FastifyInstance, clientId: number): Promise<PaymentProvider> {
  const payments = await clientPaymentsOf({ db: app.db, config: app.config }, clientId);
  return payments.providerOf(payments.providerName);
}

/** Whose billing a call reads, and whether a new card can be put on file there. */
export async function billingOwnerOf(
  app: FastifyInstance,
  { client, user }: AccountCustomer,
  membershipId: number,
): Promise<BillingOwner> {
  const provider = await cardProviderOf(app, client.id);
  return {
    clientId: client.id,
    userId: user.id,
    membershipId,
    zone: client.timezone,
    currencySymbol: client.currencySymbol,
    canChangeCard: provider.saveCard !== undefined,
  };
}

async function assertOwned(app: FastifyInstance, owner: BillingOwner) {
  const rows = await rowsOf<{ id: number }>(
    app.db,
    sql`select id from ${customerMemberships}
      where client_id = ${owner.clientId} and user_id = ${owner.userId} and id = ${owner.membershipId}`,
  );
  if (rows.length === 0) throw notFound('Membership not found');
}

/** A card-entry session of the client's processor, for a new card on file. */
export async function cardSessionFor(
  app: FastifyInstance,
  customer: AccountCustomer,
  membershipId: number,
): Promise<MembershipCardSession> {
  const owner = await billingOwnerOf(app, customer, membershipId);
  await assertOwned(app, owner);
  const provider = await cardProviderOf(app, owner.clientId);
  if (!provider.saveCard)
    throw new AppError({ statusCode: 409, code: 'unsupported_payment_provider', message: CANNOT_CHANGE });
  try {
    const session = await provider.prepareSession({
      merchant: customer.client.slug,
      amountPence: 0,
      currency: customer.client.currencyCode,
    });
    return {
      paymentProvider: provider.name as PaymentProviderName,
      sessionKey: session.sessionKey,
      mode: session.mode,
      url: session.url,
      publishableKey: session.publishableKey ?? null,
    };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    throw new AppError({
      statusCode: 502,
      code: 'payment_failed',
      message: 'The card form could not be opened. Please try again.',
      cause: error,
    });
  }
}

/**
 * Puts the card entered in the session on file: the processor keeps it (no payment is taken),
 * then the customer's live instruction is replaced by it in one transaction. Renewals being
 * retried are charged to it at their next try; arrears are paid with it from the Pay button.
 */
export async function changeCard(
  app: FastifyInstance,
  customer: AccountCustomer,
  membershipId: number,
  body: ChangeMembershipCardRequest,
) {
  const owner = await billingOwnerOf(app, customer, membershipId);
  await assertOwned(app, owner);
  const provider = await cardProviderOf(app, owner.clientId);
  if (!provider.saveCard)
    throw new AppError({ statusCode: 409, code: 'unsupported_payment_provider', message: CANNOT_CHANGE });
  const result = await provider.saveCard({
    merchant: customer.client.slug,
    sessionKey: body.session_key,
    cardIdentifier: body.card_identifier,
  });
  if (result.status === 'declined') {
    const message = `${result.message}: your card on file is unchanged.`;
    throw new AppError({
      statusCode: 422,
      code: 'payment_declined',
      message,
      errors: { card_identifier: [message] },
    });
  }
  const { card } = result;
  await app.db.transaction(async (tx) => {
    await tx.execute(sql`update ${paymentInstructions} set status = 'revoked'
      where client_id = ${owner.clientId} and user_id = ${owner.userId} and status = 'active'`);
    await tx.insert(paymentInstructions).values({
      clientId: owner.clientId,
      userId: owner.userId,
      kind: 'card',
      provider: provider.name,
      providerToken: card.reusableToken,
      label: `${brandName(card.brand)} ending ${card.last4}`,
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardExpiryMonth: card.expiryMonth,
      cardExpiryYear: card.expiryYear,
    });
  });
  const billing = await membershipBillingOf(app.db, owner);
  if (!billing) throw notFound('Membership not found');
  return billing;
}
