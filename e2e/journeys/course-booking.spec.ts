import { expect, type Page, test } from '@playwright/test';
import { payByCard } from './card-payment.ts';
import { signUpFreshCustomer } from './customers.ts';
import { accessibilityViolations, appUrl, screenshotPath, waitForApp } from './support.ts';

// A parent finds a course from the home page, narrows the list to their child's age, books it
// for the child (a wrong age is refused first), and sees every session in the basket and on the
// confirmation. Each screen size books at its own venue, so the two runs never share places.

const sizes = [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, venue: 'Leeds Central Leisure Centre' },
  { name: 'mobile', viewport: { width: 375, height: 812 }, venue: 'Sheffield City Sports' },
] as const;

/** A date of birth that makes someone `age` on a day later this year or early next. */
const bornYearsAgo = (age: number) => `${new Date().getFullYear() - age}-01-01`;

async function findSwimmingLessons(page: Page, venue: string) {
  await page.goto(appUrl('demo'));
  await waitForApp(page);
  const card = page.getByTestId('venue-card').filter({ hasText: venue });
  await card.getByRole('link', { name: 'Courses', exact: true }).click();
  await expect(page).toHaveTitle(/^Demo Leisure \| Courses at /);

  await page.getByLabel('Age of the person attending').fill('5');
  await page.getByRole('button', { name: 'Find courses' }).click();
  await expect(page).toHaveURL(/[?&]age=5$/);
  const cards = page.getByTestId('course-card');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Learn to swim stage 1');
  expect(await accessibilityViolations(page)).toEqual([]);
  await cards.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/learn-to-swim-stage-1$/);
}

async function answerTheQuestions(page: Page) {
  const slideOver = page.getByTestId('book-course-slide-over');
  await slideOver.getByLabel('Any medical conditions we should know about?').fill('None');
  await slideOver.getByLabel('Swimming ability').selectOption({ index: 1 });
  await slideOver.getByRole('button', { name: 'Save answers' }).click();
  await expect(slideOver.getByText('Your answers are saved.')).toBeVisible();
}

for (const size of sizes) {
  test.describe(`Booking a course (${size.name})`, () => {
    test.use({ viewport: size.viewport });

    test('find it from home, book it for a child of the right age, see every session', async ({ page }) => {
      await signUpFreshCustomer(page);
      await findSwimmingLessons(page, size.venue);

      await page.getByRole('button', { name: 'Book this course' }).click();
      const slideOver = page.getByTestId('book-course-slide-over');
      await answerTheQuestions(page);
      const attendee = slideOver.getByTestId('course-attendee');
      await expect(attendee).toContainText('For ages 4 to 7 on the first session');
      await attendee.getByLabel('Someone new, such as a child').check();
      await attendee.getByLabel('First name').fill('Mia');
      await attendee.getByLabel('Last name').fill('Journey');
      await attendee.getByLabel('Date of birth').fill(bornYearsAgo(10));
      await slideOver.getByRole('button', { name: 'Book course' }).click();
      await expect(attendee.getByText(/is for ages 4 to 7\. The person attending will be 1\d/)).toBeVisible();
      await expect(attendee.getByLabel('Date of birth')).toBeFocused();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath(`course-attendee-refused-${size.name}`), fullPage: true });

      await attendee.getByLabel('Date of birth').fill(bornYearsAgo(5));
      await slideOver.getByRole('button', { name: 'Book course' }).click();
      await expect(slideOver).toHaveCount(0);

      await page.goto(appUrl('demo', '/basket'));
      await waitForApp(page);
      const line = page.getByTestId('basket-line').filter({ hasText: 'Learn to swim stage 1' });
      const sessions = line.getByTestId('course-sessions');
      await expect(sessions).toContainText('For Mia Journey');
      await expect(sessions).toContainText('10 sessions');
      await expect(sessions.getByRole('listitem')).toHaveCount(10);
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath(`course-basket-${size.name}`), fullPage: true });

      await payByCard(page);
      const booked = page.getByTestId('confirmed-booking').filter({ hasText: 'Learn to swim stage 1' });
      await expect(booked.getByTestId('course-sessions')).toContainText('For Mia Journey');
      await expect(booked.getByTestId('course-sessions').getByRole('listitem')).toHaveCount(10);
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath(`course-confirmed-${size.name}`), fullPage: true });
    });
  });
}
