/** The basket hand-off calls' schemas, loaded with their first request (lib/lazy-schema.ts `schemaFrom`). */
export { Cart, CartHandoff } from '@leisure/contracts';
