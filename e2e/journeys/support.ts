import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';

let appPort = E2E_PORT;

/**
 * Sends the journeys of this worker to another server (one started with another card processor,
 * `provider-server.ts`) until called again with null.
 */
export function useAppPort(port: number | null) {
  appPort = port ?? E2E_PORT;
}

/** The URL of a client's app, as a customer types it. */
export function appUrl(client: string, path = '/', app = 'bookings'): string {
  return `http://${app}.${client}.localhost:${appPort}${path}`;
}

/**
 * Waits until the browser has rendered the app (a page the server rendered shows before it
 * answers clicks) and the spinner is gone.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('#root[data-rendered="browser"]')).toHaveCount(1, { timeout: 20_000 });
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
 * Opens `{timetablePath}/{date}` for today (or `fromDay` days ahead) and the following days until
 * `find` matches something on the day (by default, any listed item); answers the first match. Each day waits for its items
 * or its plain empty state.
 */
export async function openFirstDayWith(
  page: Page,
  timetablePath: string,
  options: { client?: string; find?: (page: Page) => Locator; fromDay?: number } = {},
): Promise<Locator> {
  const { client = 'demo', find = (listing: Page) => listing.getByTestId('timetable-item') } = options;
  const items = page.getByTestId('timetable-item');
  for (let offset = options.fromDay ?? 0; offset < 14; offset++) {
    await page.goto(appUrl(client, `${timetablePath}/${londonDate(offset)}`));
    await waitForApp(page);
    await expect(items.or(page.getByText(/Try another day\./)).first()).toBeVisible();
    if ((await find(page).count()) > 0) return find(page).first();
  }
  throw new Error(`Nothing to show at ${timetablePath} in the coming two weeks`);
}

/** The toasts showing `text`. */
export const toast = (page: Page, text: string) =>
  page.getByTestId('notification-toast').filter({ hasText: text });

/**
 * One API call from the page, with its cookies and X-Requested-With, as the app makes it;
 * answers the status and the `data` of the body.
 */
export async function callFromPage<T = unknown>(
  page: Page,
  path: string,
  options: { method?: string; body?: unknown } = {},
): Promise<{ ok: boolean; status: number; data: T }> {
  return page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      const data = text ? (JSON.parse(text) as { data?: unknown }).data : undefined;
      return { ok: response.ok, status: response.status, data: data as T };
    },
    { path, method: options.method ?? 'GET', body: options.body },
  );
}
