import { expect, type Page, test } from '@playwright/test';
import { registerFromPage } from './customers.ts';
import { appUrl, toast, waitForApp } from './support.ts';

const demoCustomer = { username: 'customer@demo.test', password: 'Demo-Customer-2026!' };

async function logIn(page: Page, username: string, password: string) {
  await page.getByTestId('login').click();
  const modal = page.getByTestId('login-modal');
  await modal.locator('input[name="username"]').fill(username);
  await modal.locator('input[name="password"]').fill(password);
  await modal.getByTestId('log-in').click();
}

test.describe('Accounts', () => {
  test('sign up, then logged in on bookings and my-account, then logged out everywhere', async ({ page }) => {
    const email = `new-${Date.now()}@example.test`;
    await page.goto(appUrl('demo', '/register'));
    await waitForApp(page);
    await expect(page).toHaveTitle('Demo Leisure | Sign up');
    await page.getByLabel('First name').fill('Priya');
    await page.getByLabel('Last name').fill('Shah');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Sunny-Lanes-2026');
    await page.getByTestId('date-input').fill('1991-05-04');
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByTestId('my-account')).toBeVisible();
    await page.goto(appUrl('demo', '/', 'my-account'));
    await waitForApp(page);
    await expect(page.getByTestId('account-user')).toContainText('Priya');

    await page.getByTestId('nav-link-logout').first().click();
    await expect(page.getByTestId('login')).toBeVisible();
    await page.goto(appUrl('demo'));
    await waitForApp(page);
    await expect(page.getByTestId('login')).toBeVisible();
    await expect(page.getByTestId('my-account')).toHaveCount(0);
  });

  test('a wrong password shows Invalid credentials; empty fields say what is missing', async ({ page }) => {
    await page.goto(appUrl('demo'));
    await waitForApp(page);
    await logIn(page, demoCustomer.username, 'not-the-password');
    await expect(toast(page, 'Invalid credentials')).toBeVisible();
    const modal = page.getByTestId('login-modal');
    await modal.locator('input[name="username"]').fill('');
    await modal.locator('input[name="password"]').fill('');
    await modal.getByTestId('log-in').click();
    await expect(modal.getByText('This field is required').first()).toBeVisible();
  });

  test('the register form says what is missing, and terms are required', async ({ page }) => {
    await page.goto(appUrl('demo', '/register'));
    await waitForApp(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await expect(page.getByText('Required', { exact: true })).toBeVisible();
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Must be at least 8 characters')).toBeVisible();
  });

  test('reset a forgotten password from the email, then log in with the new one', async ({ page }) => {
    const email = `reset-${Date.now()}@example.test`;
    await page.goto(appUrl('demo'));
    await waitForApp(page);
    await registerFromPage(page, {
      email,
      password: 'Original-Pass-2026',
      firstName: 'Tom',
      lastName: 'Reed',
      dateOfBirth: '1985-02-03',
    });
    await page.context().clearCookies();

    await page.goto(appUrl('demo'));
    await waitForApp(page);
    await page.getByTestId('login').click();
    await page.getByTestId('login-modal').getByRole('button', { name: 'Forgotten your password?' }).click();
    await page.getByTestId('login-modal').getByLabel('Email or membership reference').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByTestId('forgotten-password-sent')).toBeVisible();

    await page.goto(appUrl('demo', '/dev/mail'));
    const link = page.locator(`article:has(.to:text("${email}")) a[href*="reset_token"]`).first();
    const href = await link.getAttribute('href');
    expect(href).toContain('reset_token=');
    await page.goto(href ?? '');
    await waitForApp(page);
    const modal = page.getByTestId('login-modal');
    await expect(modal).toHaveAttribute('data-type', 'reset-password');
    await expect(page).not.toHaveURL(/reset_token/);
    await modal.getByLabel('New password', { exact: true }).fill('Brand-New-Pass-2026');
    await modal.getByLabel('Confirm new password').fill('Brand-New-Pass-2026');
    await page.getByRole('button', { name: 'Save new password' }).click();

    await expect(modal).toHaveAttribute('data-type', 'login');
    await modal.locator('input[name="username"]').fill(email);
    await modal.locator('input[name="password"]').fill('Brand-New-Pass-2026');
    await modal.getByTestId('log-in').click();
    await expect(page.getByTestId('my-account')).toBeVisible();
  });

  test('/register when logged in goes to the redirect', async ({ page }) => {
    await page.goto(appUrl('demo'));
    await waitForApp(page);
    await logIn(page, demoCustomer.username, demoCustomer.password);
    await expect(page.getByTestId('my-account')).toBeVisible();
    await page.goto(appUrl('demo', '/register?redirect=/pricing'));
    await expect(page).toHaveURL(appUrl('demo', '/pricing'));
  });

  test('a demo login is worthless on the riverside sub-domains', async ({ page }) => {
    await page.goto(appUrl('demo'));
    await waitForApp(page);
    await logIn(page, demoCustomer.username, demoCustomer.password);
    await expect(page.getByTestId('my-account')).toBeVisible();
    await page.goto(appUrl('riverside'));
    await waitForApp(page);
    await expect(page.getByTestId('login')).toBeVisible();
  });
});
