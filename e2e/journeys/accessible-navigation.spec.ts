import { expect, type Page, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { putAClassInTheBasket } from './basket-api.ts';
import {
  accessibilityViolations,
  appUrl,
  londonDate,
  openFirstDayWith,
  screenshotPath,
  toast,
  waitForApp,
} from './support.ts';

/** 'Fri 27 Nov' for a `YYYY-MM-DD` date, as titles write it. */
function dayLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(year, month - 1, day)));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/** After a move inside the app: the new page's h1 has focus and its title was announced. */
async function expectArrivalAnnounced(page: Page, title: string | RegExp) {
  await expect(page).toHaveTitle(title);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused({ timeout: 15_000 });
  await expect(page.getByTestId('route-announcer')).toHaveText(title);
  expect(await page.getByTestId('route-announcer').getAttribute('aria-live')).toBe('polite');
}

test.describe('accessible navigation (WCAG 2.4.2, 2.4.3)', () => {
  test('home → venue → category → timetable → guest checkout: focus on each new h1, each title announced', async ({
    page,
  }) => {
    await page.goto(appUrl('demo'));
    await waitForApp(page);
    // The first load is announced by the browser itself: focus stays where it was, nothing said.
    await expect(page.getByTestId('route-announcer')).toHaveText('');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    await page.getByTestId('search-venue').getByRole('searchbox').fill('leeds central');
    await page
      .getByTestId('venue-card')
      .getByRole('link', { name: /Leeds Central/ })
      .first()
      .click();
    await expectArrivalAnnounced(page, /^Demo Leisure \| Activities at Leeds Central/);

    await page
      .getByTestId('activity-card')
      .filter({ hasText: 'Fitness classes' })
      .getByRole('link')
      .first()
      .click();
    await expectArrivalAnnounced(page, /^Demo Leisure \| Fitness classes at Leeds Central/);

    await page.getByTestId('activity-card').filter({ hasText: 'Yoga' }).getByRole('link').first().click();
    await expectArrivalAnnounced(
      page,
      new RegExp(`^Demo Leisure \\| Yoga at Leeds Central[^,]*, ${dayLabel(londonDate(0))}$`),
    );

    // Another day on the date strip is another page: the same heading, a new title.
    const tomorrow = londonDate(1);
    await page.getByTestId('date-strip').locator(`a[href$="/${tomorrow}"]`).click();
    await expectArrivalAnnounced(page, new RegExp(`, ${dayLabel(tomorrow)}$`));
    expect(await accessibilityViolations(page)).toEqual([]);

    // A visitor's basket, then its Checkout: the guest checkout.
    await putAClassInTheBasket(page);
    await page.goto(appUrl('demo', '/basket'));
    await waitForApp(page);
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(appUrl('demo', '/basket/checkout'));
    await expectArrivalAnnounced(page, 'Demo Leisure | Checkout');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('the server sends each page’s own title in its first HTML, before any script', async ({ page }) => {
    const date = londonDate(1);
    const titleOf = async (path: string) => {
      // Plain localhost is the demo client's bookings app (the test runner cannot resolve *.localhost).
      const html = await (await page.request.get(`http://localhost:${E2E_PORT}${path}`)).text();
      return /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    };
    expect(await titleOf('/location/leeds-central')).toMatch(/^Demo Leisure \| Activities at Leeds Central/);
    expect(await titleOf('/location/leeds-central/fitness-classes')).toMatch(
      /^Demo Leisure \| Fitness classes at Leeds Central/,
    );
    expect(await titleOf(`/location/leeds-central/yoga/${date}`)).toMatch(
      new RegExp(`^Demo Leisure \\| Yoga at Leeds Central[^,]*, ${dayLabel(date)}$`),
    );
    expect(await titleOf(`/location/leeds-central/badminton/${date}/by-location`)).toMatch(
      new RegExp(`^Demo Leisure \\| Badminton at Leeds Central[^,]*, ${dayLabel(date)}, by location$`),
    );
  });
});

/** Header controls and controls in fixed or sticky boxes that a toast overlaps (none expected). */
function coveredControls(page: Page) {
  return page.evaluate(() => {
    const toasts = Array.from(document.querySelectorAll('[data-testid="notification-toast"]')).map((item) =>
      item.getBoundingClientRect(),
    );
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const pinned = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (node.closest('[aria-label="Notifications"]')) return false;
        const position = getComputedStyle(node).position;
        if (node.tagName === 'HEADER' || position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    return Array.from(document.querySelectorAll('a[href], button, input, select, textarea, [tabindex="0"]'))
      .filter((control) => pinned(control))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && toasts.some((toastBox) => overlaps(box, toastBox));
      })
      .map((control) => (control.textContent ?? control.getAttribute('aria-label') ?? '').trim());
  });
}

for (const width of [375, 1280]) {
  test(`at ${width} px a toast covers no header control and stays open while hovered`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    const classRow = await openFirstDayWith(page, '/location/leeds-central/yoga', {
      fromDay: 1,
      find: (listing) =>
        listing
          .getByTestId('timetable-item')
          .filter({ has: listing.getByRole('button', { name: /^Book\b/ }) }),
    });
    await classRow.getByRole('button', { name: /^Book\b/ }).click();
    const added = toast(page, 'Successfully added item to the basket.');
    await expect(added).toBeVisible();
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    // Every header control, "Log in" and the basket included, is clear of the toast.
    const header = page.locator('header').first();
    const toastBox = await added.boundingBox();
    for (const control of await header.locator('a[href], button').all()) {
      const box = await control.boundingBox();
      if (!box || !toastBox) continue;
      const overlap =
        box.x < toastBox.x + toastBox.width &&
        toastBox.x < box.x + box.width &&
        box.y < toastBox.y + toastBox.height &&
        toastBox.y < box.y + box.height;
      expect(overlap, `${await control.textContent()} is under the toast`).toBe(false);
    }
    expect(await coveredControls(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(`toast-clear-of-header-${width}`) });

    // A control tabbed to behind the toast is scrolled clear of it (scroll-padding).
    for (let presses = 0; presses < 25; presses++) {
      await page.keyboard.press('Tab');
      const hidden = await page.evaluate(() => {
        const focused = document.activeElement?.getBoundingClientRect();
        const item = document.querySelector('[data-testid="notification-toast"]')?.getBoundingClientRect();
        if (!focused || !item || document.activeElement?.closest('[aria-label="Notifications"]'))
          return false;
        return (
          focused.top >= item.top &&
          focused.bottom <= item.bottom &&
          focused.left >= item.left &&
          focused.right <= item.right
        );
      });
      expect(hidden, 'a focused control is entirely hidden behind the toast').toBe(false);
    }

    // Hovered, the toast outlives its five seconds.
    await added.hover();
    await page.waitForTimeout(6_500);
    await expect(added).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(added).toHaveCount(0, { timeout: 10_000 });
  });
}
