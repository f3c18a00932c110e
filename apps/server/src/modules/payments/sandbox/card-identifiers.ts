import { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { type FieldErrors, validationFailed } from '../../../http/errors.ts';
import { checkCardEntry } from '../card-entry.ts';
import { minutesFromNow, newSandboxId, SANDBOX_CARD_MINUTES } from './sandbox-ids.ts';
import { findSession, insertCard } from './sandbox-repository.ts';

/** What the hosted card form posts. Every field is text; a missing one reads as empty. */
const CardIdentifierRequest = z.object({
  session_key: z.string().catch(''),
  card_number: z.string().catch(''),
  expiry: z.string().catch(''),
  security_code: z.string().catch(''),
  cardholder_name: z.string().catch(''),
});

export interface CardIdentifier {
  cardIdentifier: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

export const SESSION_EXPIRED_MESSAGE =
  'This payment session has expired. Go back and start the payment again.';

/**
 * Turns a typed card into a short-lived token, as a processor's tokeniser does. Only the
 * brand, last four digits, expiry and name are kept; the number and code are dropped here.
 * Throws 422 `validation_failed` with the form's field names.
 */
export async function createCardIdentifier(db: Database, body: unknown): Promise<CardIdentifier> {
  const request = CardIdentifierRequest.parse(typeof body === 'object' && body !== null ? body : {});
  const session = request.session_key ? await findSession(db, request.session_key) : undefined;
  if (!session || session.expiresAt.getTime() <= Date.now()) {
    throw validationFailed({ session_key: [SESSION_EXPIRED_MESSAGE] });
  }
  const checked = checkCardEntry(
    {
      cardNumber: request.card_number,
      expiry: request.expiry,
      securityCode: request.security_code,
      cardholderName: request.cardholder_name,
    },
    new Date(),
  );
  if (!checked.isValid) {
    const errors: FieldErrors = {};
    const names = {
      cardNumber: 'card_number',
      expiry: 'expiry',
      securityCode: 'security_code',
      cardholderName: 'cardholder_name',
    } as const;
    for (const [key, field] of Object.entries(names)) {
      const messages = checked.errors[key as keyof typeof names];
      if (messages.length > 0) errors[field] = messages;
    }
    throw validationFailed(errors);
  }
  const { card } = checked;
  const cardIdentifier = newSandboxId('card');
  await insertCard(db, {
    id: cardIdentifier,
    merchant: session.merchant,
    sessionKey: session.key,
    brand: card.brand,
    last4: card.last4,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    cardholderName: card.cardholderName,
    behaviour: card.behaviour,
    expiresAt: minutesFromNow(SANDBOX_CARD_MINUTES),
  });
  return {
    cardIdentifier,
    brand: card.brand,
    last4: card.last4,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
  };
}
