import type { Database } from '../../../db/client.ts';
import type { AuthoriseInput, AuthoriseResult, CardSummary } from '../provider.ts';
import { challengeUrl, newSandboxId } from './sandbox-ids.ts';
import {
  detailsOf,
  findCard,
  findSession,
  findTransactionByVendorTxCode,
  insertTransactionOnce,
  markCardReusable,
  type SandboxCardRow,
  type SandboxTransactionRow,
} from './sandbox-repository.ts';

export const DECLINED_MESSAGE = 'Payment was declined';

const failed = (message: string, code: string, field: string): AuthoriseResult => ({
  status: 'failed',
  message,
  code,
  fieldErrors: { [field]: [message] },
});

/**
 * The sandbox's authorisation: checks the session and the card token like a processor would,
 * then answers by the test card's behaviour. One transaction per (merchant, vendorTxCode).
 */
export async function authoriseSandboxPayment(db: Database, input: AuthoriseInput): Promise<AuthoriseResult> {
  if (!Number.isInteger(input.amountPence) || input.amountPence <= 0) {
    return failed('The amount must be a whole number of pence above zero', 'invalid_amount', 'amount');
  }
  const previous = await findTransactionByVendorTxCode(db, input.merchant, input.vendorTxCode);
  if (previous) return repeatOf(previous, input);

  const checked = await checkRequest(db, input);
  if ('failure' in checked) return checked.failure;
  const { card } = checked;

  const id = newSandboxId('tx');
  const result = firstResultFor(id, card, input);
  const { row, isNew } = await insertTransactionOnce(db, {
    id,
    merchant: input.merchant,
    vendorTxCode: input.vendorTxCode,
    cardId: card.id,
    amountPence: input.amountPence,
    currency: input.currency,
    status: result.status,
    returnUrl: result.status === 'sca_required' ? input.returnUrl : null,
    details: { firstResult: result, saveCard: input.saveCard, description: input.description },
  });
  if (!isNew) return repeatOf(row, input);
  if (result.status === 'authorised' && input.saveCard) await markCardReusable(db, card.id);
  return result;
}

type Checked = { card: SandboxCardRow } | { failure: AuthoriseResult };

/** The session must be the merchant's and live; the card from that session and live, or saved for reuse. */
async function checkRequest(db: Database, input: AuthoriseInput): Promise<Checked> {
  const refuse = (message: string, code: string, field: string): Checked => ({
    failure: failed(message, code, field),
  });
  if (!isAcceptableReturnUrl(input.returnUrl)) {
    return refuse(
      'The return address must be a path or an http(s) address',
      'invalid_return_url',
      'returnUrl',
    );
  }
  const now = Date.now();
  const session = await findSession(db, input.sessionKey);
  if (!session || session.merchant !== input.merchant) {
    return refuse('Unknown payment session', 'session_not_found', 'sessionKey');
  }
  if (session.expiresAt.getTime() <= now) {
    return refuse('The payment session has expired', 'session_expired', 'sessionKey');
  }
  const card = await findCard(db, input.cardIdentifier);
  if (!card || card.merchant !== input.merchant)
    return refuse('Unknown card', 'card_not_found', 'cardIdentifier');
  if (input.savedCard) {
    return card.reusable === 'yes'
      ? { card }
      : refuse('This card was not saved for reuse', 'card_not_reusable', 'cardIdentifier');
  }
  if (card.sessionKey !== input.sessionKey) {
    return refuse('The card was entered in another payment session', 'card_not_found', 'cardIdentifier');
  }
  if (card.expiresAt.getTime() <= now) {
    return refuse('The card details have expired: enter them again', 'card_expired', 'cardIdentifier');
  }
  return { card };
}

/** A path on this site, or an absolute http(s) address (the challenge page checks its host). */
export function isAcceptableReturnUrl(returnUrl: string): boolean {
  if (returnUrl.startsWith('/')) return !returnUrl.startsWith('//') && !returnUrl.includes('\\');
  try {
    const url = new URL(returnUrl);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function firstResultFor(id: string, card: SandboxCardRow, input: AuthoriseInput): AuthoriseResult {
  switch (card.behaviour) {
    case 'approve':
      return {
        status: 'authorised',
        providerTransactionId: id,
        card: cardSummaryOf(card, input.saveCard || input.savedCard),
      };
    case 'decline':
      return {
        status: 'declined',
        providerTransactionId: id,
        message: DECLINED_MESSAGE,
        code: 'card_declined',
      };
    case 'challenge':
      return {
        status: 'sca_required',
        providerTransactionId: id,
        scaUrl: challengeUrl(id),
        scaMethod: 'redirect',
        scaData: {},
      };
  }
}

export function cardSummaryOf(card: SandboxCardRow, isSaved: boolean): CardSummary {
  return {
    brand: card.brand,
    last4: card.last4,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    reusableToken: isSaved ? card.id : undefined,
  };
}

/** A repeat of the same payment gets the first answer; the same reference for another payment is refused. */
function repeatOf(row: SandboxTransactionRow, input: AuthoriseInput): AuthoriseResult {
  const firstResult = detailsOf(row).firstResult;
  if (row.amountPence !== input.amountPence || row.cardId !== input.cardIdentifier || !firstResult) {
    return {
      status: 'failed',
      message: 'This vendorTxCode was already used for a different payment',
      code: 'vendor_tx_code_reused',
    };
  }
  return firstResult;
}
