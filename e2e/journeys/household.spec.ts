import { expect, test } from '@playwright/test';
import { signUpFreshCustomer } from './customers.ts';
import { accessibilityViolations, appUrl, screenshotPath, waitForApp } from './support.ts';

// A parent adds a child to their household in My account, then books a swimming course for
// them by choosing them from the household: the child's age is checked, and the basket says whom
// the course is for.

/** A date of birth that makes someone `age` on a day later this year or early next. */
const bornYearsAgo = (age: number) => `${new Date().getFullYear() - age}-01-01`;

test('add a child to the household, then book a course for them', async ({ page }) => {
  await signUpFreshCustomer(page);
  await page.goto(appUrl('demo', '/household', 'my-account'));
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Your dependants' })).toBeVisible();
  await expect(page.getByText('No dependants yet.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Add a dependant' });
  await form.getByLabel('First name').fill('Ella');
  await form.getByLabel('Last name').fill('Journey');
  await form.getByLabel('Date of birth').fill(bornYearsAgo(5));
  await form.getByRole('button', { name: 'Add dependant' }).click();
  await expect(page.getByRole('list', { name: 'Your dependants' })).toContainText('Ella Journey');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('household-desktop'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: screenshotPath('household-mobile'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto(appUrl('demo', '/courses/location/leeds-central/swimming/learn-to-swim-stage-1'));
  await waitForApp(page);
  await page.getByRole('button', { name: 'Book this course' }).click();
  const slideOver = page.getByTestId('book-course-slide-over');
  await slideOver.getByLabel('Any medical conditions we should know about?').fill('None');
  await slideOver.getByLabel('Swimming ability').selectOption({ index: 1 });
  await slideOver.getByRole('button', { name: 'Save answers' }).click();
  await expect(slideOver.getByText('Your answers are saved.')).toBeVisible();
  const attendee = slideOver.getByTestId('course-attendee');
  await attendee.getByLabel('Someone in my household').check();
  await attendee.getByLabel('Ella Journey').check();
  expect(await accessibilityViolations(page)).toEqual([]);
  await slideOver.getByRole('button', { name: 'Book course' }).click();
  await expect(slideOver).toHaveCount(0);

  await page.goto(appUrl('demo', '/basket'));
  await waitForApp(page);
  const line = page.getByTestId('basket-line').filter({ hasText: 'Learn to swim stage 1' });
  await expect(line.getByTestId('course-sessions')).toContainText('For Ella Journey');
});
