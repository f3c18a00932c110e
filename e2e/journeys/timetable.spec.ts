import { expect, test } from '@playwright/test';
import { appUrl, londonDate, openFirstDayWith, screenshotPath, waitForApp } from './support.ts';

test.describe('Browse: venue, activity, date and timetable', () => {
  test('venue → activity → sub-activity → classes, filtered by instructor, and the shared URL keeps the filter', async ({
    page,
    browser,
  }) => {
    await page.goto(appUrl('demo', '/location/leeds-central'));
    await waitForApp(page);
    await expect(page).toHaveTitle(/^Demo Leisure \| Activities at Leeds Central/);
    const fitness = page.getByTestId('activity-card').filter({ hasText: 'Fitness classes' });
    await fitness.getByRole('link').first().click();
    await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('Fitness-classes');

    await page.getByTestId('activity-card').filter({ hasText: 'Yoga' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/location\/leeds-central\/yoga\/\d{4}-\d{2}-\d{2}/);
    await expect(page.getByRole('heading', { level: 1, name: 'Yoga' })).toBeVisible();
    await expect(page.getByTestId('date-strip')).toContainText(/Mon/);
    const strip = page.getByTestId('date-strip');
    const weekShown = (await strip.textContent()) ?? '';
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(strip).not.toHaveText(weekShown);

    const fromUrl = new URL(page.url()).pathname.replace(/\/\d{4}-\d{2}-\d{2}.*$/, '');
    await openFirstDayWith(page, fromUrl);
    const before = await page.getByTestId('timetable-item').count();
    await expect(page.getByTestId('timetable-item').first()).toContainText(/\d{2}:\d{2}/);
    await page.screenshot({ path: screenshotPath('timetable-classes-desktop'), fullPage: true });

    await page.locator('summary', { hasText: 'Instructors' }).click();
    const firstInstructor = page.getByRole('group', { name: 'Instructors' }).getByRole('checkbox').first();
    const instructorName = ((await firstInstructor.locator('xpath=..').textContent()) ?? '').trim();
    await firstInstructor.click();
    await expect(firstInstructor).toBeChecked();
    await expect(page).toHaveURL(/instructor=\d+/);
    const filteredItems = page.getByTestId('timetable-item');
    const after = await filteredItems.count();
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThanOrEqual(before);
    const firstName = instructorName.split(' ')[0] ?? instructorName;
    for (let index = 0; index < after; index++) {
      await expect(filteredItems.nth(index)).toContainText(firstName);
    }

    const shared = await browser.newPage();
    await shared.goto(page.url());
    await waitForApp(shared);
    await expect(shared.getByTestId('timetable-item')).toHaveCount(after);
    await shared.close();
  });

  test('the time window filter keeps classes inside it', async ({ page }) => {
    await openFirstDayWith(page, '/location/leeds-central/yoga');
    const from = page.getByTestId('time-input').first();
    await from.fill('12:00');
    await expect(page).toHaveURL(/from=12(%3A|:)00/);
    const times = await page.getByTestId('timetable-item').allInnerTexts();
    for (const text of times) {
      const start = /(\d{2}):(\d{2})/.exec(text);
      expect(Number(start?.[1])).toBeGreaterThanOrEqual(12);
    }
  });

  test('the tag filter keeps only classes with the tag, and survives a reload', async ({ page }) => {
    await openFirstDayWith(page, '/location/leeds-central/yoga');
    await page.locator('summary', { hasText: 'Tags' }).click();
    const firstTag = page.getByRole('group', { name: 'Tags' }).getByRole('checkbox').first();
    const tagName = ((await firstTag.locator('xpath=..').textContent()) ?? '').trim();
    await firstTag.click();
    await expect(firstTag).toBeChecked();
    await expect(page).toHaveURL(/tag=\d+/);
    const items = page.getByTestId('timetable-item');
    const count = await items.count();
    for (let index = 0; index < count; index++) {
      await expect(items.nth(index)).toContainText(tagName);
    }
    await page.reload();
    await waitForApp(page);
    await expect(page.getByTestId('timetable-item')).toHaveCount(count);
  });

  test("times follow the client's clock: riverside shows 12-hour times", async ({ page }) => {
    await openFirstDayWith(page, '/location/bath/pilates', { client: 'riverside' });
    await expect(page.getByTestId('timetable-item').first()).toContainText(/\d{1,2}:\d{2}\s?(am|pm)/i);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: screenshotPath('timetable-riverside-mobile'), fullPage: true });
  });

  test('an unknown activity shows the not-found screen', async ({ page }) => {
    await page.goto(appUrl('demo', '/location/leeds-central/no-such-activity'));
    await expect(page.getByText("Whoops! Looks like you've gone offside.")).toBeVisible();
  });
});

test.describe('Shortcut redirects', () => {
  test('/{venue} and /{venue}/{activity} go to the location pages', async ({ page }) => {
    await page.goto(appUrl('demo', '/leeds-central'));
    await expect(page).toHaveURL(appUrl('demo', '/location/leeds-central'));
    await page.goto(appUrl('demo', '/leeds-central/fitness-classes'));
    await expect(page).toHaveURL(appUrl('demo', '/location/leeds-central/fitness-classes'));
  });

  test('/{venue}/{activity}/{date} and /{type} go to the time-slot page', async ({ page }) => {
    const date = londonDate(1);
    await page.goto(appUrl('demo', `/leeds-central/badminton/${date}`));
    await expect(page).toHaveURL(appUrl('demo', `/location/leeds-central/badminton/${date}`));
    await page.goto(appUrl('demo', `/leeds-central/badminton/${date}/by-time`));
    await expect(page).toHaveURL(appUrl('demo', `/location/leeds-central/badminton/${date}/by-time`));
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Badminton' })).toBeVisible();
  });

  test('an unknown activity shortcut goes home with a toast', async ({ page }) => {
    await page.goto(appUrl('demo', '/leeds-central/no-such-activity'));
    await expect(page.getByTestId('notification-toast')).toContainText(
      "We couldn't find the activity you are looking for",
    );
    await expect(page.getByTestId('welcome')).toBeVisible();
  });

  test('booking without a saved venue asks for one', async ({ page }) => {
    await page.goto(appUrl('demo', '/redirect-to-selected-venue'));
    await expect(page.getByTestId('notification-toast')).toContainText(
      'Please select a venue before booking an activity',
    );
    await expect(page.getByTestId('welcome')).toBeVisible();
    await page.goto(appUrl('demo', '/course-redirect-to-selected-venue'));
    await expect(page.getByTestId('notification-toast').last()).toContainText(
      'Please select a venue before booking a course',
    );
  });

  test('with a saved venue, "Book an activity" goes to it', async ({ page }) => {
    await page.goto(appUrl('demo', '/location/york'));
    await waitForApp(page);
    await page.getByTestId('nav-link-book-activity').first().click();
    await expect(page).toHaveURL(appUrl('demo', '/location/york'));
  });
});
