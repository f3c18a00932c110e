import { expect, type Page } from '@playwright/test';
import { appUrl, waitForApp } from './support.ts';

/**
 * The checkout's card steps, as a customer takes them with the built-in sandbox processor
 * (4242 4242 4242 4242 approves, 4000 0027 6000 3184 asks for 3-D Secure, 4000 0000 0000 0002
 * declines).
 */

/** Opens the checkout with a new card form showing. */
export async function openCheckout(page: Page) {
  await page.goto(appUrl('demo', '/basket/checkout'));
  await waitForApp(page);
  await expect(page).toHaveTitle('Demo Leisure | Checkout');
  const newCard = page.getByLabel('Use a new card');
  if (await newCard.isVisible()) await newCard.check();
  await expect(page.getByTitle('Card details')).toBeVisible();
}

export async function fillBilling(page: Page) {
  await page.getByLabel('Address line 1').fill('1 Park Cross Street');
  await page.getByLabel('Town or city').fill('Leeds');
  await page.getByLabel('Postcode').fill('LS1 2QH');
}

/**
 * Types the card into the processor's page in the frame; the checkout never sees the number.
 * There is no second button: Pay hands it over.
 */
export async function enterCard(page: Page, number: string) {
  const card = page.frameLocator('iframe[title="Card details"]');
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiry date').fill('12/30');
  await card.getByLabel('Security code').fill('123');
  await card.getByLabel('Name on card').fill('Emma Sutcliffe');
}

/** The client's terms, linked with the box that accepts them: opening in a new tab, and saying so. */
export const termsLink = (page: Page) =>
  page.getByRole('link', { name: 'Read the terms and conditions (opens in a new tab)' });

/** On the checkout's card form: the billing address, a card that needs no 3-D Secure, the terms, Pay. */
export async function payOnTheCardForm(page: Page) {
  await fillBilling(page);
  await enterCard(page, '4242 4242 4242 4242');
  await expect(termsLink(page)).toHaveAttribute(
    'href',
    'https://www.demo-leisure.example/terms-and-conditions',
  );
  await expect(termsLink(page)).toHaveAttribute('target', '_blank');
  await page.getByLabel('I accept the terms and conditions', { exact: true }).check();
  await page.getByRole('button', { name: /^Pay £\d+\.\d\d$/ }).click();
}

/**
 * Online joining's card form: the billing address and a card that needs no 3-D Secure, then Pay.
 * The terms were accepted on the joining form, so the payment does not ask for them again.
 */
export async function payOnTheJoiningCardForm(page: Page) {
  await fillBilling(page);
  await enterCard(page, '4242 4242 4242 4242');
  await expect(page.getByLabel(/I accept the terms and conditions/)).toHaveCount(0);
  await page.getByRole('button', { name: /^Pay £\d+\.\d\d$/ }).click();
}

/** Pays the basket with a card that needs no 3-D Secure and waits for the confirmation. */
export async function payByCard(page: Page) {
  await openCheckout(page);
  await payOnTheCardForm(page);
  await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/);
}
