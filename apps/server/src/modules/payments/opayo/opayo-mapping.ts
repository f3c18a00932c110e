import { z } from 'zod';
import { normaliseBrand } from '../card-rules.ts';
import { type AuthoriseResult, type CardSummary, ProviderError, type TransactionState } from '../provider.ts';
import type { OpayoResponse } from './opayo-client.ts';

/** The parts of an Opayo transaction response (Payment, Refund, 3-D Secure result, GET) we read. */
const OpayoTransaction = z.object({
  transactionId: z.string(),
  status: z.string(),
  statusCode: z.string().optional(),
  statusDetail: z.string().optional(),
  acsUrl: z.string().optional(),
  cReq: z.string().optional(),
  paymentMethod: z
    .object({
      card: z
        .object({
          cardType: z.string().optional(),
          lastFourDigits: z.string().optional(),
          expiryDate: z.string().optional(),
          cardIdentifier: z.string().optional(),
          reusable: z.boolean().optional(),
        })
        .optional(),
    })
    .optional(),
  amount: z.object({ totalAmount: z.number().int() }).optional(),
  '3DSecure': z.object({ status: z.string().optional() }).optional(),
});
export type OpayoTransaction = z.infer<typeof OpayoTransaction>;

/** Opayo's validation answer (HTTP 400/422): one entry per problem, often naming the property. */
const OpayoErrors = z.object({
  errors: z.array(
    z.object({
      code: z.union([z.string(), z.number()]).optional(),
      description: z.string().optional(),
      property: z.string().optional(),
      clientMessage: z.string().optional(),
    }),
  ),
});
const OpayoSingleError = z.object({
  code: z.union([z.string(), z.number()]).optional(),
  description: z.string(),
});

export const THREE_D_SECURE_FAILED = '3D Secure verification failed';
const DECLINED = 'Payment was declined';
/** 3-D Secure results that mean the shopper was not verified. */
const FAILED_3DS = new Set(['NotAuthenticated', 'Error', 'Incomplete', 'MalformedOrInvalid', 'Rejected']);

export function parseTransaction(response: OpayoResponse): OpayoTransaction {
  const parsed = OpayoTransaction.safeParse(response.body);
  if (!parsed.success) {
    throw new ProviderError(
      `Opayo answered ${response.statusCode} without a transaction`,
      'opayo',
      response.body,
    );
  }
  return parsed.data;
}

/** The human text of an Opayo failure body, whatever its shape. */
export function describeFailure(response: OpayoResponse): string {
  const many = OpayoErrors.safeParse(response.body);
  const first = many.success ? many.data.errors[0] : undefined;
  if (first) return first.clientMessage ?? first.description ?? `Opayo error ${first.code ?? ''}`.trim();
  const single = OpayoSingleError.safeParse(response.body);
  if (single.success) return single.data.description;
  const transaction = OpayoTransaction.safeParse(response.body);
  if (transaction.success && transaction.data.statusDetail) return transaction.data.statusDetail;
  return `Opayo answered ${response.statusCode}`;
}

/** 400/422 validation answers become a `failed` result with field errors by Opayo property. */
export function validationFailureOf(response: OpayoResponse): AuthoriseResult | undefined {
  if (response.statusCode !== 400 && response.statusCode !== 422) return undefined;
  const parsed = OpayoErrors.safeParse(response.body);
  if (!parsed.success)
    return { status: 'failed', message: describeFailure(response), code: 'opayo_rejected' };
  const fieldErrors: Record<string, string[]> = {};
  for (const error of parsed.data.errors) {
    const field = error.property ?? 'body';
    const text = error.clientMessage ?? error.description ?? 'Invalid value';
    fieldErrors[field] = [...(fieldErrors[field] ?? []), text];
  }
  const first = parsed.data.errors[0];
  return {
    status: 'failed',
    message: first?.clientMessage ?? first?.description ?? 'Opayo refused the payment details',
    code: first?.code === undefined ? 'opayo_validation' : String(first.code),
    fieldErrors,
  };
}

export function cardOf(transaction: OpayoTransaction, isSaved: boolean): CardSummary | undefined {
  const card = transaction.paymentMethod?.card;
  const expiry = /^(\d{2})(\d{2})$/.exec(card?.expiryDate ?? '');
  if (!card?.lastFourDigits || !expiry?.[1] || !expiry[2]) return undefined;
  return {
    brand: normaliseBrand(card.cardType ?? ''),
    last4: card.lastFourDigits,
    expiryMonth: Number(expiry[1]),
    expiryYear: 2000 + Number(expiry[2]),
    reusableToken: isSaved && card.reusable !== false ? card.cardIdentifier : undefined,
  };
}

const isThreeDSecureFailure = (transaction: OpayoTransaction) =>
  transaction.status === 'Rejected' && FAILED_3DS.has(transaction['3DSecure']?.status ?? '');

/** A Payment answer: Ok, 3DAuth (challenge by auto-posted form), NotAuthed/Rejected, or an error status. */
export function authoriseResultOf(transaction: OpayoTransaction, isSaved: boolean): AuthoriseResult {
  const id = transaction.transactionId;
  switch (transaction.status) {
    case 'Ok':
      return { status: 'authorised', providerTransactionId: id, card: cardOf(transaction, isSaved) };
    case '3DAuth':
      if (!transaction.acsUrl || !transaction.cReq) {
        throw new ProviderError(
          'Opayo asked for 3-D Secure without an acsUrl and cReq',
          'opayo',
          transaction,
        );
      }
      return {
        status: 'sca_required',
        providerTransactionId: id,
        scaUrl: transaction.acsUrl,
        scaMethod: 'post',
        scaData: { creq: transaction.cReq },
      };
    case 'NotAuthed':
    case 'Rejected':
      if (isThreeDSecureFailure(transaction)) {
        return { status: 'failed', message: THREE_D_SECURE_FAILED, code: transaction.statusCode };
      }
      return {
        status: 'declined',
        providerTransactionId: id,
        message: transaction.statusDetail ?? DECLINED,
        code: transaction.statusCode,
      };
    default:
      return {
        status: 'failed',
        message: transaction.statusDetail ?? 'Opayo could not take the payment',
        code: transaction.statusCode,
      };
  }
}

/** What a transaction is now; refunds are separate Opayo transactions, so their total comes from us. */
export function stateOf(
  transaction: OpayoTransaction,
  known: { amountPence: number; refundedPence: number; isSaved: boolean },
): TransactionState {
  const base = {
    providerTransactionId: transaction.transactionId,
    amountPence: transaction.amount?.totalAmount ?? known.amountPence,
    refundedPence: known.refundedPence,
    card: cardOf(transaction, known.isSaved),
  };
  const result = authoriseResultOf(transaction, known.isSaved);
  switch (result.status) {
    case 'authorised':
      return { ...base, status: base.refundedPence >= base.amountPence ? 'refunded' : 'authorised' };
    case 'sca_required':
      return { ...base, status: 'sca_required' };
    case 'declined':
    case 'failed':
      return { ...base, status: result.status, message: result.message };
  }
}
