import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { appUrl, openFirstDayWith, toast, waitForApp } from './support.ts';

/**
 * A tap made as soon as the page has loaded, on a phone-like CPU (4x slower), takes effect: the
 * server's page shows before its JavaScript has run, and React's hydration answers what was
 * touched meanwhile (docs/decisions/0029-react-server-rendering-and-hydration.md). Each load is
 * cold (a new browser context: no cache, no cookies). The page must hydrate without a mismatch.
 */

const coldLoads = 3;

/**
 * A new context's page with its CPU slowed 4x, and the errors it reports (hydration mismatches);
 * tall by default, so that a day's first classes are on screen (a tap is on what the customer sees).
 */
async function slowPage(
  browser: Browser,
  height = 1600,
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      errors.push(message.text());
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, errors, close: () => context.close() };
}

/** Opens `url` and clicks `target` with the mouse at its box the moment the load event has fired. */
async function clickRightAfterLoad(page: Page, url: string, target: (page: Page) => Locator): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  const box = await target(page).boundingBox();
  if (!box) throw new Error(`nothing to click at ${url}`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function tapsTakeEffect(
  browser: Browser,
  url: string,
  target: (page: Page) => Locator,
  effect: (page: Page) => Promise<void>,
): Promise<void> {
  for (let load = 0; load < coldLoads; load++) {
    const { page, errors, close } = await slowPage(browser);
    await clickRightAfterLoad(page, url, target);
    await effect(page);
    await waitForApp(page);
    expect(errors).toEqual([]);
    await close();
  }
}

test.describe('Taps right after the page loads (CPU slowed 4x)', () => {
  test.describe.configure({ timeout: 180_000 });

  test("the header's Log in opens the login form", async ({ browser }) => {
    await tapsTakeEffect(
      browser,
      appUrl('demo'),
      (page) => page.getByTestId('login'),
      async (page) => {
        await expect(page.getByTestId('login-modal')).toBeVisible({ timeout: 15_000 });
      },
    );
  });

  test("a venue's Select on home selects it", async ({ browser }) => {
    await tapsTakeEffect(
      browser,
      appUrl('demo'),
      (page) =>
        page
          .getByTestId('venue-card')
          .first()
          .getByRole('button', { name: /select/i }),
      async (page) => {
        const name =
          (await page.getByTestId('venue-card').first().getByTestId('venue-name').textContent()) ?? '';
        await expect(page.getByTestId('selected-venue')).toContainText(name.trim(), { timeout: 15_000 });
      },
    );
  });

  test("a class's Book puts it in the basket", async ({ browser, page }) => {
    // A day with a class to book, found at full speed; then cold loads of that day.
    const bookable = (listing: Page) =>
      listing.getByTestId('timetable-item').filter({ has: listing.getByRole('button', { name: /^Book\b/ }) });
    await openFirstDayWith(page, '/location/leeds-central/yoga', { find: bookable });
    const url = page.url();
    await tapsTakeEffect(
      browser,
      url,
      (listing) =>
        bookable(listing)
          .first()
          .getByRole('button', { name: /^Book\b/ }),
      async (listing) => {
        await expect(toast(listing, 'Successfully added item to the basket.')).toBeVisible({
          timeout: 15_000,
        });
      },
    );
  });

  test('a scroll right after the load is still there 3 s later', async ({ browser }) => {
    for (let load = 0; load < coldLoads; load++) {
      // A laptop's screen: the home page is three screens tall there.
      const { page, errors, close } = await slowPage(browser, 720);
      await page.goto(appUrl('demo'), { waitUntil: 'load' });
      await page.mouse.move(200, 300);
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(590);
      await page.waitForTimeout(3_000);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(590);
      await waitForApp(page);
      expect(errors).toEqual([]);
      await close();
    }
  });
});
