import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
/** Its own database directory per port, so two runs on one machine keep apart. */
const dataDir = E2E_PORT === 8181 ? '.data' : `.data-${E2E_PORT}`;

/** Debian's Chromium: Playwright cannot download its own browser on these machines. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './journeys',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://bookings.demo.localhost:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    // A fresh embedded database each run, so journeys see exactly the demo data. NODE_ENV=test keeps
    // the development mail page (/dev/mail), which the password-reset journey reads.
    command: `rm -rf ${dataDir} && node --enable-source-maps ../apps/server/dist/main.js`,
    url: `http://localhost:${E2E_PORT}/api/client`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
  },
});
