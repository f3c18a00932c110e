import { useSyncExternalStore } from 'react';
import { serverMatchesMinWidth } from './page-environment.ts';

/** Whether a media query (a `min-width` one, as lib/breakpoints.ts has) matches now, updating as it changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true),
    serverMatchesMinWidth,
  );
}
