import { expect, test } from '@playwright/test';
import { emptyBasket, putAClassInTheBasket } from './basket-api.ts';
import { signUpFreshCustomer } from './customers.ts';
import {
  accessibilityViolations,
  appUrl,
  callFromPage,
  screenshotPath,
  toast,
  waitForApp,
} from './support.ts';

// The browser's clock runs ahead; the server keeps real time, so its hold is untouched.
test('the basket counts a hold down, warns 2 minutes before the end, extends once, then shows the line expired', async ({
  page,
}) => {
  await page.clock.install();
  await signUpFreshCustomer(page);
  const className = await putAClassInTheBasket(page);
  await page.goto(appUrl('demo', '/basket'));
  await waitForApp(page);
  const line = page.getByTestId('basket-line').filter({ hasText: className });
  await expect(line.getByTestId('hold-timer')).toHaveText(/^1[45]:\d\d$/);

  await page.clock.fastForward('13:10');
  await expect(line.getByTestId('hold-timer')).toHaveText(/^[01]:\d\d$/);
  await expect(line.getByRole('status')).toHaveText(
    `Less than 2 minutes left on your hold on ${className}. You can keep it for 15 more minutes, once.`,
  );
  await expect(line.getByTestId('hold-warning')).toContainText(
    'Less than 2 minutes left. You can keep it for 15 more minutes, once.',
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('basket-hold-warning-desktop'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: screenshotPath('basket-hold-warning-mobile'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Extend once: the server keeps the place another 15 minutes from its own clock (which the
  // browser's runs 13 minutes ahead of), and says it cannot be extended again.
  await line.getByRole('button', { name: new RegExp(`^Keep for 15 more minutes ${className}`) }).click();
  await expect(toast(page, 'Your hold has been extended.')).toBeVisible();
  await expect(line.getByTestId('hold-warning')).toHaveText(
    'Less than 2 minutes left. This hold has already been extended and cannot be extended again.',
  );
  await expect(line.getByRole('status')).toHaveText(
    `Less than 2 minutes left on your hold on ${className}. This hold has already been extended and cannot be extended again.`,
  );
  const basket = await callFromPage<{ items: { holdExtended: boolean }[] }>(page, '/api/activities/cart');
  expect(basket.data.items.map((item) => item.holdExtended)).toEqual([true]);

  await page.clock.fastForward('02:30');
  await expect(line.getByTestId('hold-expired')).toHaveText('Your hold on this place has expired');
  await expect(line).toContainText('Not in the total');
  await expect(line.getByRole('status')).toHaveText(`Your hold on ${className} has expired.`);
  await expect(line.getByRole('button', { name: new RegExp(`^Remove ${className}`) })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('basket-hold-expired-desktop'), fullPage: true });
  await emptyBasket(page);
});
