/** Whole seconds left on a hold at `now` (0 once it has run out). */
export function secondsLeft(holdExpiresAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(holdExpiresAt) - now) / 1000));
}

/** '14:32', or '1:02:05' past an hour. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const secs = String(seconds % 60).padStart(2, '0');
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${secs}`;
  return `${minutes}:${secs}`;
}

/**
 * From this many seconds left, the basket and checkout warn that the hold is about to run out
 * (visibly and once through a polite status) and offer to keep it longer (WCAG 2.2.1).
 */
export const holdWarningSeconds = 120;

/**
 * What a polite status says about a hold: once in its last two minutes and once at its end,
 * nothing the rest of the time (the ticking time itself is not read out).
 */
export function holdAnnouncement(
  { secondsLeft, isExpired }: { secondsLeft: number; isExpired: boolean },
  words: { ending: string; expired: string },
): string {
  if (isExpired) return words.expired;
  return secondsLeft <= holdWarningSeconds ? words.ending : '';
}
