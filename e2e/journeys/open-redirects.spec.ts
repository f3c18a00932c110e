import { expect, test } from '@playwright/test';
import { signUpFreshCustomer } from './customers.ts';
import { appUrl, waitForApp } from './support.ts';

// Issue 19: a `redirect` given in the address never takes the browser to another site.
test.describe('Redirects stay on the site', () => {
  const hostile = '/register?redirect=/%09/evil.example/';

  test('a logged-in customer sent to sign up with a hostile redirect stays on the site', async ({ page }) => {
    const offSite: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.endsWith('evil.example')) offSite.push(request.url());
    });
    await signUpFreshCustomer(page);

    // The server answers the page itself with its redirect (a tab would make it `//evil.example/`).
    await page.goto(appUrl('demo', hostile));
    await waitForApp(page);
    await expect(page).toHaveURL(appUrl('demo', '/'));

    // The browser's own navigation to it, inside the app.
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, hostile);
    await expect(page).toHaveURL(appUrl('demo', '/'));
    await expect(page.getByTestId('welcome')).toBeVisible();
    expect(offSite).toEqual([]);

    // A newline, which Node refuses in a header, is no 500 either.
    const newline = await page.goto(appUrl('demo', '/register?redirect=/%0a/x'));
    expect(newline?.status()).toBe(200);
    await expect(page).toHaveURL(appUrl('demo', '/'));
  });

  test('the trailing-slash rule never answers with another site', async ({ page }) => {
    const response = await page.goto(appUrl('demo', '//evil.example/'));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(appUrl('demo', '/'));
  });
});
