/** The desk calls' schemas, loaded with their first request (lib/lazy-schema.ts `schemaFrom`). */
export {
  Cart,
  CompleteOrderResponse,
  CustomerList,
  CustomerSummary,
  SyncPaymentsResponse,
} from '@leisure/contracts';
