import { expect, test } from '@playwright/test';
import { emptyBasket } from './basket-api.ts';
import {
  acceptTermsAndPay,
  checkoutWithAClass,
  enterOpayoCard,
  useProviderServer,
} from './provider-checkout.ts';
import { savedCardJourney } from './saved-card-journey.ts';
import { accessibilityViolations, screenshotPath, toast } from './support.ts';

/**
 * Paying with Opayo: the drop-in checkout (the fake's stand-in for sagepay.js) turns the card into
 * a card identifier for the merchant session key, and a 3-D Secure 2 challenge goes to the bank's
 * page and back with its `cres`.
 */
test.describe('Checkout with Opayo', () => {
  useProviderServer('opayo');

  savedCardJourney('opayo');

  test('a card that needs nothing more pays and books', async ({ page }) => {
    const { className, frame } = await checkoutWithAClass(page, 'opayo');
    expect(await accessibilityViolations(page)).toEqual([]);
    await enterOpayoCard(frame, '4242 4242 4242 4242');
    await page.screenshot({ path: screenshotPath('checkout-opayo-desktop'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('heading', { name: 'Card', exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('checkout-opayo-mobile') });
    await page.setViewportSize({ width: 1280, height: 720 });
    await acceptTermsAndPay(page);

    await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/, { timeout: 20_000 });
    await expect(toast(page, 'Order completed Successfully.')).toBeVisible();
    await expect(page.getByTestId('confirmed-booking')).toContainText(className);
  });

  test('3-D Secure at the bank: approving pays and books', async ({ page }) => {
    const { className, frame } = await checkoutWithAClass(page, 'opayo');
    await enterOpayoCard(frame, '4000 0027 6000 3184');
    await acceptTermsAndPay(page);

    await expect(page.getByRole('heading', { name: '3D Secure check' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Approve' }).click();

    await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/, { timeout: 20_000 });
    await expect(page.getByTestId('confirmed-booking')).toContainText(className);
  });

  test('3-D Secure at the bank: a failed check takes nothing and offers the card form again', async ({
    page,
  }) => {
    const { className, frame } = await checkoutWithAClass(page, 'opayo');
    await enterOpayoCard(frame, '4000 0027 6000 3184');
    await acceptTermsAndPay(page);

    await expect(page.getByRole('heading', { name: '3D Secure check' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Fail' }).click();

    await expect(page).toHaveURL(/\/basket\/checkout/);
    await expect(page.getByTestId('payment-alert')).toHaveText('3D Secure verification failed');
    await expect(page.getByTestId('order-summary')).toContainText(className);
    await expect(
      page.frameLocator('iframe[title="Card details (Opayo)"]').getByLabel('Card number'),
    ).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await emptyBasket(page);
  });

  test('a declined card says so and offers the card form again', async ({ page }) => {
    const { frame } = await checkoutWithAClass(page, 'opayo');
    await enterOpayoCard(frame, '4000 0000 0000 0002');
    await acceptTermsAndPay(page);

    await expect(page.getByTestId('payment-alert')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/basket\/checkout$/);
    await expect(
      page.frameLocator('iframe[title="Card details (Opayo)"]').getByLabel('Card number'),
    ).toBeVisible();
    await expect(page.getByLabel('Postcode')).toHaveValue('LS1 2QH');
    await emptyBasket(page);
  });
});
