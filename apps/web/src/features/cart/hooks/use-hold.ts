import type { CartItem } from '@leisure/contracts';
import { useEffect, useState } from 'react';
import { secondsLeft } from '../lib/hold-countdown.ts';

/**
 * How long the line's place is still held, ticking every second while it is. The line is
 * expired when the server says so or when its hold end has passed on this clock.
 */
export function useHold(item: Pick<CartItem, 'holdExpiresAt' | 'isExpired'>) {
  const [now, setNow] = useState(() => Date.now());
  const left = item.isExpired ? 0 : secondsLeft(item.holdExpiresAt, now);
  const isTicking = left > 0;
  useEffect(() => {
    if (!isTicking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isTicking]);
  return { secondsLeft: left, isExpired: left === 0 };
}
