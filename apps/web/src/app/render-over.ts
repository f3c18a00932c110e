import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Renders the app into `root`. The build (on Preact) swaps in render-over.preact.ts, which keeps
 * the elements the server rendered there; `vite dev` (React) has no server render.
 */
export function renderOver(root: HTMLElement, app: ReactNode): void {
  createRoot(root).render(app);
}
