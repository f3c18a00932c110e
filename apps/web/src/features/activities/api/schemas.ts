/** The activity calls' schemas, loaded with their first request (lib/lazy-schema.ts `schemaFrom`). */
export { Activity, ActivityList } from '@leisure/contracts';
