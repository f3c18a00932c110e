const MINUTE_MS = 60_000;

/** How long a place offered from a waiting list is kept for the customer. */
export const OFFER_WINDOW = {
  /** The usual offer: long enough to see the mail and pay. */
  standardMinutes: 120,
  /** A class starting sooner than this gets half the time left, so the next in line still has a chance. */
  soonMinutes: 240,
  /** Never shorter than this, even just before the start. */
  minimumMinutes: 15,
} as const;

/**
 * Whole minutes an offer (and its basket hold) lasts from `now`: 2 hours, or, when the class
 * starts within 4 hours, half the time left before it starts, at least 15 minutes.
 */
export function offerWindowMinutes(startsAt: Date, now: Date): number {
  const minutesLeft = Math.floor((startsAt.getTime() - now.getTime()) / MINUTE_MS);
  if (minutesLeft >= OFFER_WINDOW.soonMinutes) return OFFER_WINDOW.standardMinutes;
  return Math.max(OFFER_WINDOW.minimumMinutes, Math.floor(minutesLeft / 2));
}
