import { expect, test } from '@playwright/test';
import { putACourtSlotInTheBasket } from './basket-api.ts';
import { payByCard } from './card-payment.ts';
import { signUpFreshCustomer } from './customers.ts';
import { accessibilityViolations, appUrl, openFirstDayWith, screenshotPath, waitForApp } from './support.ts';

// Details of the booking screens that customers tripped over: whose booking a court shows,
// the browser's icon, and the first classes in view under the filters.

test("a court grid says 'Your booking' on the customer's own court and 'Unavailable' on someone else's", async ({
  page,
  browser,
}) => {
  await signUpFreshCustomer(page);
  const booked = await putACourtSlotInTheBasket(page);
  await payByCard(page);

  const ownCourt = (listing: typeof page) =>
    listing.getByTestId('timetable-item').filter({ hasText: booked.court }).filter({ hasText: booked.time });
  await page.goto(appUrl('demo', `/location/leeds-central/badminton/${booked.date}`));
  await waitForApp(page);
  await expect(ownCourt(page)).toContainText('Your booking');
  await expect(ownCourt(page)).not.toContainText('Booked');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('court-grid-own-booking-desktop'), fullPage: true });

  // A visitor sees the same court taken, in words that do not say they booked it.
  const visitor = await browser.newPage();
  await visitor.setViewportSize({ width: 375, height: 740 });
  await visitor.goto(appUrl('demo', `/location/leeds-central/badminton/${booked.date}`));
  await waitForApp(visitor);
  await expect(ownCourt(visitor)).toContainText('Unavailable');
  await expect(ownCourt(visitor)).not.toContainText(/Booked|Your booking/);
  await visitor.screenshot({ path: screenshotPath('court-grid-taken-mobile'), fullPage: true });
  await visitor.close();
});

test("the browser's icon is the client's own, and /favicon.ico is no venue shortcut", async ({ page }) => {
  await page.goto(appUrl('demo', '/'));
  await waitForApp(page);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  // Fetched by the page itself, as the browser asks for its icon: no redirect, an image.
  const icons = await page.evaluate(async () =>
    Promise.all(
      ['/favicon.svg', '/favicon.ico'].map(async (path) => {
        const response = await fetch(path, { redirect: 'manual' });
        return {
          path,
          status: response.status,
          type: response.headers.get('content-type') ?? '',
          body: await response.text(),
        };
      }),
    ),
  );
  for (const icon of icons) {
    expect(icon.status, icon.path).toBe(200);
    expect(icon.type, icon.path).toContain('image/');
    expect(icon.body, icon.path).toContain('>D</text>');
  }
  expect(page.url()).not.toContain('/location/favicon');
});

test('at 1280 x 800 the filters leave the first class in view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const first = await openFirstDayWith(page, '/location/leeds-central/yoga');
  const box = await first.boundingBox();
  expect(box, 'the first class is laid out').not.toBeNull();
  expect((box?.y ?? 800) + (box?.height ?? 0)).toBeLessThanOrEqual(800);
  await page.screenshot({ path: screenshotPath('timetable-first-class-in-view-desktop') });
});
