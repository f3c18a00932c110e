import { expect, test } from '@playwright/test';
import { putAClassInTheBasket } from './basket-api.ts';
import { payByCard } from './card-payment.ts';
import { signUpFreshCustomer } from './customers.ts';
import { accessibilityViolations, appUrl, screenshotPath, toast, waitForApp } from './support.ts';

// A customer who has just paid by card: their details, their order and its receipt, and a
// calendar link that puts the booking in their calendar.
test('a customer edits their details, finds the receipt and subscribes to their calendar', async ({
  page,
}) => {
  await signUpFreshCustomer(page);
  const className = await putAClassInTheBasket(page, 'yoga', 2);
  await payByCard(page);

  await page.goto(appUrl('demo', '/user-details', 'my-account'));
  await waitForApp(page);
  await page.getByLabel('Phone').fill('0113 496 0000');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(toast(page, 'Your details have been saved.')).toBeVisible();
  await page.reload();
  await waitForApp(page);
  await expect(page.getByLabel('Phone')).toHaveValue('0113 496 0000');
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Payments' }).first().click();
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('account-payments-desktop'), fullPage: true });
  await page
    .getByRole('link', { name: /^View receipt/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /^Receipt for order / })).toBeVisible();
  await expect(page.getByText(className).first()).toBeVisible();
  await expect(page.getByTestId('receipt-total')).toContainText(/£\d+\.\d\d/);
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.goto(appUrl('demo', '/bookings', 'my-account'));
  await waitForApp(page);
  const feed = page.getByTestId('calendar-feed');
  await feed.getByRole('button', { name: 'Create calendar link' }).click();
  const link = await feed.getByLabel('Your calendar link').inputValue();
  expect(link).toMatch(/^webcal:\/\/.+\/api\/calendar\/[^/]+\.ics$/);
  // What a calendar app fetches (from the page: Node does not resolve *.localhost names).
  const calendar = await page.evaluate(
    async (url) => {
      const response = await fetch(url);
      return { type: response.headers.get('content-type') ?? '', text: await response.text() };
    },
    link.replace(/^webcal:/, 'http:'),
  );
  expect(calendar.type).toContain('text/calendar');
  const ics = calendar.text;
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(className);
  await page.screenshot({ path: screenshotPath('account-calendar-link-desktop'), fullPage: true });
});
