import type { Database } from '../../../db/client.ts';
import type { OffSessionChargeInput, OffSessionChargeResult } from '../provider.ts';
import { DECLINED_MESSAGE } from './sandbox-authorise.ts';
import { newSandboxId } from './sandbox-ids.ts';
import { findCard, findTransactionByVendorTxCode, insertTransactionOnce } from './sandbox-repository.ts';

/**
 * The sandbox's merchant-initiated charge of a saved card: the card must be the merchant's and
 * kept for reuse. It answers by the card's behaviour today (a test may change a card's
 * behaviour in `sandbox_cards`, as a real card starts to decline); a 3-D Secure card is
 * charged without a challenge, as merchant-initiated payments are exempt. One transaction per
 * (merchant, vendorTxCode): a repeat answers the first result.
 */
export async function chargeSandboxSavedCard(
  db: Database,
  input: OffSessionChargeInput,
): Promise<OffSessionChargeResult> {
  const refused = (message: string, code: string): OffSessionChargeResult => ({
    status: 'declined',
    message,
    code,
  });
  if (!Number.isInteger(input.amountPence) || input.amountPence <= 0) {
    return refused('The amount must be a whole number of pence above zero', 'invalid_amount');
  }
  const previous = await findTransactionByVendorTxCode(db, input.merchant, input.vendorTxCode);
  if (previous) return repeatOf(previous, input);
  const card = await findCard(db, input.reusableToken);
  if (!card || card.merchant !== input.merchant || card.reusable !== 'yes') {
    return refused('This card was not saved for reuse', 'card_not_reusable');
  }
  const id = newSandboxId('tx');
  const result: OffSessionChargeResult =
    card.behaviour === 'decline'
      ? { status: 'declined', message: DECLINED_MESSAGE, code: 'card_declined', providerTransactionId: id }
      : { status: 'paid', providerTransactionId: id };
  const { row, isNew } = await insertTransactionOnce(db, {
    id,
    merchant: input.merchant,
    vendorTxCode: input.vendorTxCode,
    cardId: card.id,
    amountPence: input.amountPence,
    currency: input.currency,
    status: result.status === 'paid' ? 'authorised' : 'declined',
    details: { offSession: result, description: input.description },
  });
  return isNew ? result : repeatOf(row, input);
}

type TransactionRow = NonNullable<Awaited<ReturnType<typeof findTransactionByVendorTxCode>>>;

function repeatOf(row: TransactionRow, input: OffSessionChargeInput): OffSessionChargeResult {
  const first = (row.details as { offSession?: OffSessionChargeResult }).offSession;
  if (!first || row.amountPence !== input.amountPence || row.cardId !== input.reusableToken) {
    return {
      status: 'declined',
      message: 'This vendorTxCode was already used for a different payment',
      code: 'vendor_tx_code_reused',
    };
  }
  return first;
}
