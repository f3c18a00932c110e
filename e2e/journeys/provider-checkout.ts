import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { putAClassInTheBasket } from './basket-api.ts';
import { fillBilling } from './card-payment.ts';
import { signUpFreshCustomer } from './customers.ts';
import { type ProviderServer, startProviderServer } from './provider-server.ts';
import { appUrl, useAppPort, waitForApp } from './support.ts';

/**
 * The checkout with Stripe's or Opayo's own card fields (their stand-ins, served by the local
 * fakes), for the journeys of `stripe-checkout.spec.ts` and `opayo-checkout.spec.ts`.
 */
export const cardFrameTitle = {
  stripe: 'Secure payment input frame',
  opayo: 'Card details (Opayo)',
} as const;

/** Starts the provider's server before the file's journeys and sends them to it. */
export function useProviderServer(provider: 'stripe' | 'opayo') {
  let server: ProviderServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(480_000);
    server = await startProviderServer(provider);
    useAppPort(server.port);
  });
  test.afterAll(async () => {
    useAppPort(null);
    await server?.stop();
  });
}

/** A fresh customer with a class in the basket, on the checkout with the card fields showing. */
export async function checkoutWithAClass(page: Page, provider: 'stripe' | 'opayo') {
  await signUpFreshCustomer(page);
  const className = await putAClassInTheBasket(page);
  await page.goto(appUrl('demo', '/basket/checkout'));
  await waitForApp(page);
  await expect(page).toHaveTitle('Demo Leisure | Checkout');
  const frame = page.frameLocator(`iframe[title="${cardFrameTitle[provider]}"]`);
  await expect(frame.getByLabel('Card number')).toBeVisible({ timeout: 20_000 });
  await fillBilling(page);
  return { className, frame };
}

export async function acceptTermsAndPay(page: Page) {
  await page.getByLabel('I accept the terms and conditions', { exact: true }).check();
  await page.getByRole('button', { name: /^Pay £\d+\.\d\d$/ }).click();
}

/** Types a card into Stripe's Payment Element (the stand-in's fields, as Stripe labels them). */
export async function enterStripeCard(frame: FrameLocator, number: string) {
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiration date').fill('12 / 30');
  await frame.getByLabel('Security code').fill('123');
}

/** Types a card into Opayo's drop-in form. */
export async function enterOpayoCard(frame: FrameLocator, number: string) {
  await frame.getByLabel('Name on card').fill('Emma Sutcliffe');
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiry date (MMYY)').fill('1230');
  await frame.getByLabel('Security code').fill('123');
}

/** The bank's 3-D Secure page of each processor's fake, and its approving button. */
const bankPage = {
  stripe: { heading: '3D Secure test payment', approve: 'Complete authentication' },
  opayo: { heading: '3D Secure check', approve: 'Approve' },
} as const;

/** Approves the 3-D Secure check at the bank's page; back on the order confirmation. */
export async function approveAtTheBank(page: Page, provider: 'stripe' | 'opayo') {
  const bank = bankPage[provider];
  await expect(page.getByRole('heading', { name: bank.heading })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: bank.approve }).click();
  await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/, { timeout: 20_000 });
}

/** Another class in the basket of the customer already logged in, on the checkout. */
export async function checkoutAgain(page: Page) {
  const className = await putAClassInTheBasket(page);
  await page.goto(appUrl('demo', '/basket/checkout'));
  await waitForApp(page);
  await expect(page).toHaveTitle('Demo Leisure | Checkout');
  return className;
}
