import { expect, test } from '@playwright/test';
import { accessibilityViolations, appUrl, screenshotPath, waitForApp } from './support.ts';

test.describe('Home: choosing a venue', () => {
  test('search by name, select a venue, and it is still selected after a reload', async ({ page }) => {
    await page.goto(appUrl('demo'));
    await waitForApp(page);
    await expect(page.getByTestId('welcome')).toBeVisible();
    await expect(page).toHaveTitle(/^Demo Leisure \| /);

    const cards = page.getByTestId('venue-list').getByTestId('venue-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(12);

    await page.getByTestId('search-venue').getByRole('searchbox').fill('HARRO');
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByTestId('venue-name')).toContainText('Harrogate');
    await expect(cards.first().getByTestId('venue-address')).toContainText('HG');

    await cards
      .first()
      .getByRole('button', { name: /select/i })
      .click();
    await expect(page.getByTestId('selected-venue')).toContainText('Harrogate');

    await page.reload();
    await waitForApp(page);
    await expect(page.getByTestId('selected-venue')).toContainText('Harrogate');
  });

  test('finds venues near a place, nearest first', async ({ page }) => {
    await page.goto(appUrl('demo'));
    await waitForApp(page);
    await page.getByRole('textbox', { name: 'Near a place' }).fill('Leeds');
    await page.getByRole('button', { name: /^search$/i }).click();
    const names = page.getByTestId('venue-list').getByTestId('venue-name');
    await expect(names.first()).toContainText('Leeds');
    await expect(page.getByTestId('venue-list')).toContainText('miles');
  });

  test('says no place was found for a name only inside another word, and finds a postcode district', async ({
    page,
  }) => {
    await page.goto(appUrl('demo'));
    await waitForApp(page);
    const place = page.getByRole('textbox', { name: 'Near a place' });
    await place.fill('Paris');
    await page.getByRole('button', { name: /^search$/i }).click();
    await expect(
      page.getByText('No place found for "Paris". Try a town, city or postcode in Great Britain.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Whiteparish/ })).toHaveCount(0);
    await page.screenshot({ path: screenshotPath('home-no-place-found-desktop'), fullPage: true });

    await place.fill('LS1 1AA');
    await page.getByRole('button', { name: /^search$/i }).click();
    await expect(page.getByRole('button', { name: 'LS1 (Leeds)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('venue-list').getByTestId('venue-name').first()).toContainText('Leeds');
  });

  test('the home page has no WCAG 2.2 AA violations', async ({ page }) => {
    for (const client of ['demo', 'riverside']) {
      await page.goto(appUrl(client));
      await waitForApp(page);
      await expect(page.getByTestId('venue-card').first()).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    }
  });
});
