import { expect, type Locator, type Page, test } from '@playwright/test';
import { appUrl, waitForApp } from './support.ts';

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Could not reach ${target} with the keyboard`);
}

test('keyboard only: home → venue → activity → sub-activity → timetable', async ({ page }) => {
  await page.goto(appUrl('demo'));
  await waitForApp(page);
  const search = page.getByTestId('search-venue').getByRole('searchbox');
  await tabTo(page, search);
  await page.keyboard.type('leeds central');
  const venueLink = page.getByTestId('venue-card').getByRole('link', { name: /Leeds Central/ });
  await tabTo(page, venueLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(appUrl('demo', '/location/leeds-central'));
  await waitForApp(page);

  const fitness = page
    .getByTestId('activity-card')
    .filter({ hasText: 'Fitness classes' })
    .getByRole('link')
    .first();
  await tabTo(page, fitness);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(appUrl('demo', '/location/leeds-central/fitness-classes'));

  const yoga = page.getByTestId('activity-card').filter({ hasText: 'Yoga' }).getByRole('link').first();
  await tabTo(page, yoga);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/location\/leeds-central\/yoga\/\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByTestId('date-strip')).toBeVisible();

  // The login dialog opens, takes focus, and closes with Escape, giving focus back.
  await page.getByTestId('login').focus();
  await page.keyboard.press('Enter');
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible();
  await expect(modal.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('login')).toBeFocused();
});
