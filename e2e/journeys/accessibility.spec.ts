import { expect, test } from '@playwright/test';
import { accessibilityViolations, appUrl, londonDate, openFirstDayWith, waitForApp } from './support.ts';

/** Every screen built so far, in both clients' themes, checked against WCAG 2.2 AA with axe. */
const screens = [
  { name: 'choose an activity', path: '/location/leeds-central', ready: 'activity-card' },
  { name: 'choose a sub-activity', path: '/location/leeds-central/fitness-classes', ready: 'activity-card' },
  { name: 'courses', path: '/courses/location/leeds-central', ready: 'course-card' },
  { name: 'sign up', path: '/register', ready: 'date-input' },
] as const;

test.describe('Accessibility (WCAG 2.2 AA, axe)', () => {
  for (const screen of screens) {
    test(`${screen.name}`, async ({ page }) => {
      await page.goto(appUrl('demo', screen.path));
      await waitForApp(page);
      await expect(page.getByTestId(screen.ready).first()).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }

  for (const [client, path] of [
    ['demo', '/location/leeds-central/yoga'],
    ['demo', '/location/leeds-central/badminton'],
    ['demo', '/location/leeds-central/public-swim'],
    ['riverside', '/location/bath/pilates'],
  ] as const) {
    test(`timetable ${client} ${path}`, async ({ page }) => {
      await openFirstDayWith(page, path, { client });
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }

  test('course details with the booking slide-over open', async ({ page }) => {
    await page.goto(appUrl('demo', '/courses/location/leeds-central/swimming/learn-to-swim-stage-1'));
    await waitForApp(page);
    await page.getByRole('button', { name: 'Book this course' }).click();
    await expect(page.getByTestId('book-course-slide-over')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('login modal', async ({ page }) => {
    await page.goto(appUrl('demo'));
    await waitForApp(page);
    await page.getByTestId('login').click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('an out-of-window date explains itself', async ({ page }) => {
    await page.goto(appUrl('demo', `/location/leeds-central/yoga/${londonDate(30)}`));
    await waitForApp(page);
    await expect(
      page.getByText('The date should be within the valid days you are able to view.'),
    ).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

// Embedded and kiosk modes, every route of the three apps: accessibility-modes.spec.ts.
