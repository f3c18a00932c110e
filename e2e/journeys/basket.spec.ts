import { expect, test } from '@playwright/test';
import { signUpFreshCustomer } from './customers.ts';
import { accessibilityViolations, appUrl, openFirstDayWith, screenshotPath, toast } from './support.ts';

test('a customer fills the basket from listings, changes it, discounts it and clears it', async ({
  page,
}) => {
  await signUpFreshCustomer(page);

  // A class from the timetable: Book, then the row offers Remove from basket.
  const classRow = await openFirstDayWith(page, '/location/leeds-central/yoga', {
    find: (listing) =>
      listing.getByTestId('timetable-item').filter({ has: listing.getByRole('button', { name: /^Book\b/ }) }),
  });
  const className = ((await classRow.getByRole('heading').textContent()) ?? '').trim();
  const classTimes = ((await classRow.locator('p').first().textContent()) ?? '').trim();
  await classRow.getByRole('button', { name: /^Book\b/ }).click();
  await expect(toast(page, 'Successfully added item to the basket.')).toBeVisible();
  // Toasts sit at the bottom of the window, never over the header's account and basket controls.
  const headerBox = await page.locator('header').first().boundingBox();
  const toastBox = await toast(page, 'Successfully added item to the basket.').boundingBox();
  expect(toastBox?.y ?? 0).toBeGreaterThan((headerBox?.y ?? 0) + (headerBox?.height ?? 0));
  const bookedRow = page
    .getByTestId('timetable-item')
    .filter({ hasText: className })
    .filter({ hasText: classTimes });
  await expect(bookedRow.getByRole('button', { name: /^Remove from basket/ })).toBeVisible();
  await expect(bookedRow).toContainText('In your basket');
  await expect(page.getByTestId('basket-count')).toHaveText('1');

  // Two fast tickets of two types at one time: one line each, from tomorrow (a session about to
  // start may stop selling while the journey runs). Three places at least, since the first line
  // later goes up to two.
  const time = await openFirstDayWith(page, '/location/leeds-central/public-swim', {
    fromDay: 1,
    find: (listing) =>
      listing.getByTestId('timetable-item').filter({ hasText: /\b([3-9]|\d{2,}) spaces left/ }),
  });
  await time.click();
  const addOne = page.getByRole('button', { name: /^Add one .* ticket$/ });
  await addOne.nth(0).click();
  await addOne.nth(1).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(toast(page, 'Successfully added item to the basket.').last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from basket' })).toBeVisible();
  await expect(page.getByTestId('basket-count')).toHaveText('3');

  // The basket: three lines, each with its hold counting down.
  await page.getByTestId('nav-link-basket').click();
  await expect(page).toHaveURL(appUrl('demo', '/basket'));
  await expect(page).toHaveTitle('Demo Leisure | Shopping basket');
  const lines = page.getByTestId('basket-line');
  await expect(lines).toHaveCount(3);
  for (const line of await lines.all()) {
    await expect(line.getByTestId('hold-timer')).toHaveText(/^1?\d:\d{2}$/);
  }
  const timer = lines.first().getByTestId('hold-timer');
  const heldFor = await timer.textContent();
  await expect(timer).not.toHaveText(heldFor ?? '', { timeout: 3000 });
  expect(await accessibilityViolations(page)).toEqual([]);

  // Two of the first ticket type: the line and the total follow.
  const ticketLine = lines.filter({ has: page.getByTestId('number-input') }).first();
  const unit = ((await ticketLine.getByText(/ each$/).textContent()) ?? '').replace(' each', '');
  const totalBefore = await page.getByTestId('basket-total').textContent();
  await ticketLine.getByTestId('number-input').fill('2');
  await ticketLine.getByTestId('number-input').press('Enter');
  await expect(toast(page, 'Successfully updated item in the basket.')).toBeVisible();
  await expect(ticketLine.getByTestId('number-input')).toHaveValue('2');
  const twice = `£${((Number(unit.replace('£', '')) * 200) / 100).toFixed(2)}`;
  await expect(ticketLine).toContainText(twice);
  await expect(page.getByTestId('basket-total')).not.toHaveText(totalBefore ?? '');

  // A discount code: listed with what it takes off, and the total drops by it.
  const totalUndiscounted = await page.getByTestId('basket-total').textContent();
  await page.getByLabel('Discount code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const applied = page.getByRole('list', { name: 'Applied discount codes' });
  await expect(applied).toContainText('WELCOME10');
  await expect(page.getByTestId('basket-total')).not.toHaveText(totalUndiscounted ?? '');
  await page.screenshot({ path: screenshotPath('basket-desktop'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: screenshotPath('basket-mobile'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Remove the class by its line's Remove, named for the item.
  await page.getByRole('button', { name: new RegExp(`^Remove ${className},`) }).click();
  await expect(toast(page, 'Successfully removed item from the basket.')).toBeVisible();
  await expect(lines).toHaveCount(2);
  await expect(page.getByTestId('basket-count')).toHaveText('2');

  // Clear the rest, after the confirmation.
  await page.getByRole('button', { name: 'Clear basket' }).click();
  const confirmation = page.getByTestId('confirmation-modal');
  await expect(confirmation).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await confirmation.getByRole('button', { name: 'Yes, clear basket' }).click();
  await expect(toast(page, 'Successfully cleared order.')).toBeVisible();
  await expect(page.getByText('Nothing in your basket yet.')).toBeVisible();
  await expect(page.getByTestId('basket-count')).toHaveCount(0);
});
