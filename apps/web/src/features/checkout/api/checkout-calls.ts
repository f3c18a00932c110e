import type { AuthoriseRequest, CompleteCardOrderRequest, DirectOrderRequest } from '@leisure/contracts';
import { checkoutPaths } from '@leisure/contracts/routes/paths';
import type { z } from 'zod';
import { callApi, sendApi } from '../../../lib/api-call.ts';

/** `GET /api/checkout/prepare`: the card-entry session, and the basket's holds kept while paying. */
export const prepareCheckout = (signal?: AbortSignal) => callApi(checkoutPaths.prepare, { signal });

/** `POST /api/checkout/authorise` with the attempt's Idempotency-Key (a retry reaches the same attempt). */
export const authorisePayment = (body: AuthoriseRequest, idempotencyKey: string) =>
  sendApi(checkoutPaths.authorise, {
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** `POST /api/payment-providers/sca-completion/{transactionUuid}` with what the bank page returned. */
export const completeScaChallenge = (transactionUuid: string, cres: string | null) =>
  sendApi(checkoutPaths.scaCompletion, {
    params: { transactionId: transactionUuid },
    body: cres ? { cres } : {},
  });

/** What completing a paid card attempt sends (snake_case). */
export type CompleteCardOrderBody = z.input<typeof CompleteCardOrderRequest>;

/** `POST /api/checkout/complete` for a paid card attempt: repeats answer the same order. */
export const completeCardOrder = (body: CompleteCardOrderBody) => sendApi(checkoutPaths.complete, { body });

export type DirectOrderBody = z.input<typeof DirectOrderRequest>;

/** `POST /api/checkout/complete` camelCase: nothing left to pay by card (credit covers it). */
export const placeDirectOrder = (body: DirectOrderBody, idempotencyKey: string) =>
  sendApi(checkoutPaths.complete, {
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
