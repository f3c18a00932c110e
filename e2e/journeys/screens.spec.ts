import { expect, test } from '@playwright/test';
import { appUrl, screenshotPath, waitForApp } from './support.ts';

test.describe('Screens for what does not exist', () => {
  test('a path that matches no route shows the full-page error', async ({ page }) => {
    const response = await page.goto(appUrl('demo', '/no/route/has/this/many/segments/at/all'));
    expect(response?.status()).toBe(404);
    await expect(page.getByText('We may have dropped the ball on this one.')).toBeVisible();
    await expect(
      page.getByText(
        'The page failed to load correctly. Try refreshing the page or return to the home page.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Go home' }).click();
    await expect(page.getByTestId('welcome')).toBeVisible();
  });

  test('an unknown venue shows the not-found screen', async ({ page }) => {
    const response = await page.goto(appUrl('demo', '/location/no-such-venue'));
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Whoops! Looks like you've gone offside.")).toBeVisible();
    await expect(
      page.getByText("The page you're looking for doesn't exist. Return home to keep the ball rolling."),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });

  test('an unknown client shows the full-page error, never another client', async ({ page }) => {
    const response = await page.goto(appUrl('nobody'));
    expect(response?.status()).toBe(404);
    await expect(page.getByText('We may have dropped the ball on this one.')).toBeVisible();
    await expect(page.getByTestId('venue-card')).toHaveCount(0);
  });

  test('a client in maintenance shows the maintenance screen', async ({ page }) => {
    const response = await page.goto(appUrl('closed'));
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBe('3600');
    await expect(page.getByText('Service disruption')).toBeVisible();
    await expect(page.getByText('Unable to access the site due to planned maintenance.')).toBeVisible();
  });

  test('a trailing slash is removed', async ({ page }) => {
    await page.goto(appUrl('demo', '/basket/'));
    await expect(page).toHaveURL(appUrl('demo', '/basket'));
    await waitForApp(page);
  });
});

test.describe('Themes', () => {
  test('the two clients look different', async ({ page }) => {
    const primaryOf = async (client: string) => {
      await page.goto(appUrl(client));
      await waitForApp(page);
      await expect(page.getByTestId('venue-card').first()).toBeVisible();
      await page.screenshot({ path: screenshotPath(`home-${client}-desktop`), fullPage: true });
      return page.evaluate(() => ({
        primary: getComputedStyle(document.documentElement).getPropertyValue('--primary-500').trim(),
        bodyFont: getComputedStyle(document.body).fontFamily,
      }));
    };
    const demo = await primaryOf('demo');
    const riverside = await primaryOf('riverside');
    expect(demo.primary).not.toBe('');
    expect(riverside.primary).not.toBe(demo.primary);
    expect(riverside.bodyFont).not.toBe(demo.bodyFont);
  });

  test('mobile layout at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const client of ['demo', 'riverside']) {
      await page.goto(appUrl(client));
      await waitForApp(page);
      await expect(page.getByTestId('venue-card').first()).toBeVisible();
      await page.screenshot({ path: screenshotPath(`home-${client}-mobile`) });
    }
  });
});
