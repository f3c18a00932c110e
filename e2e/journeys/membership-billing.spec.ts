import { expect, test } from '@playwright/test';
import { logInAs } from './customers.ts';
import { accessibilityViolations, appUrl, screenshotPath, waitForApp } from './support.ts';

// The demo members in arrears (README, demo logins): one suspended after the last retry, one
// whose last payment was declined and is being retried. Each journey here is the only one that
// logs in as its member.
const suspended = { username: 'suspended@demo.test', password: 'Demo-Suspended-2026!' };
const retrying = { username: 'retrying@demo.test', password: 'Demo-Retrying-2026!' };

test('a suspended member pays the overdue payment from the dashboard and is active again', async ({
  page,
}) => {
  await logInAs(page, suspended);
  await page.goto(appUrl('demo', '/', 'my-account'));
  await waitForApp(page);
  const warnings = page.getByTestId('account-warnings');
  await expect(warnings).toContainText(
    'Your membership is suspended: £34.99 of membership payments is overdue.',
  );
  await warnings.getByRole('link', { name: 'Pay your overdue payments' }).click();

  const card = page.getByTestId('membership-card').filter({ hasText: 'Gym & Swim' });
  const alert = card.getByTestId('membership-arrears');
  await expect(alert.getByRole('heading', { name: 'Payment overdue: £34.99' })).toBeVisible();
  await expect(alert).toContainText('We will charge Visa ending 1881');
  const history = card.getByTestId('membership-payment-history');
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').nth(1)).toContainText(
    '£34.99OverduePayment was declined after 4 tries.',
  );
  await expect(history.getByRole('row').nth(2)).toContainText('£34.99Paid');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('membership-arrears-desktop'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('membership-arrears-mobile'), fullPage: true });

  await alert.getByRole('button', { name: 'Pay £34.99 now' }).click();
  await expect(card.getByTestId('membership-restored')).toHaveText(
    'Thank you: your payment was taken and your membership is active again.',
  );
  await expect(card.getByTestId('membership-arrears')).toHaveCount(0);
  await expect(card).toContainText('Active');
  await expect(card.getByTestId('membership-next-payment')).toContainText('Next payment: £34.99 on');
  await expect(history.getByRole('row').nth(1)).toContainText('£34.99PaidPaid on try 5');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('membership-restored-mobile'), fullPage: true });

  await page.goto(appUrl('demo', '/', 'my-account'));
  await waitForApp(page);
  await expect(page.getByTestId('home-dashboard')).toBeVisible();
  await expect(page.getByTestId('account-warnings')).toHaveCount(0);
});

test('a member whose payment was declined sees when it is tried again, and their card', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await logInAs(page, retrying);
  await page.goto(appUrl('demo', '/memberships', 'my-account'));
  await waitForApp(page);
  const card = page.getByTestId('membership-card').filter({ hasText: 'Swim Only' });
  await expect(card.getByTestId('membership-retrying')).toContainText(
    /We could not take your £24\.99 payment due on .+\. We will try again on .+\./,
  );
  await expect(card.getByTestId('membership-next-payment')).toContainText('Next payment: £24.99 on');
  await expect(card.getByTestId('membership-payment-method')).toContainText('Paid by Mastercard ending 4444');
  await expect(card.getByTestId('membership-payment-history').getByRole('row').nth(1)).toContainText(
    '£24.99DeclinedPayment was declined. We will try again on',
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('membership-retrying-mobile'), fullPage: true });

  // A new card for the next try: entered on the processor's card page, nothing taken now.
  await card.getByRole('button', { name: 'Change card' }).click();
  const form = card.getByTestId('change-card');
  await expect(form.getByRole('heading', { name: 'Change your card' })).toBeFocused();
  const frame = page.frameLocator('[data-testid="change-card-frame"]');
  await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
  await frame.getByLabel('Expiry date').fill('11/31');
  await frame.getByLabel('Security code').fill('123');
  await frame.getByLabel('Name on card').fill('Tom Whitaker');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('membership-change-card-mobile'), fullPage: true });
  await form.getByRole('button', { name: 'Save card' }).click();
  await expect(card.getByTestId('change-card-done')).toHaveText(
    'Your card is changed: Visa ending 4242 pays your membership from now on.',
  );
  await expect(card.getByTestId('membership-payment-method')).toHaveText(
    'Paid by Visa ending 4242 (expires 11/2031)',
  );
  await expect(card.getByRole('button', { name: 'Change card' })).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('membership-retrying-desktop'), fullPage: true });
});
