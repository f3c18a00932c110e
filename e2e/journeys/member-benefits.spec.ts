import { expect, test } from '@playwright/test';
import { putAClassInTheBasket } from './basket-api.ts';
import { demoLogins, logInAs } from './customers.ts';
import {
  accessibilityViolations,
  appUrl,
  callFromPage,
  screenshotPath,
  toast,
  waitForApp,
} from './support.ts';

// The demo member holds Gym & Swim (2 free classes a month) and a 5 Class Pass. Nothing is
// booked here, so the benefit stays unspent for other journeys.
test('a member sees a free class paid by their benefit, then takes the benefit off', async ({ page }) => {
  await logInAs(page, demoLogins.member);
  const className = await putAClassInTheBasket(page, 'spin');

  await page.goto(appUrl('demo', '/basket'));
  await waitForApp(page);
  const line = page.getByTestId('basket-line').filter({ hasText: className });
  const benefit = line.getByTestId('line-benefit');
  await expect(benefit).toContainText('Membership benefit: 2 free classes a month (Gym & Swim)');
  await expect(line).toContainText('£0.00');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('basket-member-benefit-desktop'), fullPage: true });

  await benefit.getByRole('button', { name: `Remove benefit from ${className}` }).click();
  await expect(toast(page, 'Successfully removed benefit.')).toBeVisible();
  await expect(line.getByTestId('line-benefit')).toHaveCount(0);
  // Taking the benefit off does not put the class pass on instead: the line costs its price.
  await expect(line.getByTestId('line-package')).toHaveCount(0);
  await expect(line).not.toContainText('£0.00');
  await callFromPage(page, '/api/activities/cart', { method: 'DELETE' });
});
