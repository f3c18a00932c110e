import { expect, test } from '@playwright/test';
import { putATicketInTheBasket } from './basket-api.ts';
import { signUpFreshCustomer } from './customers.ts';
import { accessibilityViolations, appUrl, callFromPage, screenshotPath, waitForApp } from './support.ts';

test('a customer signs the bouldering waiver for themself and the count drops to 0', async ({ page }) => {
  await signUpFreshCustomer(page);
  // Bouldering asks for a waiver.
  await putATicketInTheBasket(page, { category: 'climbing', activity: 'bouldering' });

  await page.goto(appUrl('demo', '/attendees'));
  await waitForApp(page);
  await expect(page).toHaveTitle('Demo Leisure | Attendees');
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('Attendees');
  const remaining = page.getByTestId('waivers-remaining');
  await expect(remaining).toHaveText('1 waiver still to sign');
  const line = page.getByTestId('waiver-line');
  await expect(line.getByRole('heading', { level: 2 })).toHaveText('Bouldering - Adult');
  await expect(line).toContainText('Bouldering carries a risk of injury');

  // Keyboard only: the customer is the first previous attendee, then the waiver and the signature.
  const self = line.getByRole('radio', { name: /\(you\)/ });
  await expect(self).toBeVisible();
  const selfId = (await self.getAttribute('id')) ?? '';
  const name = ((await page.locator(`label[for="${selfId}"] span`).first().textContent()) ?? '').trim();
  await self.focus();
  await page.keyboard.press('Space');
  await expect(self).toBeChecked();
  const agree = line.getByLabel('I have read and agree to this waiver');
  await agree.focus();
  await page.keyboard.press('Space');
  await expect(agree).toBeChecked();
  await line.getByLabel(/^Signed by \(full name\)/).focus();
  await page.keyboard.type(name);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: screenshotPath(`attendees-${width === 375 ? 'mobile' : 'desktop'}`),
      fullPage: true,
    });
  }
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(remaining).toHaveText('All waivers are signed.');
  await expect(line).toContainText(`Signed for: ${name}`);
  await expect(page.getByRole('link', { name: 'Continue to checkout' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  const required = await callFromPage<{ totalWaiversRequired: number }>(
    page,
    '/api/activities/question-waivers/required',
  );
  expect(required.data.totalWaiversRequired).toBe(0);
});
