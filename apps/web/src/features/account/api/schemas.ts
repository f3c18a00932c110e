/** The account dashboard call's schema, loaded with its first request (lib/lazy-schema.ts `schemaFrom`). */
export { AccountDashboard } from '@leisure/contracts';
