import { type ReactNode, Suspense } from 'react';
import { isServerRender } from '../lib/page-environment.ts';

/**
 * A lazy part only the browser loads (a map, say): the server renders `fallback`, as the browser's
 * first render does while the part's chunk loads, so the two agree.
 */
export function BrowserOnly({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  if (isServerRender()) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
