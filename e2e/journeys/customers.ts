import { expect, type Page } from '@playwright/test';
import { appUrl, waitForApp } from './support.ts';

/**
 * Signs a brand-new customer up through the API from the page (the register call the sign-up
 * page makes) and reloads logged in. Each journey that fills a basket uses its own customer, so
 * journeys running side by side never share a basket.
 */
export async function signUpFreshCustomer(page: Page, client = 'demo') {
  await page.goto(appUrl(client));
  await waitForApp(page);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const customer = { email: `journey-${tag}@example.com`, password: `Journey-${tag}-Pass!`, firstName: 'Jo' };
  const status = await page.evaluate(
    async ({ client, customer }) => {
      const response = await fetch('/api/auth/customer/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({
          client_id: client,
          source: 'bookings',
          first_name: customer.firstName,
          last_name: 'Journey',
          email: customer.email,
          password: customer.password,
          terms: true,
        }),
      });
      return response.status;
    },
    { client, customer },
  );
  expect(status).toBe(201);
  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('my-account')).toBeVisible();
  return customer;
}
