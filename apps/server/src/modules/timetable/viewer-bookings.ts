import type { ItemId } from '@leisure/contracts';

// A customer's bookings and waiting-list places as listings mark them; read with the rest of what
// is theirs in one query (`customerFactsOf`, customer-facts.ts).

/** Listing id (row id and uid, as listings show them) → the viewer's booking or waiting-list entry id. */
export type RefsById = ReadonlyMap<ItemId, number>;

/** What a customer has booked (not ended) and the class lines they are on, by listing id. */
export interface ViewerBookings {
  classes: RefsById;
  slots: RefsById;
  ticketTimes: RefsById;
  courses: RefsById;
  /** Classes whose waiting list the viewer is on (waiting or offered): their entry id. */
  waitlisted: RefsById;
  /** The same classes: the viewer's 1-based place in the line. */
  waitlistPositions: RefsById;
  /** Those of the classes where a place is held for the viewer (an offer): when it ends, ISO 8601. */
  waitlistOffers: ReadonlyMap<ItemId, string>;
}
