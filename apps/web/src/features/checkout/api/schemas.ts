/** The checkout calls' schemas, loaded with their first request (lib/lazy-schema.ts `schemaFrom`). */
export {
  AuthoriseResponse,
  CompleteOrderResponse,
  OnlinePaymentSession,
  ScaCompletionResponse,
} from '@leisure/contracts';
