import { expect, test } from '@playwright/test';
import { emptyBasket, putAClassInTheBasket } from './basket-api.ts';
import { enterCard, fillBilling, openCheckout } from './card-payment.ts';
import { signUpFreshCustomer } from './customers.ts';
import { accessibilityViolations, screenshotPath, toast } from './support.ts';

test.describe('Checkout', () => {
  test('pays by card through 3-D Secure and lands on the confirmation', async ({ page }) => {
    const customer = await signUpFreshCustomer(page);
    const className = await putAClassInTheBasket(page);
    await openCheckout(page);
    await expect(page.getByTestId('order-summary')).toContainText(className);
    await expect(page.getByTestId('checkout-hold')).toContainText(/Places held for \d+:\d\d/);
    expect(await accessibilityViolations(page)).toEqual([]);

    await fillBilling(page);
    await enterCard(page, '4000 0027 6000 3184');
    await page.getByLabel('I accept the terms and conditions').check();
    await page.screenshot({ path: screenshotPath('checkout-card-ready-desktop'), fullPage: true });
    await page.getByRole('button', { name: /^Pay £\d+\.\d\d$/ }).click();

    await expect(page).toHaveURL(/\/sandbox-pay\/3ds\//);
    await page.getByRole('button', { name: 'Approve' }).click();

    await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/);
    await expect(toast(page, 'Order completed Successfully.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
    await expect(page.getByTestId('order-reference')).not.toBeEmpty();
    await expect(page.getByTestId('confirmed-booking')).toContainText(className);
    await expect(
      page.getByText(`We've emailed your confirmation and calendar invites to ${customer.email}`),
    ).toBeVisible();
    await expect(page.getByTestId('basket-count')).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('booking-confirmed-desktop'), fullPage: true });
  });

  test('a failed 3-D Secure check takes nothing, says so and lets the customer pay again', async ({
    page,
  }) => {
    await signUpFreshCustomer(page);
    const className = await putAClassInTheBasket(page);
    await openCheckout(page);
    await fillBilling(page);
    await enterCard(page, '4000 0027 6000 3184');
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: /^Pay £/ }).click();

    await expect(page).toHaveURL(/\/sandbox-pay\/3ds\//);
    await page.getByRole('button', { name: 'Fail' }).click();

    await expect(page).toHaveURL(/\/basket\/checkout/);
    await expect(page.getByTestId('payment-alert')).toHaveText('3D Secure verification failed');
    await expect(toast(page, '3D Secure verification failed')).toBeVisible();
    // Nothing was booked: the class is still in the basket, and a fresh card form is offered.
    await expect(page.getByTestId('order-summary')).toContainText(className);
    await expect(page.getByTitle('Card details')).toBeVisible();
    await expect(page.getByLabel('Postcode')).toHaveValue('LS1 2QH');
    expect(await accessibilityViolations(page)).toEqual([]);
    await emptyBasket(page);
  });

  test('a declined card says so and offers a fresh card form', async ({ page }) => {
    await signUpFreshCustomer(page);
    await putAClassInTheBasket(page);
    await openCheckout(page);
    const firstForm = await page.getByTitle('Card details').getAttribute('src');
    await fillBilling(page);
    await enterCard(page, '4000 0000 0000 0002');
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: /^Pay £/ }).click();

    await expect(toast(page, 'Payment was declined')).toBeVisible();
    await expect(page.getByTestId('payment-alert')).toHaveText('Payment was declined');
    await expect(page).toHaveURL(/\/basket\/checkout$/);
    // The session was reset: a new card page, and the billing details kept.
    await expect(page.getByTitle('Card details')).toBeVisible();
    expect(await page.getByTitle('Card details').getAttribute('src')).not.toBe(firstForm);
    await expect(page.getByLabel('Postcode')).toHaveValue('LS1 2QH');
    expect(await accessibilityViolations(page)).toEqual([]);
    await emptyBasket(page);
  });
});
