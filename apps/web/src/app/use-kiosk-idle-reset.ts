import { useEffect } from 'react';
import { logOut } from '../lib/auth.ts';

/** Kiosk idle logout, per spec: 90 seconds without input. */
export const kioskIdleMs = 90_000;

const activityEvents = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * In kiosk mode, 90 s without input logs the customer out and goes back to the kiosk start page
 * (`startUrl`, which carries the centre when there is one).
 */
export function useKioskIdleReset(isKiosk: boolean, startUrl: string): void {
  useEffect(() => {
    if (!isKiosk) return;
    let timer = window.setTimeout(reset, kioskIdleMs);
    function reset() {
      void logOut()
        .catch(() => undefined)
        .finally(() => window.location.assign(startUrl));
    }
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(reset, kioskIdleMs);
    };
    for (const name of activityEvents) window.addEventListener(name, restart, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of activityEvents) window.removeEventListener(name, restart);
    };
  }, [isKiosk, startUrl]);
}
