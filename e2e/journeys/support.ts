import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';

/** The URL of a client's app, as a customer types it. */
export function appUrl(client: string, path = '/', app = 'bookings'): string {
  return `http://${app}.${client}.localhost:${E2E_PORT}${path}`;
}

/** Waits until the theme and fonts are in and the spinner is gone. */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.getByTestId('loading-spinner')).toHaveCount(0, { timeout: 20_000 });
}

/** WCAG 2.2 AA violations on the current page, summarised for a readable failure. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('.leaflet-container')
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.length} node(s) - ${violation.help}`,
  );
}

export const screenshotPath = (name: string) =>
  new URL(`../screenshots/${name}.png`, import.meta.url).pathname;
