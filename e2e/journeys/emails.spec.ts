import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { putAClassInTheBasket } from './basket-api.ts';
import { enterCard, fillBilling, openCheckout } from './card-payment.ts';
import { signUpFreshCustomer } from './customers.ts';
import { accessibilityViolations, appUrl, screenshotPath, toast, waitForApp } from './support.ts';

/** The customer's mail with this subject, as the development mail page shows it. */
async function mailOnTheDevPage(page: Page, email: string, subject: RegExp) {
  await page.goto(appUrl('demo', '/dev/mail'));
  const mail = page.locator('article').filter({ has: page.locator(`.to:text-is("${email}")`) });
  const found = mail.filter({ has: page.getByRole('heading', { name: subject }) });
  await expect(found).toHaveCount(1);
  return found;
}

/** The first attachment of a mail on the page, downloaded as the customer would. */
async function attachmentOf(page: Page, mail: Locator) {
  const link = mail.locator('.attachments a').first();
  await expect(mail.locator('.attachments')).toContainText('(text/calendar)');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const file = await readFile(await download.path());
  return { name: download.suggestedFilename(), ics: file.toString('utf8') };
}

// A new customer books a class two days ahead with a discount code, through 3-D Secure, then
// cancels it on a phone. The bank's page names the client; the confirmation email lists the
// discount and the card payment and carries the calendar invite; the cancellation email says
// what came back and where, with the calendar update.
test('the confirmation and cancellation emails say what happened, with the invites attached', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const desktop = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await desktop.newPage();
  const customer = await signUpFreshCustomer(page);
  const className = await putAClassInTheBasket(page, 'spin', 2);
  await page.goto(appUrl('demo', '/basket'));
  await waitForApp(page);
  await page.getByLabel('Discount code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Applied discount codes' })).toContainText('WELCOME10');

  await openCheckout(page);
  await fillBilling(page);
  await enterCard(page, '4000 0027 6000 3184');
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: /^Pay £\d+\.\d\d$/ }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\/3ds\//);
  await expect(page.locator('dt:text-is("Merchant") + dd')).toHaveText('Demo Leisure');
  await page.screenshot({ path: screenshotPath('sandbox-3ds-merchant-desktop'), fullPage: true });
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/);
  await expect(toast(page, 'Order completed Successfully.')).toBeVisible();
  const reference = (await page.getByTestId('order-reference').textContent()) ?? '';
  await expect(
    page.getByText(`We've emailed your confirmation and calendar invites to ${customer.email}`),
  ).toBeVisible();

  const confirmation = await mailOnTheDevPage(page, customer.email, /booking confirmed/);
  await expect(confirmation).toContainText(reference);
  await expect(confirmation).toContainText(className);
  await expect(confirmation).toContainText(/Subtotal: £\d+\.\d\d/);
  await expect(confirmation).toContainText(/Discount WELCOME10: -£\d+\.\d\d/);
  await expect(confirmation).toContainText(/Total: £\d+\.\d\d/);
  await expect(confirmation).toContainText(/Paid by card: £\d+\.\d\d/);
  await expect(confirmation).toContainText('A calendar invite for each booking is attached.');
  const invite = await attachmentOf(page, confirmation);
  expect(invite.name).toMatch(/\.ics$/);
  expect(invite.ics).toContain('METHOD:PUBLISH');
  const uid = /\r\nUID:([^\r]+)\r\n/.exec(invite.ics)?.[1] ?? '';
  expect(uid).toMatch(/@demo\.bookings$/);
  await confirmation.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('mail-confirmation-desktop') });

  // On a phone: the customer cancels from their account, well before the 24-hour cutoff.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, acceptDownloads: true });
  const mobile = await phone.newPage();
  await phone.addCookies(await desktop.cookies());
  await mobile.goto(appUrl('demo', '/bookings/upcoming', 'my-account'));
  await waitForApp(mobile);
  const card = mobile.getByTestId('booking-card').filter({ hasText: className }).first();
  await card.getByRole('button', { name: /^Cancel/ }).click();
  await mobile.getByTestId('confirmation-modal').getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(toast(mobile, 'Your booking is cancelled.')).toBeVisible();
  expect(await accessibilityViolations(mobile)).toEqual([]);

  const cancellation = await mailOnTheDevPage(mobile, customer.email, /booking cancelled/);
  await expect(cancellation).toContainText(`Your booking is cancelled (order ${reference}):`);
  await expect(cancellation).toContainText(/Refund: £\d+\.\d\d, added to your account as general credit\./);
  const update = await attachmentOf(mobile, cancellation);
  expect(update.ics).toContain(`UID:${uid}`);
  expect(update.ics).toContain('STATUS:CANCELLED');
  await cancellation.scrollIntoViewIfNeeded();
  await mobile.screenshot({ path: screenshotPath('mail-cancellation-mobile') });
  await phone.close();
  await desktop.close();
});
