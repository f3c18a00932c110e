import { expect, test } from '@playwright/test';
import { emptyBasket } from './basket-api.ts';
import {
  acceptTermsAndPay,
  checkoutWithAClass,
  enterStripeCard,
  useProviderServer,
} from './provider-checkout.ts';
import { savedCardJourney } from './saved-card-journey.ts';
import { accessibilityViolations, screenshotPath, toast } from './support.ts';

/**
 * Paying with Stripe: the Payment Element (the fake's stand-in for Stripe.js) takes the card,
 * the server charges the PaymentMethod, and Stripe's own next-action handling runs 3-D Secure.
 */
test.describe('Checkout with Stripe', () => {
  useProviderServer('stripe');

  savedCardJourney('stripe');

  test('a card that needs nothing more pays and books', async ({ page }) => {
    const { className, frame } = await checkoutWithAClass(page, 'stripe');
    expect(await accessibilityViolations(page)).toEqual([]);
    await enterStripeCard(frame, '4242 4242 4242 4242');
    await page.screenshot({ path: screenshotPath('checkout-stripe-desktop'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('heading', { name: 'Card', exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('checkout-stripe-mobile') });
    await page.setViewportSize({ width: 1280, height: 720 });
    await acceptTermsAndPay(page);

    await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/, { timeout: 20_000 });
    await expect(toast(page, 'Order completed Successfully.')).toBeVisible();
    await expect(page.getByTestId('confirmed-booking')).toContainText(className);
  });

  test('3-D Secure through Stripe: completing the check pays and books', async ({ page }) => {
    const { className, frame } = await checkoutWithAClass(page, 'stripe');
    await enterStripeCard(frame, '4000 0027 6000 3184');
    await acceptTermsAndPay(page);

    await expect(page.getByRole('heading', { name: '3D Secure test payment' })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Complete authentication' }).click();

    await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/, { timeout: 20_000 });
    await expect(page.getByTestId('confirmed-booking')).toContainText(className);
  });

  test('3-D Secure through Stripe: a failed check takes nothing and offers the card form again', async ({
    page,
  }) => {
    const { className, frame } = await checkoutWithAClass(page, 'stripe');
    await enterStripeCard(frame, '4000 0027 6000 3184');
    await acceptTermsAndPay(page);

    await expect(page.getByRole('heading', { name: '3D Secure test payment' })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Fail authentication' }).click();

    await expect(page).toHaveURL(/\/basket\/checkout/);
    await expect(page.getByTestId('payment-alert')).toHaveText('3D Secure verification failed');
    await expect(page.getByTestId('order-summary')).toContainText(className);
    await expect(
      page.frameLocator('iframe[title="Secure payment input frame"]').getByLabel('Card number'),
    ).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await emptyBasket(page);
  });

  test('a declined card says so and offers the card form again', async ({ page }) => {
    const { frame } = await checkoutWithAClass(page, 'stripe');
    await enterStripeCard(frame, '4000 0000 0000 0002');
    await acceptTermsAndPay(page);

    await expect(toast(page, 'Payment was declined')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('payment-alert')).toHaveText('Payment was declined');
    await expect(page).toHaveURL(/\/basket\/checkout$/);
    await expect(
      page.frameLocator('iframe[title="Secure payment input frame"]').getByLabel('Card number'),
    ).toBeVisible();
    await expect(page.getByLabel('Postcode')).toHaveValue('LS1 2QH');
    await emptyBasket(page);
  });
});
