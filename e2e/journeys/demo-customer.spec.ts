import { expect, type Page, test } from '@playwright/test';
import { emptyBasket, putAClassInTheBasket } from './basket-api.ts';
import { payOnTheCardForm } from './card-payment.ts';
import { demoLogins, logInAs } from './customers.ts';
import {
  accessibilityViolations,
  appUrl,
  openFirstDayWith,
  screenshotPath,
  toast,
  waitForApp,
} from './support.ts';

// Every journey of the demo customer is in this file: a file's journeys run one after another,
// so two never change the customer's basket at once.

// The only journey that spends the demo customer's credit (each run starts on fresh demo data).
test('the demo customer pays a class with general credit alone, without a card', async ({ page }) => {
  await logInAs(page, demoLogins.customer);
  const className = await putAClassInTheBasket(page);

  await page.goto(appUrl('demo', '/basket'));
  await waitForApp(page);
  const accountCredit = page.getByRole('form', { name: 'General credit' });
  await accountCredit.getByRole('button', { name: 'Apply credit' }).click();
  await expect(toast(page, 'Credit successfully applied.')).toBeVisible();
  await expect(page.getByText('Balance to pay')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByTitle('Card details')).toHaveCount(0);
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/);
  await expect(toast(page, 'Order completed Successfully.')).toBeVisible();
  await expect(page.getByTestId('confirmed-booking')).toContainText(className);
  await expect(page.getByText('General credit')).toBeVisible();
  await page.screenshot({ path: screenshotPath('credit-order-confirmed-desktop'), fullPage: true });
});

/** Books the first bookable yoga class from its timetable, as the customer does; answers its name. */
async function bookYoga(page: Page, fromDay: number) {
  const row = await openFirstDayWith(page, '/location/leeds-central/yoga', {
    fromDay,
    find: (listing) =>
      listing.getByTestId('timetable-item').filter({ has: listing.getByRole('button', { name: /^Book\b/ }) }),
  });
  const className = ((await row.getByRole('heading').textContent()) ?? '').trim();
  await row.getByRole('button', { name: /^Book\b/ }).click();
  await expect(toast(page, 'Successfully added item to the basket.')).toBeVisible();
  return className;
}

// Yoga asks two booking questions, one required: the basket asks them, Checkout waits for the
// required one, then the customer pays.
for (const { width, name } of [
  { width: 375, name: 'mobile' },
  { width: 1280, name: 'desktop' },
]) {
  test(`the demo customer answers yoga's booking questions before paying (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await logInAs(page, demoLogins.customer);
    await emptyBasket(page);
    const className = await bookYoga(page, width === 375 ? 3 : 4);

    await expect(page.getByTestId('basket-count')).toHaveText('1');
    await page.goto(appUrl('demo', '/basket'));
    await waitForApp(page);
    const questions = page.getByRole('region', { name: 'Booking questions' });
    await expect(questions.getByRole('heading', { name: className })).toBeVisible();
    await expect(questions).toContainText('Answers needed');
    const level = questions.getByLabel('How much yoga have you done?');
    await expect(level).toHaveValue('');
    await expect(questions.getByLabel(/Any injuries or conditions/)).toBeVisible();

    // Checkout is held back until the required question is answered; focus goes to it.
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please complete all required questions' }),
    ).toHaveCount(2);
    await expect(page).toHaveURL(appUrl('demo', '/basket'));
    await expect(level).toBeFocused();
    await expect(level).toHaveAttribute('aria-invalid', 'true');
    await expect(questions.getByText('Required', { exact: true })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(`booking-questions-blocked-${name}`), fullPage: true });

    await level.selectOption('Some classes');
    await questions.getByLabel(/Any injuries or conditions/).fill('A sore left knee');
    await questions.getByRole('button', { name: 'Save answers' }).click();
    await expect(questions.getByText('Your answers have been saved.')).toBeVisible();
    await expect(questions).toContainText('Answered');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please complete all required questions' }),
    ).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(`booking-questions-answered-${name}`), fullPage: true });

    // The answers are kept: a reload shows them.
    await page.reload();
    await waitForApp(page);
    await expect(page.getByLabel('How much yoga have you done?')).toHaveValue('Some classes');

    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    const newCard = page.getByLabel('Use a new card');
    if (await newCard.isVisible()) await newCard.check();
    await payOnTheCardForm(page);
    await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/);
    await expect(page.getByTestId('confirmed-booking')).toContainText(className);
  });
}
