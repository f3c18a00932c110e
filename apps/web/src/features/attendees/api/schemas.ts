/** The waiver calls' schemas, loaded with their first request (lib/lazy-schema.ts `schemaFrom`). */
export { PreviousAttendees, RequiredWaivers, SendWaiversResponse } from '@leisure/contracts';
