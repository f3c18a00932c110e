import { type Browser, expect, type Page, test } from '@playwright/test';
import { signUpFreshCustomer } from './customers.ts';
import { callFromPage, openFirstDayWith, screenshotPath, toast } from './support.ts';

/** Logs the same session out from another device (another browser context with the same cookie). */
async function logOutElsewhere(browser: Browser, page: Page) {
  const elsewhere = await browser.newContext();
  await elsewhere.addCookies(await page.context().cookies());
  const other = await elsewhere.newPage();
  await other.goto(page.url());
  const out = await callFromPage(other, '/api/auth/logout', { method: 'POST' });
  expect(out.status).toBe(200);
  await elsewhere.close();
}

test('a session ended elsewhere logs the page out on its next call, never booking as a visitor', async ({
  page,
  browser,
}) => {
  await signUpFreshCustomer(page);
  const classRow = await openFirstDayWith(page, '/location/leeds-central/yoga', {
    find: (listing) =>
      listing.getByTestId('timetable-item').filter({ has: listing.getByRole('button', { name: /^Book\b/ }) }),
  });
  await expect(page.getByTestId('my-account')).toBeVisible();

  await logOutElsewhere(browser, page);
  const reloaded = page.waitForEvent('load');
  await classRow.getByRole('button', { name: /^Book\b/ }).click();
  await reloaded;

  // Logged out and reloaded: no "My account", nothing in a visitor basket, no success toast.
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  await expect(page.getByTestId('my-account')).toHaveCount(0);
  await expect(page.getByTestId('basket-count')).toHaveCount(0);
  await expect(toast(page, 'Successfully added item to the basket.')).toHaveCount(0);
  const basket = await callFromPage<{ items: unknown[] }>(page, '/api/activities/cart');
  expect(basket.data.items).toEqual([]);
  await page.screenshot({ path: screenshotPath('session-ended-logged-out-desktop') });
});

test('a page opened after the session ended elsewhere is drawn for a visitor, with its listings', async ({
  page,
  browser,
}) => {
  await signUpFreshCustomer(page);
  await openFirstDayWith(page, '/location/leeds-central/yoga');
  await logOutElsewhere(browser, page);

  // The server draws the page for a visitor (its API calls carry no dead cookie) and clears the
  // cookies: the page needs no second reload to log out.
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.reload();
  await expect(page.getByTestId('timetable-item').first()).toBeVisible();
  await page.waitForTimeout(2_000);
  expect(loads).toBe(1);
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  await expect(page.getByTestId('my-account')).toHaveCount(0);
  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => cookie.name.startsWith('auth_'))).toEqual([]);
});
