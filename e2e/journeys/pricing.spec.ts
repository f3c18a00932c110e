import { expect, test } from '@playwright/test';
import { accessibilityViolations, appUrl, londonDate, screenshotPath, waitForApp } from './support.ts';

test("/pricing lists each plan's member prices at a venue, and Join goes to online joining", async ({
  page,
}) => {
  await page.goto(appUrl('demo', '/pricing'));
  await waitForApp(page);
  await expect(page).toHaveTitle('Demo Leisure | Membership pricing');
  await expect(page.getByText('Membership discounts are not listed on this page yet.')).toHaveCount(0);

  await page.getByLabel('Venue').selectOption({ label: 'Leeds Central Leisure Centre' });
  await expect(page).toHaveURL(/\/pricing\?venue=leeds-central$/);
  const gymAndSwim = page.getByTestId('pricing-plan').filter({ hasText: 'Gym & Swim' });
  await expect(gymAndSwim.getByRole('definition')).not.toHaveCount(0);
  await expect(gymAndSwim.locator('dl > div').filter({ hasText: 'Yoga' })).toHaveText('Yoga20% off');
  await expect(gymAndSwim).toContainText('2 free classes a month');
  const corporate = page.getByTestId('pricing-plan').filter({ hasText: 'Corporate' });
  await expect(corporate).toContainText('Not sold online: ask at reception to join.');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('pricing-desktop'), fullPage: true });

  await gymAndSwim.getByRole('link', { name: 'Join Gym & Swim' }).click();
  await expect(page).toHaveURL(appUrl('demo', '/centre/leeds-central?plan=gym-and-swim', 'online-joining'));
  await waitForApp(page);
  await expect(page.getByText('Gym & Swim').first()).toBeVisible();
});

test('/pricing on a phone: another venue by its address, with its own plan', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await phone.newPage();
  await page.goto(appUrl('demo', '/pricing?venue=harrogate'));
  await waitForApp(page);
  const racquets = page.getByTestId('pricing-plan').filter({ hasText: 'Racquets (Harrogate)' });
  await expect(racquets).toContainText('2 free court bookings a month');
  await expect(racquets.getByRole('link', { name: 'Join Racquets (Harrogate)' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('pricing-mobile'), fullPage: true });
  await phone.close();
});

test("a timetable links to its venue's membership prices", async ({ page }) => {
  await page.goto(appUrl('demo', `/location/leeds-central/yoga/${londonDate(1)}`));
  await waitForApp(page);
  await page.getByRole('link', { name: 'Membership prices' }).click();
  await expect(page).toHaveURL(appUrl('demo', '/pricing?venue=leeds-central'));
  await expect(page.getByLabel('Venue')).toHaveValue('leeds-central');
  await expect(page.getByTestId('pricing-plan').first()).toBeVisible();
});
