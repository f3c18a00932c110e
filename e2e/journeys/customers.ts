import { expect, type Page } from '@playwright/test';
import { appUrl, callFromPage, waitForApp } from './support.ts';

interface NewCustomer {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  dateOfBirth?: string;
}

/**
 * Registers a customer through the API from the page (the register call the sign-up page makes),
 * which logs the page in; fails the journey unless the account is made.
 */
export async function registerFromPage(page: Page, customer: NewCustomer, client = 'demo') {
  const { status } = await callFromPage(page, '/api/auth/customer/register', {
    method: 'POST',
    body: {
      client_id: client,
      source: 'bookings',
      first_name: customer.firstName,
      last_name: customer.lastName,
      email: customer.email,
      password: customer.password,
      ...(customer.dateOfBirth ? { date_of_birth: customer.dateOfBirth } : {}),
      terms: true,
    },
  });
  expect(status).toBe(201);
}

/**
 * Signs a brand-new customer up and reloads logged in. Each journey that fills a basket uses its
 * own customer, so journeys running side by side never share a basket.
 */
export async function signUpFreshCustomer(page: Page, client = 'demo') {
  await page.goto(appUrl(client));
  await waitForApp(page);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const customer = { email: `journey-${tag}@example.com`, password: `Journey-${tag}-Pass!`, firstName: 'Jo' };
  await registerFromPage(page, { ...customer, lastName: 'Journey' }, client);
  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('my-account')).toBeVisible();
  return customer;
}

/** The demo accounts journeys log in as (see the README's demo logins). */
export const demoLogins = {
  customer: { username: 'customer@demo.test', password: 'Demo-Customer-2026!' },
  member: { username: 'member@demo.test', password: 'Demo-Member-2026!' },
} as const;

/** Opens the demo bookings app and logs in there through the API, as the login form does. */
export async function logInAs(page: Page, login: { username: string; password: string }) {
  await page.goto(appUrl('demo'));
  await waitForApp(page);
  const response = await callFromPage(page, '/api/auth/customer/login', { method: 'POST', body: login });
  expect(response.ok).toBe(true);
}
