import { expect, type Page, test } from '@playwright/test';
import { putAClassInTheBasket } from './basket-api.ts';
import { payByCard } from './card-payment.ts';
import { signUpFreshCustomer } from './customers.ts';
import { accessibilityViolations, appUrl, screenshotPath, waitForApp } from './support.ts';

async function applyCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Discount code' }).fill(code);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
}

/** The reason a code was refused, as the field describes it. */
const refusal = (page: Page) => page.locator('#discount-code-error');

// A new customer may not stack the demo's codes, and uses WELCOME10 on one order only: the
// basket says why each time, beside the field.
test('the basket says why a code was refused: not with another code, and once per customer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpFreshCustomer(page);
  await putAClassInTheBasket(page, 'spin', 2);
  await page.goto(appUrl('demo', '/basket'));
  await waitForApp(page);
  await applyCode(page, 'WELCOME10');
  const applied = page.getByRole('list', { name: 'Applied discount codes' });
  await expect(applied).toContainText('WELCOME10');

  await applyCode(page, 'save5');
  await expect(refusal(page)).toHaveText(
    "This discount code can't be used with WELCOME10. Remove WELCOME10 to use this code instead.",
  );
  await expect(page.getByRole('textbox', { name: 'Discount code' })).toHaveAttribute('aria-invalid', 'true');
  await expect(applied).not.toContainText('SAVE5');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('basket-code-refused-desktop'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: screenshotPath('basket-code-refused-mobile'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  await payByCard(page);
  await putAClassInTheBasket(page, 'spin', 3);
  await page.goto(appUrl('demo', '/basket'));
  await waitForApp(page);
  await applyCode(page, 'WELCOME10');
  await expect(refusal(page)).toHaveText('You have already used this discount code.');
  await expect(page.getByRole('list', { name: 'Applied discount codes' })).toHaveCount(0);
});
