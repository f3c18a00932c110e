import { expect, test } from '@playwright/test';
import { appUrl, openFirstDayWith, screenshotPath, waitForApp } from './support.ts';

test.describe('Courses', () => {
  test('course list → details → the questions are validated before they are kept', async ({ page }) => {
    await page.goto(appUrl('demo', '/courses/location/leeds-central'));
    await waitForApp(page);
    await expect(page).toHaveTitle(/^Demo Leisure \| Courses at Leeds Central/);
    const card = page.getByTestId('course-card').filter({ hasText: 'Learn to swim' });
    await expect(card).toContainText(/Ages \d+/);
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/courses\/location\/leeds-central\/[a-z-]+\/learn-to-swim-stage-1$/);

    await page.getByRole('button', { name: 'Book this course' }).click();
    const slideOver = page.getByTestId('book-course-slide-over');
    await expect(slideOver).toBeVisible();
    const questions = slideOver.getByTestId('course-custom-questions');
    await questions.getByRole('button').last().click();
    await expect(slideOver.getByText('Please complete all required questions')).toBeVisible();
    await expect(slideOver.getByText('Required').first()).toBeVisible();
    await page.screenshot({ path: screenshotPath('course-questions-errors-desktop') });

    await page.keyboard.press('Escape');
    await expect(slideOver).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Book this course' })).toBeFocused();
    await expect(page.getByTestId('foh-course-detail-accordion')).toHaveCount(0);
  });

  test('an unknown course shows the not-found screen', async ({ page }) => {
    await page.goto(appUrl('demo', '/courses/location/leeds-central/swimming/no-such-course'));
    await expect(page.getByText("Whoops! Looks like you've gone offside.")).toBeVisible();
  });
});

test.describe('Timetable views', () => {
  test('court slots by location and by time', async ({ page }) => {
    await openFirstDayWith(page, '/location/leeds-central/badminton');
    await expect(page.getByTestId('timetable-item').first()).toContainText(/\d{2}:\d{2}/);
    await page.screenshot({ path: screenshotPath('timetable-courts-desktop'), fullPage: true });
    await page.getByRole('link', { name: /by time/i }).click();
    await expect(page).toHaveURL(/\/by-time/);
    await expect(page.getByTestId('timetable-item').first()).toContainText(/court/i);
  });

  test('fast tickets: choose a time, then quantities make a total', async ({ page }) => {
    // Two tickets need two places (other journeys may have taken all but one at a time), from
    // tomorrow: late in the day, today's sessions have all closed.
    const bookable = await openFirstDayWith(page, '/location/leeds-central/public-swim', {
      fromDay: 1,
      find: (listing) =>
        listing.getByTestId('timetable-item').filter({ hasText: /\b([2-9]|\d{2,}) spaces left/ }),
    });
    await bookable.click();
    await page.getByRole('button', { name: 'Add one Adult ticket' }).click();
    await page.getByRole('button', { name: 'Add one Adult ticket' }).click();
    await expect(page.getByTestId('number-input').first()).toHaveValue('2');
    await expect(page.getByText(/Total £\d+\.\d{2}/)).toBeVisible();
    await page.screenshot({ path: screenshotPath('timetable-tickets-desktop'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: screenshotPath('timetable-tickets-mobile'), fullPage: true });
  });
});
