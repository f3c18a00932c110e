import { defineConfig } from 'vitest/config';
import { preactForReact } from './apps/web/preact-aliases.ts';

export default defineConfig({
  test: {
    projects: [
      {
        // The web tests run on Preact, as the build does (docs/decisions/0026-unit-tests-on-preact.md).
        // The alias covers the whole project: the server is barred from importing React (biome.json).
        resolve: {
          alias: preactForReact,
          // The ES module builds, as the build takes them: a CommonJS build (Testing Library's `main`,
          // React Router's `node` export) would `require` React past the alias.
          conditions: ['module'],
          mainFields: ['module'],
        },
        // The same for the files that run in Node (the server render's test): React Router's `node`
        // export is CommonJS unless `module` is asked for.
        ssr: { resolve: { conditions: ['module', 'node'] } },
        test: {
          name: 'unit',
          include: ['apps/**/*.test.{ts,tsx}', 'packages/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**', '**/*.api.test.ts'],
          testTimeout: 30_000,
          // Where Preact and Testing Library's React habits part (run only in jsdom files).
          setupFiles: ['apps/web/src/test/preact-change-events.ts', 'apps/web/src/test/preact-effects.ts'],
          server: {
            deps: {
              // Every package bound to React: left to Node, one would load React itself beside Preact,
              // and its hooks fail with "Cannot read properties of null (reading 'useContext')".
              inline: [
                '@testing-library/react',
                '@tanstack/react-query',
                'react-router',
                'react-leaflet',
                '@react-leaflet/core',
                'qrcode.react',
                // Renders Preact's elements: it must share the one Preact the tests load.
                'preact-render-to-string',
              ],
            },
          },
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/**/*.api.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
