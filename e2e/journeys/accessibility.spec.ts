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

/** The public screens of the three apps in each mode: normal, embedded (reduced chrome) and kiosk. */
const modeScreens = [
  { name: 'home', app: 'bookings', path: '/', ready: 'venue-list' },
  { name: 'choose an activity', app: 'bookings', path: '/location/leeds-central', ready: 'activity-card' },
  { name: 'membership pricing', app: 'bookings', path: '/pricing', ready: null },
  { name: 'basket', app: 'bookings', path: '/basket', ready: null },
  { name: 'joining centres', app: 'online-joining', path: '/kiosk', ready: 'venue-card' },
  { name: 'joining a centre', app: 'online-joining', path: '/centre/leeds-central', ready: null },
] as const;

const modes = [
  { name: 'embedded', query: 'embedded=true' },
  { name: 'kiosk', query: 'kiosk=true&centre=leeds-central' },
] as const;

test.describe('Accessibility in embedded and kiosk modes (WCAG 2.2 AA, axe)', () => {
  for (const mode of modes) {
    for (const screen of modeScreens) {
      test(`${screen.name} (${mode.name})`, async ({ page }) => {
        await page.goto(appUrl('demo', `${screen.path}?${mode.query}`, screen.app));
        await waitForApp(page);
        if (screen.ready) await expect(page.getByTestId(screen.ready).first()).toBeVisible();
        else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (mode.name === 'kiosk')
          await expect(page.getByTestId('nav-link-kiosk-home').first()).toBeVisible();
        else await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
        expect(await accessibilityViolations(page)).toEqual([]);
      });
    }
  }
});
