import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['apps/**/*.test.{ts,tsx}', 'packages/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**', '**/*.api.test.ts'],
          setupFiles: ['apps/web/src/test/route-schemas.test-kit.ts'],
          testTimeout: 30_000,
          // One retry: a jsdom test that waits on rendering can miss its wait on a busy CI
          // machine. A real failure fails twice; `npm test` repeats the failing names at its end.
          retry: 1,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/**/*.api.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.test-kit.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
