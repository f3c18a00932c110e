import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { appUrl, screenshotPath, waitForApp } from './support.ts';
import { startAppServer, startTileServer } from './tile-server.ts';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

/** Every WCAG 2.2 AA rule over the whole page, the map and its markers included. */
async function violationsWithMap(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

const map = (page: Page) => page.getByTestId('venue-map');
const clusters = (page: Page) => map(page).getByRole('button', { name: /^\d+ venues here: zoom in$/ });
const markerIcons = (page: Page) => map(page).locator('.leaflet-marker-icon');

test.describe('The venue map', () => {
  test('markers and clusters are named buttons; a cluster splits as Enter zooms in', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(appUrl('demo'));
    await waitForApp(page);
    await expect(markerIcons(page).first()).toBeVisible({ timeout: 20_000 });
    // Every marker is a button with a name (issue 28: unnamed tab stops).
    const icons = await markerIcons(page).count();
    await expect(
      map(page)
        .getByRole('button', { name: /\S/ })
        .filter({ has: page.locator('.visually-hidden') }),
    ).toHaveCount(icons);
    for (const icon of await markerIcons(page).all()) {
      await expect(icon).toHaveAttribute('role', 'button');
      await expect(icon).toHaveAttribute('tabindex', '0');
    }

    const cluster = clusters(page).first();
    await expect(cluster).toBeVisible();
    const held = Number((await cluster.textContent())?.match(/\d+/)?.[0]);
    expect(held).toBeGreaterThan(1);
    await cluster.focus();
    await page.keyboard.press('Enter');
    // Zoomed in: the cluster split into more markers, and focus went on to one holding its venues.
    await expect.poll(() => markerIcons(page).count()).toBeGreaterThan(icons);
    await expect(map(page).locator('.leaflet-marker-icon:focus')).toHaveCount(1);
    await page.screenshot({ path: screenshotPath('venue-map-desktop'), fullPage: true });
    expect(await violationsWithMap(page)).toEqual([]);
  });

  test("a marker's popup selects the venue and goes to it, all by keyboard", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(appUrl('demo'));
    await waitForApp(page);
    await page.getByRole('textbox', { name: 'Near a place' }).fill('Leeds');
    await page.getByRole('button', { name: /^search$/i }).click();
    await page.getByLabel('Within').selectOption('1');
    const leeds = map(page).getByRole('button', { name: 'Leeds Central Leisure Centre' });
    await expect(leeds).toBeVisible({ timeout: 20_000 });
    await leeds.focus();
    await expect(leeds).toBeFocused();
    await page.keyboard.press('Enter');
    const popup = page.getByTestId('venue-popup');
    await expect(popup).toContainText('LS1 2QH');
    const wayOn = popup.getByRole('button', { name: 'Select and book' });
    await expect(wayOn).toBeFocused();
    // The marker selected its venue as it opened.
    await expect(page.getByTestId('selected-venue')).toContainText('Leeds Central Leisure Centre');
    await page.screenshot({ path: screenshotPath('venue-map-popup-desktop') });

    // Escape closes the popup and gives focus back to the marker.
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(map(page).getByRole('button', { name: /^Leeds Central Leisure Centre/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(wayOn).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/location\/leeds-central$/);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'selected_venue_demo')?.value).toBe('leeds-central');
  });

  test('on a phone, List / Map sits at the top and shows one or the other', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(appUrl('demo'));
    await waitForApp(page);
    const list = page.getByRole('button', { name: 'List' });
    const mapButton = page.getByRole('button', { name: 'Map' });
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    // The switch comes before the search and the venues.
    const switchBox = await page.getByTestId('view-switch').boundingBox();
    const searchBox = await page.getByTestId('find-by-activity').boundingBox();
    expect(switchBox?.y ?? 0).toBeLessThan(searchBox?.y ?? 0);
    await expect(page.getByTestId('venue-card').first()).toBeVisible();
    await expect(map(page)).toHaveCount(0);
    await page.screenshot({ path: screenshotPath('venue-list-phone'), fullPage: true });
    expect(await violationsWithMap(page)).toEqual([]);

    await mapButton.click();
    await expect(mapButton).toHaveAttribute('aria-pressed', 'true');
    await expect(map(page)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('venue-card').first()).toBeHidden();
    await expect(markerIcons(page).first()).toBeVisible();
    await page.screenshot({ path: screenshotPath('venue-map-phone'), fullPage: true });
    expect(await violationsWithMap(page)).toEqual([]);

    await list.click();
    await expect(page.getByTestId('venue-card').first()).toBeVisible();
    await expect(map(page)).toBeHidden();
  });

  test('finds the venues offering an activity, nearest first near a place', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(appUrl('demo'));
    await waitForApp(page);
    const what = page.getByLabel('What do you want to do?');
    await expect(what).toBeEnabled();
    await what.selectOption({ label: 'Badminton' });
    await expect(page).toHaveURL(/[?&]activity=badminton/);
    const names = page.getByTestId('venue-list').getByTestId('venue-name');
    await expect(names).toHaveCount(3);
    await expect(names).toContainText(['Leeds Central', 'York', 'Bradford'].map((name) => new RegExp(name)));

    await page.getByRole('textbox', { name: 'Near a place' }).fill('Bradford');
    await page.getByRole('button', { name: /^search$/i }).click();
    await page.getByLabel('Within').selectOption('25');
    await expect(names.first()).toContainText('Bradford');
    await expect(names.nth(1)).toContainText('Leeds');
    await page.screenshot({ path: screenshotPath('home-find-by-activity-desktop'), fullPage: true });

    await page.reload();
    await waitForApp(page);
    await expect(page.getByLabel('What do you want to do?')).toHaveValue('badminton');
    await page.getByTestId('venue-card').first().getByRole('link', { name: 'Badminton' }).click();
    await expect(page).toHaveURL(/\/location\/[a-z-]+\/badminton/);
  });
});

test.describe('Street tiles from the operator', () => {
  test.setTimeout(240_000);

  test('loads tiles from the configured tile server, with its attribution, allowed by the CSP', async ({
    browser,
  }) => {
    const tiles = await startTileServer();
    const server = await startAppServer({
      MAP_TILE_URL: tiles.url,
      MAP_TILE_ATTRIBUTION: '© Test Tiles contributors',
      MAP_TILE_ATTRIBUTION_URL: 'https://www.openstreetmap.org/copyright',
    });
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    try {
      await page.goto(`http://bookings.demo.localhost:${server.port}/`);
      await waitForApp(page);
      await expect(map(page).locator('img.leaflet-tile-loaded').first()).toBeVisible({ timeout: 30_000 });
      expect(tiles.requests.length).toBeGreaterThan(0);
      await expect(map(page).getByRole('link', { name: '© Test Tiles contributors' })).toHaveAttribute(
        'href',
        'https://www.openstreetmap.org/copyright',
      );
      await expect(markerIcons(page).first()).toBeVisible();
      expect(refused.filter((text) => /Content Security Policy|tile/i.test(text))).toEqual([]);
      await page.screenshot({ path: screenshotPath('venue-map-tiles-desktop'), fullPage: true });
      expect(await violationsWithMap(page)).toEqual([]);
      await page.setViewportSize(PHONE);
      await page.getByRole('button', { name: 'Map' }).click();
      await expect(map(page).locator('img.leaflet-tile-loaded').first()).toBeVisible();
      await page.screenshot({ path: screenshotPath('venue-map-tiles-phone'), fullPage: true });
    } finally {
      await context.close();
      await server.stop();
      await tiles.close();
    }
  });
});
