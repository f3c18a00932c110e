import { expect, test } from '@playwright/test';
import { putAClassInTheBasket } from './basket-api.ts';
import { demoLogins, logInAs } from './customers.ts';
import { accessibilityViolations, appUrl, screenshotPath, toast, waitForApp } from './support.ts';

// The only journey that spends the demo customer's credit (each run starts on fresh demo data).
test('the demo customer pays a class with general credit alone, without a card', async ({ page }) => {
  await logInAs(page, demoLogins.customer);
  const className = await putAClassInTheBasket(page);

  await page.goto(appUrl('demo', '/basket'));
  await waitForApp(page);
  const accountCredit = page.getByRole('form', { name: 'General credit' });
  await accountCredit.getByRole('button', { name: 'Apply credit' }).click();
  await expect(toast(page, 'Credit successfully applied.')).toBeVisible();
  await expect(page.getByText('Balance to pay')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByTitle('Card details')).toHaveCount(0);
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/);
  await expect(toast(page, 'Order completed Successfully.')).toBeVisible();
  await expect(page.getByTestId('confirmed-booking')).toContainText(className);
  await expect(page.getByText('General credit')).toBeVisible();
  await page.screenshot({ path: screenshotPath('credit-order-confirmed-desktop'), fullPage: true });
});
