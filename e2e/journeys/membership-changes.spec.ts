import { expect, type Page, test } from '@playwright/test';
import { demoLogins, logInAs } from './customers.ts';
import { accessibilityViolations, appUrl, screenshotPath, toast, waitForApp } from './support.ts';

// The demo member's Gym & Swim (12-month term, a month's notice, 3 frozen months a year at £5).
// Every change here takes effect at a later billing date or on the last day, so the member's
// benefits today, which other journeys use, stay as they are. The tests run in this order.
test.describe.configure({ mode: 'serial' });

async function openMemberships(page: Page) {
  await logInAs(page, demoLogins.member);
  await page.goto(appUrl('demo', '/memberships', 'my-account'));
  await waitForApp(page);
  const card = page.getByTestId('membership-card').filter({ hasText: 'Gym & Swim' });
  await expect(card).toBeVisible();
  return card;
}

const day = /\d{1,2} [A-Z][a-z]+ \d{4}/.source;

test('a member changes plan, then freezes, at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const card = await openMemberships(page);

  await card.getByRole('button', { name: 'Change plan Gym & Swim' }).click();
  const dialog = page.getByTestId('membership-change-dialog');
  await dialog.getByRole('radio', { name: 'Swim only: £24.99 a month' }).check();
  await expect(dialog.getByTestId('membership-change-quote')).toContainText(
    new RegExp(`Swim only starts on ${day}, your next billing date, at £24.99 a month`),
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('membership-change-plan-desktop') });
  await dialog.getByRole('button', { name: 'Change plan' }).click();
  await expect(toast(page, 'Changing to Swim only on')).toBeVisible();
  await expect(card.getByTestId('membership-change-state')).toContainText(
    new RegExp(`Changing to Swim only on ${day} \\(£24.99 a month\\)`),
  );

  await card.getByRole('button', { name: 'Freeze Gym & Swim' }).click();
  await dialog.getByLabel('How many months').selectOption('2');
  await expect(dialog.getByTestId('membership-change-quote')).toContainText(
    'You pay £10.00 in all (£5.00 a month) instead of your monthly price.',
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Freeze membership' }).click();
  await expect(toast(page, 'Frozen from')).toBeVisible();
  await expect(card.getByTestId('membership-change-state').filter({ hasText: 'Frozen' })).toHaveText(
    new RegExp(`^Frozen from ${day} until ${day}$`),
  );
  await page.screenshot({ path: screenshotPath('membership-changes-desktop'), fullPage: true });
});

test('a member cancels from a phone, keyboard first, at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const card = await openMemberships(page);

  const cancel = card.getByRole('button', { name: 'Cancel membership Gym & Swim' });
  await cancel.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('membership-change-dialog');
  await expect(dialog.getByTestId('membership-change-quote')).toContainText(
    new RegExp(
      `Your last day would be ${day}\\. Your plan has a 12-month minimum term and needs 1 month's notice`,
    ),
  );
  // The safe choice has the focus; Escape keeps the membership and focus goes back.
  await expect(dialog.getByRole('button', { name: 'Keep membership' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(cancel).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('membership-change-quote')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('membership-cancel-mobile') });
  await dialog.getByRole('button', { name: 'Yes, cancel membership' }).click();
  await expect(toast(page, 'Cancelling: your last day is')).toBeVisible();
  await expect(card.getByTestId('membership-change-state').first()).toHaveText(
    new RegExp(`^Cancelling: your last day is ${day}$`),
  );
  // The plan change booked before still happens before the last day.
  await expect(
    card.getByTestId('membership-change-state').filter({ hasText: 'Changing to Swim only' }),
  ).toBeVisible();

  await card.getByRole('button', { name: 'Freeze Gym & Swim' }).click();
  await expect(dialog.getByTestId('membership-change-blocked')).toHaveText(
    new RegExp(`^Your membership ends on ${day}: it cannot be frozen\\.$`),
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.screenshot({ path: screenshotPath('membership-changes-mobile'), fullPage: true });
});
