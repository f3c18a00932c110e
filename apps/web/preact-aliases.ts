/**
 * React's entry points, answered by Preact's React layer (docs/decisions/0023-bundle-budget.md).
 * One list for the production build (apps/web/vite.config.ts) and the unit tests (vitest.config.ts),
 * so the tests run on what ships.
 */
export const preactForReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  // The app's first render keeps the server's elements (src/app/render-over.preact.ts).
  { find: /^(.*)\/render-over\.ts$/, replacement: '$1/render-over.preact.ts' },
  // Only Testing Library imports it, for `act` (preact/compat has none); the app never does.
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];
