import { type ComponentChild, render } from 'preact';

/**
 * Renders the app into `root`, keeping the elements the server rendered there (decision 0027):
 * Preact's own `render` reuses the elements it finds and corrects every attribute and text that
 * differs. (React's `createRoot` empties the root first; `hydrate` would trust the server's
 * attributes.)
 */
export function renderOver(root: HTMLElement, app: ComponentChild): void {
  render(app, root);
}
