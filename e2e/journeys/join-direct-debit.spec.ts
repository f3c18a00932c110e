import { expect, type Page, test } from '@playwright/test';
import { accessibilityViolations, appUrl, screenshotPath, waitForApp } from './support.ts';

const desktop = { width: 1280, height: 900 };
const mobile = { width: 375, height: 812 };

async function screenshotBothWidths(page: Page, name: string) {
  await page.setViewportSize(desktop);
  await page.screenshot({ path: screenshotPath(`${name}-desktop`), fullPage: true });
  await page.setViewportSize(mobile);
  await page.screenshot({ path: screenshotPath(`${name}-mobile`), fullPage: true });
  await page.setViewportSize(desktop);
}

/** Joins Gym & Swim as a new member, paying the first month by card; answers their email. */
async function joinGymAndSwim(page: Page) {
  await page.goto(appUrl('demo', '/centre/leeds-central', 'online-joining'));
  await waitForApp(page);
  const gymAndSwim = page.getByTestId('membership-plan').filter({ hasText: 'Gym & Swim' });
  await gymAndSwim.getByRole('button', { name: 'Choose Gym & Swim' }).click();
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const email = `dd-joiner-${tag}@example.com`;
  await page.getByLabel('First name').fill('Dee');
  await page.getByLabel('Last name').fill('Debit');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(`Joining-${tag}-Pass!`);
  await page.getByTestId('date-input').fill('1988-06-02');
  await page.getByLabel(/including the 12-month minimum term/).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByLabel('Address line 1').fill('1 Park Cross Street');
  await page.getByLabel('Town or city').fill('Leeds');
  await page.getByLabel('Postcode').fill('LS1 2QH');
  const card = page.frameLocator('iframe[title="Card details"]');
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry date').fill('12/30');
  await card.getByLabel('Security code').fill('123');
  await card.getByLabel('Name on card').fill('Dee Debit');
  await page.getByRole('button', { name: 'Pay £54.99' }).click();
  await expect(page).toHaveURL(/\/order-confirmed\/\d+$/);
  return email;
}

test('a new member sets up a Direct Debit for later months, sees the Guarantee and gets the email', async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  const email = await joinGymAndSwim(page);
  await page.getByTestId('set-up-direct-debit').click();
  await expect(page).toHaveURL(/\/membership\/\d+\/direct-debit$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pay later months by Direct Debit' }),
  ).toBeVisible();
  await page.getByTestId('dd-start').click();

  // The sandbox's own form: the details, the sole-signatory check, and the Guarantee beside them.
  await expect(page.getByRole('heading', { level: 2, name: 'Your bank details' })).toBeVisible();
  await expect(page.getByTestId('dd-guarantee')).toContainText('The Direct Debit Guarantee');
  await page.getByRole('button', { name: 'Set up Direct Debit' }).click();
  await expect(page.getByLabel('Account holder name')).toBeFocused();
  await expect(page.getByTestId('sortCode-error')).toHaveText('Enter a 6-digit sort code, like 20-00-00');
  await page.getByLabel('Account holder name').fill('Dee Debit');
  await page.getByLabel('Sort code').fill('20-00-56');
  await page.getByLabel('Account number').fill('12345678');
  await page.getByLabel(/I am the account holder/).check();
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshotBothWidths(page, 'join-direct-debit-form');
  await page.getByRole('button', { name: 'Set up Direct Debit' }).click();

  // The instruction's details and the Guarantee, and the email that says the same.
  await expect(page.getByTestId('dd-confirmed')).toBeFocused();
  await expect(page.getByTestId('dd-confirmed')).toContainText(`We've emailed these details to ${email}`);
  const details = page.getByTestId('dd-details');
  await expect(details).toContainText('Dee Debit');
  await expect(details).toContainText('••-••-56');
  await expect(details).toContainText('£34.99 each month');
  const reference = ((await page.getByTestId('dd-reference').textContent()) ?? '').trim();
  expect(reference).toMatch(/^DEMO-[0-9A-F]{10}$/);
  await expect(page.getByTestId('dd-guarantee')).toContainText('full and immediate refund');
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshotBothWidths(page, 'join-direct-debit-confirmed');

  // My account shows how later months are paid.
  await page.getByRole('link', { name: 'See it in My account' }).click();
  await waitForApp(page);
  const card = page.getByTestId('membership-card').filter({ hasText: 'Gym & Swim' });
  await expect(card.getByTestId('membership-payment-method')).toContainText(
    `Paid by Direct Debit from account ending 78, reference ${reference}`,
  );
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.goto(appUrl('demo', '/dev/mail'));
  const mail = page.locator('article').filter({ has: page.locator(`.to:text-is("${email}")`) });
  const ddMail = mail.filter({ hasText: 'your Direct Debit is set up' });
  await expect(ddMail).toHaveCount(1);
  await expect(ddMail).toContainText(`Reference: ${reference}`);
  await expect(ddMail).toContainText('Sort code: ••-••-56');
  await expect(ddMail).toContainText('The Direct Debit Guarantee');
});
