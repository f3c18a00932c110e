import { expect, type Page, test } from '@playwright/test';
import { fillBilling } from './card-payment.ts';
import {
  acceptTermsAndPay,
  approveAtTheBank,
  cardFrameTitle,
  checkoutAgain,
  checkoutWithAClass,
  enterOpayoCard,
  enterStripeCard,
} from './provider-checkout.ts';
import { accessibilityViolations, appUrl, screenshotPath, waitForApp } from './support.ts';

/** The test card that asks for 3-D Secure, so both orders go through the bank's page. */
const CHALLENGE_CARD = '4000 0027 6000 3184';
const SAVED = 'Visa ending 3184';

async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: screenshotPath(`${name}-desktop`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: screenshotPath(`${name}-mobile`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** My account's payments page: the saved card is listed and removed once confirmed. */
async function removeInMyAccount(page: Page, provider: 'stripe' | 'opayo') {
  await page.goto(appUrl('demo', '/payments', 'my-account'));
  await waitForApp(page);
  const cards = page.getByTestId('saved-cards');
  await expect(cards.getByRole('listitem')).toHaveText([`${SAVED}Expires 12/30Remove ${SAVED}`]);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('heading', { name: 'Saved cards' }).scrollIntoViewIfNeeded();
  await screenshots(page, `saved-cards-${provider}`);
  await cards.getByRole('button', { name: `Remove ${SAVED}` }).click();
  const dialog = page.getByRole('dialog', { name: `Remove ${SAVED}?` });
  await expect(dialog.getByRole('button', { name: 'Keep the card' })).toBeFocused();
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Yes, remove it' }).click();
  await expect(page.getByText('Your card has been removed.')).toBeVisible();
  await expect(
    page.getByText("No saved cards. To save one, tick 'Save this card for next time' when you pay."),
  ).toBeVisible();
}

/**
 * 'A saved card reused': the first order saves the card (through 3-D Secure), the second pays
 * with it (3-D Secure again), and My account removes it; the checkout then asks for a card.
 */
export function savedCardJourney(provider: 'stripe' | 'opayo') {
  test('a saved card reused: saved on the first order, paid with on the second, removed in My account', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { frame } = await checkoutWithAClass(page, provider);
    if (provider === 'stripe') await enterStripeCard(frame, CHALLENGE_CARD);
    else await enterOpayoCard(frame, CHALLENGE_CARD);
    await page.getByLabel('Save this card for next time').check();
    await acceptTermsAndPay(page);
    await approveAtTheBank(page, provider);

    const className = await checkoutAgain(page);
    const saved = page.getByRole('radio', { name: `Pay with ${SAVED} (expires 12/30)` });
    await expect(saved).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Use a new card' })).not.toBeChecked();
    await expect(page.locator(`iframe[title="${cardFrameTitle[provider]}"]`)).toHaveCount(0);
    await fillBilling(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('heading', { name: 'Card', exact: true }).scrollIntoViewIfNeeded();
    await screenshots(page, `checkout-saved-card-${provider}`);
    await acceptTermsAndPay(page);
    await approveAtTheBank(page, provider);
    await expect(page.getByTestId('confirmed-booking')).toContainText(className);

    await removeInMyAccount(page, provider);
    await checkoutAgain(page);
    const frameTitle = cardFrameTitle[provider];
    await expect(page.frameLocator(`iframe[title="${frameTitle}"]`).getByLabel('Card number')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('radio', { name: `Pay with ${SAVED} (expires 12/30)` })).toHaveCount(0);
  });
}
