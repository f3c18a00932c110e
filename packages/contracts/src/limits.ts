import type { ActionStatus } from './timetable.ts';

/**
 * Plain values the contracts share with the apps, in a module that builds no schema: a web page
 * that only needs a limit or a list does not evaluate the schemas beside it (issue 8: the browser's
 * work after the first paint). The modules that use them re-export them, as before.
 */

/** Accessibility facts, stored as data per venue and per activity, and filterable. */
export const accessibilityFeatures = [
  'step_free_access',
  'pool_hoist',
  'changing_places_toilet',
  'hearing_loop',
  'quiet_session',
] as const;

/** The five booking action kinds: listing filters keep these unless the mode shows all actions. */
export const actionableStatuses = [
  'BOOK',
  'CANCEL_RESERVATION',
  'CANCEL_BOOKING',
  'JOIN_WAITLIST',
  'LEAVE_WAITLIST',
] as const satisfies readonly ActionStatus[];

/** One ticket line holds at most this many tickets (add and update refuse more). */
export const MAX_TICKETS_PER_LINE = 20;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

/** The bookings app's basket page claims a hand-off named by this query parameter. */
export const cartHandoffParam = 'handoff';

/** Where the money goes if a place was taken while paying: back to the card, or account credit. */
export const refundTargets = ['card', 'credit'] as const;
