import type { AuthoriseRequest, CompleteCardOrderRequest, DirectOrderRequest } from '@leisure/contracts';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api.ts';
import { schemaFrom } from '../../../lib/lazy-schema.ts';

/** The calls' schemas: loaded with the first request, so this module builds none as it loads. */
const schemas = () => import('./schemas.ts');

/** `GET /api/checkout/prepare`: the card-entry session, and the basket's holds kept while paying. */
export const prepareCheckout = (signal?: AbortSignal) =>
  apiFetch('/api/checkout/prepare', schemaFrom(schemas, 'OnlinePaymentSession'), { signal });

/** `POST /api/checkout/authorise` with the attempt's Idempotency-Key (a retry reaches the same attempt). */
export const authorisePayment = (body: AuthoriseRequest, idempotencyKey: string) =>
  apiFetch('/api/checkout/authorise', schemaFrom(schemas, 'AuthoriseResponse'), {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** `POST /api/payment-providers/sca-completion/{transactionUuid}` with what the bank page returned. */
export const completeScaChallenge = (transactionUuid: string, cres: string | null) =>
  apiFetch(
    `/api/payment-providers/sca-completion/${encodeURIComponent(transactionUuid)}`,
    schemaFrom(schemas, 'ScaCompletionResponse'),
    { method: 'POST', body: cres ? { cres } : {} },
  );

/** What completing a paid card attempt sends (snake_case). */
export type CompleteCardOrderBody = z.input<typeof CompleteCardOrderRequest>;

/** `POST /api/checkout/complete` for a paid card attempt: repeats answer the same order. */
export const completeCardOrder = (body: CompleteCardOrderBody) =>
  apiFetch('/api/checkout/complete', schemaFrom(schemas, 'CompleteOrderResponse'), { method: 'POST', body });

export type DirectOrderBody = z.input<typeof DirectOrderRequest>;

/** `POST /api/checkout/complete` camelCase: nothing left to pay by card (credit covers it). */
export const placeDirectOrder = (body: DirectOrderBody, idempotencyKey: string) =>
  apiFetch('/api/checkout/complete', schemaFrom(schemas, 'CompleteOrderResponse'), {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
