import { expect, test } from '@playwright/test';
import { emptyBasket, putAClassInTheBasket } from './basket-api.ts';
import { signUpFreshCustomer } from './customers.ts';
import { accessibilityViolations, appUrl, screenshotPath, waitForApp } from './support.ts';

// The browser's clock runs ahead; the server keeps real time, so its hold is untouched.
test('the basket counts a hold down, warns in the last minute and shows the line expired', async ({
  page,
}) => {
  await page.clock.install();
  await signUpFreshCustomer(page);
  const className = await putAClassInTheBasket(page);
  await page.goto(appUrl('demo', '/basket'));
  await waitForApp(page);
  const line = page.getByTestId('basket-line').filter({ hasText: className });
  await expect(line.getByTestId('hold-timer')).toHaveText(/^1[45]:\d\d$/);

  await page.clock.fastForward('14:10');
  await expect(line.getByTestId('hold-timer')).toHaveText(/^0:\d\d$/);
  await expect(line.getByRole('status')).toHaveText(`Less than a minute left on your hold on ${className}.`);

  await page.clock.fastForward('01:00');
  await expect(line.getByTestId('hold-expired')).toHaveText('Your hold on this place has expired');
  await expect(line).toContainText('Not in the total');
  await expect(line.getByRole('status')).toHaveText(`Your hold on ${className} has expired.`);
  await expect(line.getByRole('button', { name: new RegExp(`^Remove ${className}`) })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('basket-hold-expired-desktop'), fullPage: true });
  await emptyBasket(page);
});
