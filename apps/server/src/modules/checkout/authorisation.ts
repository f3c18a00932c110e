import { createHash } from 'node:crypto';
import type { AuthoriseRequest, AuthoriseResponse } from '@leisure/contracts';
import type { z } from 'zod';
import { AppError, validationFailed } from '../../http/errors.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import {
  type AuthoriseInput,
  type AuthoriseResult,
  type CardSummary,
  ProviderError,
} from '../payments/provider.ts';
import type { CheckoutTransactionRow } from './checkout.repository.ts';
import * as repository from './checkout.repository.ts';
import type { CheckoutContext } from './checkout-context.ts';

export type AuthoriseBody = z.output<typeof AuthoriseRequest>;

/** The card an authorise pays with: a saved card's token or the card just entered. */
export interface CardToCharge {
  cardIdentifier: string | undefined;
  isSaved: boolean;
}

export const providerFailure = (message: string, cause: unknown) =>
  new AppError({ statusCode: 502, code: 'payment_failed', message, cause });

/** A stable uuid for an Idempotency-Key, so a repeated authorise reaches the same attempt. */
export function uuidFromKey(owner: string, key: string): string {
  const hex = createHash('sha256').update(`${owner}\n${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** What the provider is asked to charge for an attempt, from the checkout page's request. */
export function authoriseInputOf(
  client: ClientRow,
  body: AuthoriseBody,
  card: CardToCharge,
  row: CheckoutTransactionRow,
  returnUrl: string,
): AuthoriseInput {
  return {
    merchant: client.slug,
    vendorTxCode: row.uuid,
    amountPence: row.amountPence,
    currency: client.currencyCode,
    description: `${client.name} bookings`,
    sessionKey: body.session_key,
    cardIdentifier: card.cardIdentifier ?? '',
    savedCard: card.isSaved,
    saveCard: body.save_card === true,
    cardholderName: body.card_holder_name,
    billing: {
      firstName: body.billing_first_name,
      lastName: body.billing_last_name,
      addressLine1: body.billing_address_line_one,
      addressLine2: body.billing_address_line_two,
      city: body.billing_city,
      postcode: body.billing_postcode,
      country: 'GB',
    },
    browser: {
      colourDepth: body.browser_color_depth,
      language: body.browser_language,
      screenHeight: body.browser_screen_height,
      screenWidth: body.browser_screen_width,
      timezoneOffset: body.browser_timezone_offset,
      javaEnabled: body.browser_java_enabled,
      javascriptEnabled: body.browser_javascript_enabled,
    },
    returnUrl,
    paymentMethodId: body.payment_method_id,
    setupIntentId: body.setup_intent_id,
  };
}

export function responseOf(
  row: CheckoutTransactionRow,
  extra: Partial<AuthoriseResponse>,
  returnUrl: string,
) {
  const status = row.status;
  const transactionStatus: AuthoriseResponse['transactionStatus'] =
    status === 'authorised' || status === 'completed'
      ? 'authorised'
      : status === 'sca_required'
        ? 'sca_required'
        : 'failed';
  return {
    transactionUuid: row.uuid,
    transactionStatus,
    scaUrl: null,
    scaMethod: null,
    scaData: null,
    clientSecret: null,
    returnUrl,
    error:
      transactionStatus === 'failed'
        ? {
            code: 'payment_failed',
            message: row.errorMessage ?? 'Failed to authorize payment',
            details: null,
          }
        : null,
    ...extra,
  } satisfies AuthoriseResponse;
}

/** A repeat arriving this soon is a double click: the first call is surely still under way. */
const RESUME_AFTER_MS = 5_000;

/**
 * The same authorise again (same Idempotency-Key, same card) for an attempt still `authorising`:
 * its first call failed on our side (a process killed, the database gone) or is still under way.
 * When the provider already has the payment, its answer is replayed (authorise is idempotent per
 * vendorTxCode) and recorded. When it has nothing, or cannot say, this answers undefined: the
 * first call may still reach it, so only the reconciler may conclude (settleStaleAuthorising).
 */
export async function resumeInterrupted(
  context: CheckoutContext,
  row: CheckoutTransactionRow,
  input: AuthoriseInput,
): Promise<AuthoriseResponse | undefined> {
  if (Date.now() - row.createdAt.getTime() < RESUME_AFTER_MS) return undefined;
  const provider = context.providerOf(row.provider);
  try {
    const known = await provider.lookup({ merchant: input.merchant, vendorTxCode: row.uuid });
    if (!known) return undefined;
    const replayed = await provider.authorise(input);
    if (replayed.status === 'failed') return undefined;
    return await recordAuthorisation(context, row, replayed, input.saveCard, input.returnUrl);
  } catch (error) {
    if (error instanceof ProviderError) return undefined;
    throw error;
  }
}

/** Keeps the card the customer asked to save, when the provider gave a reusable token for it. */
export async function keepCard(context: CheckoutContext, card: CardSummary | undefined) {
  if (!card?.reusableToken) return;
  await repository.saveCard(context.db, {
    clientId: context.client.id,
    userId: context.user.id,
    provider: context.provider.name,
    providerToken: card.reusableToken,
    brand: card.brand,
    last4: card.last4,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
  });
}

export async function recordAuthorisation(
  context: CheckoutContext,
  row: CheckoutTransactionRow,
  result: AuthoriseResult,
  saveCard: boolean,
  returnUrl: string,
): Promise<AuthoriseResponse> {
  const { db } = context;
  if (result.status === 'authorised') {
    const moved = await repository.moveTransaction(db, row, ['authorising'], {
      status: 'authorised',
      providerTransactionId: result.providerTransactionId,
    });
    if (moved && saveCard) await keepCard(context, result.card);
    return responseOf(moved ?? { ...row, status: 'authorised' }, {}, returnUrl);
  }
  if (result.status === 'sca_required') {
    const moved = await repository.moveTransaction(db, row, ['authorising'], {
      status: 'sca_required',
      providerTransactionId: result.providerTransactionId,
    });
    return responseOf(
      moved ?? { ...row, status: 'sca_required' },
      {
        scaUrl: result.scaUrl,
        scaMethod: result.scaMethod,
        scaData: result.scaData,
        clientSecret: result.clientSecret ?? null,
      },
      returnUrl,
    );
  }
  const message = result.status === 'declined' ? 'Payment was declined' : result.message;
  await repository.moveTransaction(db, row, ['authorising'], {
    status: result.status,
    providerTransactionId: result.status === 'declined' ? (result.providerTransactionId ?? null) : null,
    errorMessage: message,
  });
  if (result.status === 'failed' && result.fieldErrors && Object.keys(result.fieldErrors).length > 0) {
    throw validationFailed(result.fieldErrors, result.message);
  }
  return {
    ...responseOf({ ...row, status: result.status, errorMessage: message }, {}, returnUrl),
    error: {
      code: result.status === 'declined' ? 'payment_declined' : 'payment_failed',
      message,
      details: null,
    },
  };
}
