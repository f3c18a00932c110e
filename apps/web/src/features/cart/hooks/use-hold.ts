import type { CartItem } from '@leisure/contracts';
import { useEffect, useState } from 'react';
import { renderClock, useHydrated } from '../../../lib/page-environment.ts';
import { secondsLeft } from '../lib/hold-countdown.ts';

/**
 * How long the line's place is still held, ticking every second while it is. The line is
 * expired when the server says so or when its hold end has passed on this clock.
 */
export function useHold(item: Pick<CartItem, 'holdExpiresAt' | 'isExpired'>) {
  const [now, setNow] = useState(() => Date.now());
  // Hydrating, the countdown shows what the server rendered; then this clock's time.
  const hydrated = useHydrated();
  const left = item.isExpired ? 0 : secondsLeft(item.holdExpiresAt, hydrated ? now : renderClock());
  const isTicking = left > 0;
  useEffect(() => {
    if (!isTicking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isTicking]);
  return { secondsLeft: left, isExpired: left === 0 };
}
