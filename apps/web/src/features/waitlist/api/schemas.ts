/** The waiting list calls' schema, loaded with their first request (lib/lazy-schema.ts `schemaFrom`). */
export { WaitlistEntry } from '@leisure/contracts';
