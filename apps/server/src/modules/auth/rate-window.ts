export interface RateWindow {
  limit: number;
  windowMs: number;
}

/**
 * A sliding window: given the instants of the attempts still inside the window, whether
 * another is allowed now and, when not, how many whole seconds until the oldest one leaves.
 */
export function checkRateWindow(
  attempts: readonly Date[],
  window: RateWindow,
  now: Date,
): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
  const since = now.getTime() - window.windowMs;
  const inside = attempts.map((at) => at.getTime()).filter((at) => at > since);
  if (inside.length < window.limit) return { allowed: true };
  // The attempt that must leave before one more fits: the (count - limit + 1)th oldest.
  const sorted = inside.sort((a, b) => a - b);
  const leaving = sorted[inside.length - window.limit] ?? now.getTime();
  const waitMs = leaving + window.windowMs - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}
