import { expect, type Page, test } from '@playwright/test';
import { logInAs, signUpFreshCustomer } from './customers.ts';
import {
  accessibilityViolations,
  appUrl,
  openFirstDayWith,
  screenshotPath,
  toast,
  waitForApp,
} from './support.ts';

/** The demo front-of-house login (see the README's demo logins). */
const staffLogin = { username: 'staff@demo.test', password: 'Demo-Staff-2026!' };

const pounds = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

/** Closes the toasts shown so far (each may also close itself), so a screenshot shows the screen under them. */
async function dismissToasts(page: Page) {
  const toasts = page.getByTestId('notification-toast');
  while ((await toasts.count()) > 0) {
    await toasts
      .first()
      .getByRole('button', { name: 'Dismiss' })
      .click({ timeout: 1000 })
      .catch(() => undefined);
  }
}

// Staff at the desk serve a customer who has an account of their own: they find them, book a class
// for them, give £1.00 off and take cash. The customer then sees the booking in their account.
test('FOH cash booking for a customer', async ({ browser, page }) => {
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const customer = await signUpFreshCustomer(customerPage);

  await logInAs(page, staffLogin);
  await page.reload();
  await waitForApp(page);
  const deskBar = page.getByTestId('desk-bar');
  await expect(deskBar).toContainText('Choose a customer');

  // Serving nobody, Book asks for the customer first and books nothing.
  const bookable = await openFirstDayWith(page, '/location/leeds-central/yoga', {
    find: (listing) =>
      listing.getByTestId('timetable-item').filter({ has: listing.getByRole('button', { name: /^Book\b/ }) }),
  });
  const className = ((await bookable.getByRole('heading').textContent()) ?? '').trim();
  const classTimes = ((await bookable.locator('p').first().textContent()) ?? '').trim();
  await bookable.getByRole('button', { name: /^Book\b/ }).click();
  await expect(toast(page, 'Choose the customer you are booking for first.')).toBeVisible();
  const picker = page.getByRole('dialog', { name: 'Choose a customer' });
  await expect(picker).toBeVisible();

  // Search as you type: their email finds them.
  await picker.getByLabel('Search customers').fill(customer.email);
  const found = picker.getByRole('button', { name: /Jo Journey/ });
  await expect(found).toBeVisible();
  await expect(picker.getByRole('status')).toHaveText('1 customer found');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('foh-customer-picker-desktop') });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: screenshotPath('foh-customer-picker-mobile') });
  await page.setViewportSize({ width: 1280, height: 720 });
  await found.click();
  await expect(picker).toHaveCount(0);
  await expect(page.getByTestId('desk-serving')).toContainText(/^Serving: Jo Journey \([A-Z]{2,}\d{6}\)$/);
  await expect(toast(page, 'Now serving Jo Journey.')).toBeVisible();

  // Booked for the customer: the listing marks their basket, not the staff user's.
  const row = page
    .getByTestId('timetable-item')
    .filter({ hasText: className })
    .filter({ hasText: classTimes });
  await row.getByRole('button', { name: /^Book\b/ }).click();
  await expect(toast(page, 'Successfully added item to the basket.')).toBeVisible();
  await expect(row).toContainText('In your basket');
  await expect(page.getByTestId('basket-count')).toHaveText('1');

  await page.getByTestId('nav-link-basket').click();
  await expect(page.getByTestId('basket-line')).toHaveCount(1);
  // Staff answer the class's booking questions for the customer.
  await page.getByLabel('How much yoga have you done?').selectOption('Some classes');
  await page.getByRole('button', { name: 'Save answers' }).click();
  await expect(page.getByText('Your answers have been saved.')).toBeVisible();
  await page.getByRole('link', { name: 'Checkout' }).click();
  const desk = page.getByTestId('desk-checkout');
  await expect(desk).toBeVisible();
  await expect(page.getByTitle('Card details')).toHaveCount(0);
  const before = pounds(await page.getByTestId('amount-to-pay').textContent());
  expect(before).toBeGreaterThan(100);

  // £1.00 off, with the reason.
  const discount = page.getByTestId('staff-discount');
  await discount.getByTestId('currency-input').fill('1.00');
  await discount.getByLabel('Reason').fill('Class started late last week');
  await discount.getByRole('button', { name: 'Apply discount' }).click();
  await expect(toast(page, 'Staff discount applied.')).toBeVisible();
  await expect(page.getByTestId('staff-discount-row')).toContainText('-£1.00');
  await expect(page.getByTestId('amount-to-pay')).toHaveText(`£${((before - 100) / 100).toFixed(2)}`);
  const amount = page.getByTestId('desk-payment-form').getByTestId('currency-input');
  await expect(amount).toHaveValue(((before - 100) / 100).toFixed(2));

  await page.getByLabel('Jo Journey accepts the terms and conditions').check();
  expect(await accessibilityViolations(page)).toEqual([]);
  await dismissToasts(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenshotPath('foh-desk-checkout-desktop'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: screenshotPath('foh-desk-checkout-mobile'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Cash, the balance by default.
  await page.getByTestId('take-payment-button').click();
  await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/);
  await expect(toast(page, 'Order completed Successfully.')).toBeVisible();
  await expect(page.getByTestId('confirmed-booking')).toContainText(className);
  await expect(page.getByText('Cash')).toBeVisible();
  await expect(page.getByTestId('desk-serving')).toContainText('Serving: Jo Journey');
  // The desk's confirmation is the customer's: no way into the staff member's own account.
  await expect(page.getByRole('heading', { name: 'Booked for Jo Journey' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View my bookings' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Serve the next customer' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await dismissToasts(page);
  await page.screenshot({ path: screenshotPath('foh-confirmed-desktop'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: screenshotPath('foh-confirmed-mobile'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The customer's own account shows the booking the desk made.
  await customerPage.goto(appUrl('demo', '/bookings', 'my-account'));
  await waitForApp(customerPage);
  await expect(customerPage.getByTestId('booking-card').filter({ hasText: className }).first()).toBeVisible();
  await customerContext.close();
});
