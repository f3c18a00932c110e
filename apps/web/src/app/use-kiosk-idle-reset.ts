import { useCallback, useEffect, useRef, useState } from 'react';

/** Kiosk idle logout, per spec: 90 seconds without input. */
export const kioskIdleMs = 90_000;
/** "Are you still there?" shows this long before the reset (at 75 s). */
export const kioskWarningMs = 15_000;

/**
 * What counts as someone using the kiosk: a touch or click, a key, and scrolling as people do it
 * (wheel, a finger, keys, the scrollbar). Not the `scroll` event itself: focus moves and scroll
 * restoration scroll too, and must not keep a screen alive.
 */
export const kioskInputEvents = ['pointerdown', 'keydown', 'touchstart', 'touchmove', 'wheel'] as const;

export interface KioskIdle {
  /** The last seconds before the reset: show the warning. */
  isWarning: boolean;
  /** Whole seconds until the reset (15 when the warning opens). */
  secondsLeft: number;
  /** "I'm still here": the wait starts again. */
  stillHere: () => void;
}

/**
 * In kiosk mode, any input restarts a 90-second wait; after 75 s the warning shows with a
 * countdown (then only its answer, `stillHere`, restarts it), and at 90 s `onReset` runs (log
 * out, forget the basket, go to the start page). Input restarts the timers directly: typing or
 * scrolling re-renders nothing.
 */
export function useKioskIdleReset(isKiosk: boolean, onReset: () => void): KioskIdle {
  const [warningDeadline, setWarningDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const onResetRef = useRef(onReset);
  onResetRef.current = onReset;
  const restartRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!isKiosk) return;
    let warning: number | undefined;
    let reset: number | undefined;
    let ticker: number | undefined;
    let isWarningOpen = false;
    const stop = () => {
      window.clearTimeout(warning);
      window.clearTimeout(reset);
      window.clearInterval(ticker);
    };
    const restart = () => {
      stop();
      isWarningOpen = false;
      setWarningDeadline(null);
      const deadline = Date.now() + kioskIdleMs;
      warning = window.setTimeout(() => {
        isWarningOpen = true;
        setWarningDeadline(deadline);
        setNow(Date.now());
        ticker = window.setInterval(() => setNow(Date.now()), 1000);
      }, kioskIdleMs - kioskWarningMs);
      reset = window.setTimeout(() => onResetRef.current(), kioskIdleMs);
    };
    // Once the warning shows, the dialog is the answer: were a tap to close it, the same tap's
    // click would land on whatever lay underneath.
    const onInput = () => {
      if (!isWarningOpen) restart();
    };
    restartRef.current = restart;
    restart();
    for (const name of kioskInputEvents) {
      document.addEventListener(name, onInput, { capture: true, passive: true });
    }
    return () => {
      stop();
      for (const name of kioskInputEvents) document.removeEventListener(name, onInput, { capture: true });
    };
  }, [isKiosk]);

  const stillHere = useCallback(() => restartRef.current(), []);
  if (!isKiosk || warningDeadline === null) {
    return { isWarning: false, secondsLeft: kioskWarningMs / 1000, stillHere };
  }
  return { isWarning: true, secondsLeft: Math.max(0, Math.ceil((warningDeadline - now) / 1000)), stillHere };
}
