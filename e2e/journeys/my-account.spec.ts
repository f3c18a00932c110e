import { expect, type Page, test } from '@playwright/test';
import { emptyBasket, putAClassInTheBasket } from './basket-api.ts';
import { demoLogins, logInAs } from './customers.ts';
import {
  accessibilityViolations,
  appUrl,
  callFromPage,
  londonDate,
  openFirstDayWith,
  screenshotPath,
  toast,
  waitForApp,
} from './support.ts';

// Every journey of the one demo member is in this file: a file's journeys run one after another,
// so two never change the member's basket at once.

// The demo member books a class with their Gym & Swim benefit, then cancels it from the account
// area well before its 24-hour cutoff: the session goes back to the benefit.
test('a member sees their account, then cancels a booking and gets the session back', async ({ page }) => {
  await logInAs(page, demoLogins.member);
  const className = await putAClassInTheBasket(page, 'spin', 3);
  const order = await callFromPage(page, '/api/checkout/complete', {
    method: 'POST',
    body: { payments: [], source: 'bookings', terms: true },
  });
  expect(order.status, 'the benefit paid for the class').toBe(200);

  await page.goto(appUrl('demo', '/', 'my-account'));
  await waitForApp(page);
  const dashboard = page.getByTestId('home-dashboard');
  await expect(dashboard).toContainText('Gym & Swim');
  await expect(dashboard.getByTestId('booking-card').filter({ hasText: className })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('account-dashboard-desktop'), fullPage: true });

  await page.getByRole('link', { name: 'Bookings' }).first().click();
  const card = page.getByTestId('booking-card').filter({ hasText: className }).first();
  await card.getByRole('button', { name: /^Cancel/ }).click();
  const modal = page.getByTestId('confirmation-modal');
  await expect(modal).toContainText('The session will go back to your membership benefit.');

  expect(await accessibilityViolations(page)).toEqual([]);
  // The viewport only: a full-page capture resizes the page, which re-lays it out without the dialog.
  await page.screenshot({ path: screenshotPath('account-cancel-modal-desktop') });
  await modal.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(
    toast(page, 'Your booking is cancelled. The session has gone back to your membership benefit.'),
  ).toBeVisible();
  await expect(page.getByTestId('booking-card').filter({ hasText: className }).first()).toContainText(
    /cancelled/i,
  );

  await page.getByRole('link', { name: 'Memberships' }).first().click();
  await expect(page.getByText('2 free classes a month')).toBeVisible();
  await page.screenshot({ path: screenshotPath('account-memberships-desktop'), fullPage: true });
});

// The demo member holds Gym & Swim (2 free classes a month) and a 5 Class Pass. Nothing is
// booked here, so the benefit stays unspent for other journeys.
test('a member sees a free class paid by their benefit, then takes the benefit off', async ({ page }) => {
  await logInAs(page, demoLogins.member);
  const className = await putAClassInTheBasket(page, 'spin');

  await page.goto(appUrl('demo', '/basket'));
  await waitForApp(page);
  const line = page.getByTestId('basket-line').filter({ hasText: className });
  const benefit = line.getByTestId('line-benefit');
  await expect(benefit).toContainText('Membership benefit: 2 free classes a month (Gym & Swim)');
  await expect(line).toContainText('£0.00');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('basket-member-benefit-desktop'), fullPage: true });

  await benefit.getByRole('button', { name: `Remove benefit from ${className}` }).click();
  await expect(toast(page, 'Successfully removed benefit.')).toBeVisible();
  await expect(line.getByTestId('line-benefit')).toHaveCount(0);
  // Taking the benefit off does not put the class pass on instead: the line costs its price.
  await expect(line.getByTestId('line-package')).toHaveCount(0);
  await expect(line).not.toContainText('£0.00');
  await callFromPage(page, '/api/activities/cart', { method: 'DELETE' });
});

// The demo member's timetable shows what they will pay (a visitor's the standard price alone),
// and the basket charges exactly that. Nothing is booked: the basket is emptied at the end.
test('a member sees the price they will pay on the timetable, and the basket charges it', async ({
  page,
  browser,
}) => {
  const visitor = await browser.newPage();
  const bookable = (listing: Page) =>
    listing.getByTestId('timetable-item').filter({ has: listing.getByRole('button', { name: /^Book\b/ }) });
  const seenByVisitor = await openFirstDayWith(visitor, '/location/leeds-central/yoga', {
    fromDay: 1,
    find: bookable,
  });
  const day = new URL(visitor.url()).pathname;
  const className = ((await seenByVisitor.getByRole('heading').textContent()) ?? '').trim();
  const when = ((await seenByVisitor.locator('p').first().textContent()) ?? '').trim();
  const standard = ((await seenByVisitor.getByText(/^£\d+\.\d{2}$/).textContent()) ?? '').trim();
  await expect(seenByVisitor.getByTestId('member-price')).toHaveCount(0);
  await expect(seenByVisitor.locator('s')).toHaveCount(0);
  await visitor.close();

  await logInAs(page, demoLogins.member);
  await emptyBasket(page);
  await page.goto(appUrl('demo', day));
  await waitForApp(page);
  const row = page.getByTestId('timetable-item').filter({ hasText: className }).filter({ hasText: when });
  const price = row.getByTestId('member-price');
  // The standard price struck through, and named for screen readers; then theirs.
  await expect(price.locator('s')).toHaveText(`Standard price ${standard}`);
  const yours = ((await price.textContent()) ?? '').replace(`Standard price ${standard}`, '').trim();
  expect(yours).toMatch(/^(Free with your membership|Uses your 5 Class Pass|Your price £\d+\.\d{2})$/);
  expect(await accessibilityViolations(page)).toEqual([]);

  await row.getByRole('button', { name: /^Book\b/ }).click();
  await expect(toast(page, 'Successfully added item to the basket.')).toBeVisible();
  // In the basket, the row keeps showing what its line costs.
  await expect(row.getByTestId('member-price')).toHaveText(`Standard price ${standard} ${yours}`);
  await page.goto(appUrl('demo', '/basket'));
  await waitForApp(page);
  const line = page.getByTestId('basket-line').filter({ hasText: className });
  if (yours.startsWith('Your price')) {
    await expect(line).toContainText(yours.replace('Your price ', ''));
  } else {
    await expect(line.getByTestId(yours.startsWith('Free') ? 'line-benefit' : 'line-package')).toBeVisible();
    await expect(line).toContainText('£0.00');
  }
  await emptyBasket(page);
});

// The member on a phone: their packages, and a guest pass for a friend tomorrow (Gym & Swim
// allows two a month).
test('a member sees their packages and issues a guest pass, on a phone', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await phone.newPage();
  await logInAs(page, demoLogins.member);

  await page.goto(appUrl('demo', '/packages', 'my-account'));
  await waitForApp(page);
  const pass = page.getByTestId('package-card').filter({ hasText: '5 Class Pass' });
  await expect(pass.getByTestId('package-sessions')).toContainText(/\d+ of 5/);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('account-packages-mobile'), fullPage: true });

  await page.goto(appUrl('demo', '/guest-passes', 'my-account'));
  await waitForApp(page);
  await page.getByLabel("Guest's first name").fill('Priya');
  await page.getByLabel("Guest's last name").fill('Shah');
  const guestEmail = `priya-${Date.now().toString(36)}@example.com`;
  await page.getByLabel("Guest's email").fill(guestEmail);
  await page.getByLabel('Date of visit').fill(londonDate(1));
  await page.getByRole('button', { name: 'Issue guest pass' }).click();
  await expect(toast(page, 'Guest pass for Priya Shah')).toBeVisible();
  const issued = page.getByTestId('guest-pass').filter({ hasText: 'Priya Shah' }).first();
  await expect(issued.getByTestId('guest-pass-code')).not.toBeEmpty();
  await expect(issued).toContainText(`Sent to ${guestEmail}`);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('account-guest-passes-mobile'), fullPage: true });

  // "Sent to" is true: the guest's mail carries the code.
  const code = (await issued.getByTestId('guest-pass-code').textContent()) ?? '';
  await page.goto(appUrl('demo', '/dev/mail'));
  const mail = page.locator('article').filter({ has: page.locator(`.to:text-is("${guestEmail}")`) });
  await expect(mail).toHaveCount(1);
  await expect(mail.getByRole('heading')).toHaveText(/^Demo Leisure: your guest pass for /);
  await expect(mail).toContainText(`Your guest pass code: ${code.trim()}`);
  await expect(mail).toContainText('has given you a guest pass for');
  await page.screenshot({ path: screenshotPath('mail-guest-pass-mobile'), fullPage: true });
  await phone.close();
});
