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
  // Let opening transitions (dialogs, slide-overs) end: mid-fade colours are not what people see.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
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

/** A date `offsetDays` from today in the demo clients' timezone, as `YYYY-MM-DD`. */
export function londonDate(offsetDays = 0): string {
  const instant = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(instant);
}

/**
 * Opens `{timetablePath}/{date}` for today and the following days until one lists something;
 * answers that date. Each day waits for its items or its plain empty state.
 */
export async function openFirstDayWithItems(
  page: Page,
  timetablePath: string,
  client = 'demo',
): Promise<string> {
  const items = page.getByTestId('timetable-item');
  for (let offset = 0; offset < 14; offset++) {
    const date = londonDate(offset);
    await page.goto(appUrl(client, `${timetablePath}/${date}`));
    await waitForApp(page);
    await expect(items.or(page.getByText(/Try another day\./)).first()).toBeVisible();
    if ((await items.count()) > 0) return date;
  }
  throw new Error(`No day lists anything at ${timetablePath}`);
}
