import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUpFreshCustomer } from './customers.ts';
import { appUrl, openFirstDayWith, toast, waitForApp } from './support.ts';

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Could not reach ${target} with the keyboard`);
}

test('keyboard only: home → venue → activity → sub-activity → timetable', async ({ page }) => {
  await page.goto(appUrl('demo'));
  await waitForApp(page);
  const search = page.getByTestId('search-venue').getByRole('searchbox');
  await tabTo(page, search);
  await page.keyboard.type('leeds central');
  const venueLink = page.getByTestId('venue-card').getByRole('link', { name: /Leeds Central/ });
  await tabTo(page, venueLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(appUrl('demo', '/location/leeds-central'));
  await waitForApp(page);

  const fitness = page
    .getByTestId('activity-card')
    .filter({ hasText: 'Fitness classes' })
    .getByRole('link')
    .first();
  await tabTo(page, fitness);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(appUrl('demo', '/location/leeds-central/fitness-classes'));
  // React keeps the last page on screen until the next one's chunk is here (a transition): the
  // venue's own Fitness classes card mentions yoga too.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fitness classes');

  const yoga = page.getByTestId('activity-card').filter({ hasText: 'Yoga' }).getByRole('link').first();
  await tabTo(page, yoga);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/location\/leeds-central\/yoga\/\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByTestId('date-strip')).toBeVisible();

  // The login dialog opens, takes focus, and closes with Escape, giving focus back.
  await page.getByTestId('login').focus();
  await page.keyboard.press('Enter');
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible();
  await expect(modal.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('login')).toBeFocused();
});

/** Tabs to a field and types into it, as a keyboard user fills a form. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test('keyboard only: book a class, check out and pay by card', async ({ page }) => {
  await signUpFreshCustomer(page);
  const bookable = await openFirstDayWith(page, '/location/leeds-central/yoga', {
    find: (listing) =>
      listing.getByTestId('timetable-item').filter({ has: listing.getByRole('button', { name: /^Book\b/ }) }),
  });
  await page.locator('body').focus();
  await tabTo(page, bookable.getByRole('button', { name: /^Book\b/ }), 120);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Successfully added item to the basket.')).toBeVisible();
  await expect(page.getByTestId('basket-count')).toHaveText('1');

  await tabTo(page, page.getByTestId('nav-link-basket'), 120);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(appUrl('demo', '/basket'));
  // Yoga's booking questions first: the required one chosen with the arrow keys, then saved.
  const level = page.getByLabel('How much yoga have you done?');
  await tabTo(page, level, 120);
  await page.keyboard.press('ArrowDown');
  await expect(level).toHaveValue('New to yoga');
  await tabTo(page, page.getByRole('button', { name: 'Save answers' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your answers have been saved.')).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Checkout' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(appUrl('demo', '/basket/checkout'));
  await waitForApp(page);
  await expect(page.getByTitle('Card details')).toBeVisible();

  await typeInto(page, page.getByLabel('Address line 1'), '1 Park Cross Street');
  await typeInto(page, page.getByLabel('Town or city'), 'Leeds');
  await typeInto(page, page.getByLabel('Postcode'), 'LS1 2QH');
  // The processor's card form in its frame: Tab goes into it and on through its fields.
  const card = page.frameLocator('iframe[title="Card details"]');
  await typeInto(page, card.getByLabel('Card number'), '4242 4242 4242 4242');
  await typeInto(page, card.getByLabel('Expiry date'), '12/30');
  await typeInto(page, card.getByLabel('Security code'), '123');
  await typeInto(page, card.getByLabel('Name on card'), 'Jo Journey');

  const terms = page.getByLabel('I accept the terms and conditions');
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: /^Pay £\d+\.\d\d$/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
});
