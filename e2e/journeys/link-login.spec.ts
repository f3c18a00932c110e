import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  accessibilityViolations,
  appUrl,
  callFromPage,
  screenshotPath,
  toast,
  waitForApp,
} from './support.ts';

/**
 * A new customer with this first name, logged in on the page (journeys never share an account);
 * answers their session token, which API clients get in the body.
 */
async function signUp(page: Page, firstName: string): Promise<string> {
  await page.goto(appUrl('demo'));
  await waitForApp(page);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const email = `link-${firstName.toLowerCase()}-${tag}@example.com`;
  const { data } = await callFromPage<{ token: string }>(page, '/api/auth/customer/register', {
    method: 'POST',
    body: {
      client_id: 'demo',
      source: 'bookings',
      first_name: firstName,
      last_name: 'Linked',
      email,
      password: `Link-${tag}-Pass!`,
      terms: true,
    },
  });
  expect(data.token).toBeTruthy();
  return data.token;
}

/**
 * What an operator's site does for a customer it has logged in: asks for a link code and sends
 * them to the bookings app with `?token={code}`. Made in a browser of its own, so Sam stays
 * logged in there only.
 */
async function linkForSam(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page, 'Sam');
  const minted = await callFromPage<{ code: string }>(page, '/api/auth/link-code', { method: 'POST' });
  expect(minted.status).toBe(201);
  await context.close();
  return appUrl('demo', `/?token=${encodeURIComponent(minted.data.code)}`);
}

async function firstNameLoggedIn(page: Page): Promise<string | undefined> {
  const me = await callFromPage<{ firstName: string }>(page, '/api/auth/user');
  return me.ok ? me.data.firstName : undefined;
}

test.describe('A login link (?token=)', () => {
  test('never switches a logged-in customer to someone else without asking', async ({ browser, page }) => {
    const link = await linkForSam(browser);
    await signUp(page, 'Alex');

    await page.goto(link);
    await waitForApp(page);
    const dialog = page.getByRole('dialog', { name: 'Continue as Sam?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You are logged in as Alex.');
    await expect(dialog.getByRole('button', { name: 'Stay as Alex' })).toBeFocused();
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({
        path: screenshotPath(`link-login-dialog-${width === 375 ? 'mobile' : 'desktop'}`),
      });
    }
    expect(await accessibilityViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Stay as Alex' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('#main')).toBeFocused();
    expect(await firstNameLoggedIn(page)).toBe('Alex');

    // The code was left unused: opened again, choosing to switch logs Alex out and Sam in.
    await page.goto(link);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Continue as Sam' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('my-account')).toBeVisible();
    expect(await firstNameLoggedIn(page)).toBe('Sam');
  });

  test('refuses a session token in a link: the customer stays themselves', async ({ browser, page }) => {
    // What the old links carried, and what an attacker has of their own account: a session token.
    const context = await browser.newContext();
    const samSession = await signUp(await context.newPage(), 'Sam');
    await context.close();
    await signUp(page, 'Alex');

    await page.goto(appUrl('demo', `/?token=${samSession}`));
    await waitForApp(page);
    await expect(toast(page, 'This login link has expired or was already used.')).toBeVisible();
    expect(await firstNameLoggedIn(page)).toBe('Alex');
  });

  test('logs a visitor in, once', async ({ browser, page }) => {
    const link = await linkForSam(browser);
    await page.goto(link);
    await waitForApp(page);
    await expect(page.getByTestId('my-account')).toBeVisible();
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    expect(await firstNameLoggedIn(page)).toBe('Sam');

    // Used up: opened again it says so, and Sam stays logged in.
    await page.goto(link);
    await waitForApp(page);
    await expect(toast(page, 'This login link has expired or was already used.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await firstNameLoggedIn(page)).toBe('Sam');
  });
});
