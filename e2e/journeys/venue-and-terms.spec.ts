import { expect, test } from '@playwright/test';
import { enterCard, fillBilling, termsLink } from './card-payment.ts';
import { accessibilityViolations, appUrl, screenshotPath, toast, waitForApp } from './support.ts';

const demoTerms = 'https://www.demo-leisure.example/terms-and-conditions';

test('sign-up links the client’s own terms, in a new tab that says so', async ({ page }) => {
  await page.goto(appUrl('demo', '/register'));
  await waitForApp(page);
  await expect(termsLink(page)).toHaveAttribute('href', demoTerms);
  await expect(termsLink(page)).toHaveAttribute('target', '_blank');
  await expect(termsLink(page)).toHaveAttribute('rel', /noopener/);
  await page.goto(appUrl('riverside', '/register'));
  await waitForApp(page);
  await expect(termsLink(page)).toHaveAttribute('href', 'https://www.riverside-sport.example/legal/terms');
});

test('a venue chosen in bookings is the chosen venue in joining and My account too', async ({ page }) => {
  await page.goto(appUrl('demo', '/location/york'));
  await waitForApp(page);
  const venueCookie = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'selected_venue_demo');
  await expect.poll(async () => (await venueCookie())?.value).toBe('york');
  // Scoped to the client's parent domain, as the session is.
  expect((await venueCookie())?.domain).toMatch(/^\.?demo\.localhost$/);
  await page.goto(appUrl('demo', '/', 'online-joining'));
  await waitForApp(page);
  expect(await page.evaluate(() => document.cookie)).toContain('selected_venue_demo=york');
});

test('a new Student Gym member’s Book an activity goes to their home venue on the first click', async ({
  page,
}) => {
  await page.goto(appUrl('demo', '/centre/leeds-central?plan=student-gym', 'online-joining'));
  await waitForApp(page);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Student');
  await page.getByLabel('Email').fill(`student-${tag}@example.com`);
  await page.getByLabel('Password').fill(`Student-${tag}-Pass!`);
  await page.getByTestId('date-input').fill('2004-09-01');
  await expect(page.getByLabel('Home centre').locator('option:checked')).toHaveText(
    'Leeds Central Leisure Centre',
  );
  await expect(termsLink(page)).toHaveAttribute('href', demoTerms);
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  // Asked once: the card checkout has no terms box of its own.
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
  await expect(page.getByTitle('Card details')).toBeVisible();
  await expect(page.getByLabel(/I accept the terms and conditions/)).toHaveCount(0);
  await fillBilling(page);
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay £19.99' }).click();
  await expect(page).toHaveURL(/\/order-confirmed\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Student Gym' })).toBeVisible();

  // Nothing chosen yet on any app: the first click still lands on the home venue.
  await page.context().clearCookies({ name: /^selected_venues?_demo$/ });
  await page.getByRole('main').getByRole('link', { name: 'Book an activity' }).click();
  await expect(page).toHaveURL(/^http:\/\/bookings\.demo\.localhost:\d+\/location\/leeds-central$/);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Leeds Central Leisure Centre' })).toBeVisible();
  await expect(toast(page, 'Please select a venue before booking an activity')).toHaveCount(0);

  // The same from My account's dashboard.
  await page.context().clearCookies({ name: /^selected_venues?_demo$/ });
  await page.goto(appUrl('demo', '/', 'my-account'));
  await waitForApp(page);
  await page.getByRole('main').getByRole('link', { name: 'Book an activity' }).click();
  await expect(page).toHaveURL(/^http:\/\/bookings\.demo\.localhost:\d+\/location\/leeds-central$/);
  await expect(toast(page, 'Please select a venue before booking an activity')).toHaveCount(0);
});

test('an unknown client’s error screen offers no way home that loops', async ({ page }) => {
  await page.goto(appUrl('nobody', '/'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'We may have dropped the ball on this one.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go home' })).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('unknown-client') });
});
