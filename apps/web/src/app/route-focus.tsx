import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take (its chunk, its data) before focus goes to the main landmark. */
export const routeSettleTimeoutMs = 8_000;

/**
 * Where focus goes on a new page: its main heading, else the main landmark (the skip target).
 * A heading is not focusable by itself: `tabindex="-1"` lets a script focus it without adding it
 * to the tab order.
 */
function focusTarget(main: HTMLElement): HTMLElement {
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return main;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

/**
 * Waits for the page at the new address to show: a main heading that is not the old page's, or
 * the same heading under a new title (the same page for another day keeps its elements). Calls
 * `settled` once, with `timedOut` when the page did not show in time.
 */
function whenPageShows(
  main: HTMLElement,
  before: { heading: Element | null; title: string },
  settled: (timedOut: boolean) => void,
  timeoutMs: number,
): () => void {
  let done = false;
  const check = () => {
    const heading = main.querySelector('h1');
    const isNew = heading !== null && (heading !== before.heading || document.title !== before.title);
    if (!isNew || done) return;
    finish(false);
  };
  const observer = new MutationObserver(check);
  const titleObserver = new MutationObserver(check);
  const timer = setTimeout(() => finish(true), timeoutMs);
  function finish(timedOut: boolean) {
    done = true;
    observer.disconnect();
    titleObserver.disconnect();
    clearTimeout(timer);
    settled(timedOut);
  }
  observer.observe(main, { childList: true, subtree: true, characterData: true });
  const titleElement = document.querySelector('title');
  if (titleElement)
    titleObserver.observe(titleElement, { childList: true, characterData: true, subtree: true });
  // The page may already be there (its chunk and data were cached).
  queueMicrotask(check);
  return () => {
    if (!done) {
      done = true;
      observer.disconnect();
      titleObserver.disconnect();
      clearTimeout(timer);
    }
  };
}

/**
 * After each move to a new page inside the app (never on the first load, which the browser
 * announces itself): moves focus to the new page's main heading (or the main landmark) and says
 * the new title through a polite live region, as GOV.UK's and React Router's accessible-routing
 * guidance does (WCAG 2.4.3). A change of the query alone (a timetable's filters) is not a new page.
 */
export function RouteAnnouncer({
  mainId,
  settleTimeoutMs = routeSettleTimeoutMs,
}: {
  mainId: string;
  settleTimeoutMs?: number;
}) {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const shown = useRef<{ pathname: string; heading: Element | null; title: string } | null>(null);

  useEffect(() => {
    const main = document.getElementById(mainId);
    const previous = shown.current;
    const snapshot = () => ({ pathname, heading: main?.querySelector('h1') ?? null, title: document.title });
    if (!main || previous === null || previous.pathname === pathname) {
      shown.current = snapshot();
      return;
    }
    setMessage('');
    let announce: ReturnType<typeof setTimeout> | undefined;
    const stop = whenPageShows(
      main,
      previous,
      () => {
        focusTarget(main).focus({ preventScroll: true });
        // The title is set just after the page renders: read it once that has happened.
        announce = setTimeout(() => {
          shown.current = snapshot();
          setMessage(document.title);
        }, 50);
      },
      settleTimeoutMs,
    );
    // Left before it showed: the next page is compared with the last one that did.
    return () => {
      stop();
      clearTimeout(announce);
    };
  }, [pathname, mainId, settleTimeoutMs]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" data-testid="route-announcer">
      {message}
    </div>
  );
}
