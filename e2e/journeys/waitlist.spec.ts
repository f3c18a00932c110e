import { type BrowserContext, expect, test } from '@playwright/test';
import { putTheLastPlaceInTheBasket } from './basket-api.ts';
import { payByCard } from './card-payment.ts';
import { signUpFreshCustomer } from './customers.ts';
import { accessibilityViolations, appUrl, screenshotPath, toast, waitForApp } from './support.ts';

// Two customers, each in their own browser: one books the last place of a class on a phone, the
// other joins its waiting list on a desktop. The first cancels from their account; the place is
// offered to the second at once: held in their basket, with an email to say so.
test('a cancellation offers the place to the first on the waiting list, held in their basket', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const desktop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const booker = await phone.newPage();
  const waiter = await desktop.newPage();

  await signUpFreshCustomer(booker);
  // Visitors who hold places, when today's demo data has no class with one place left.
  const others: BrowserContext[] = [];
  const otherVisitor = async () => {
    const context = await browser.newContext();
    others.push(context);
    const visitor = await context.newPage();
    await visitor.goto(appUrl('demo', '/'));
    await waitForApp(visitor);
    return visitor;
  };
  const activities = ['yoga', 'spin', 'body-pump', 'aqua-aerobics'];
  // Two days ahead at least: the cancellation below is well before the class's 24-hour cutoff.
  const lesson = await putTheLastPlaceInTheBasket(booker, activities, 2, otherVisitor);
  await payByCard(booker);

  const customer = await signUpFreshCustomer(waiter);
  await waiter.goto(appUrl('demo', `/location/leeds-central/${lesson.activity}/${lesson.date}`));
  await waitForApp(waiter);
  const row = waiter
    .getByTestId('timetable-item')
    .filter({ has: waiter.locator(`time[datetime="${lesson.startsAt}"]`) })
    .filter({ hasText: lesson.name });
  await expect(row).toHaveAttribute('data-status', 'JOIN_WAITLIST');
  await expect(row).toContainText('Full - join waitlist');
  await row.getByRole('button', { name: /^Join waitlist/ }).click();
  await expect(toast(waiter, 'Successfully joined the waitlist.')).toBeVisible();
  await expect(row).toHaveAttribute('data-status', 'LEAVE_WAITLIST');
  await expect(row).toContainText('On the waitlist: 1st in line');
  await expect(row.getByRole('button', { name: /^Leave waitlist/ })).toBeVisible();
  expect(await accessibilityViolations(waiter)).toEqual([]);
  await row.scrollIntoViewIfNeeded();
  await waiter.screenshot({ path: screenshotPath('waitlist-joined-desktop') });

  // The booker cancels on their phone, well before the class's 24-hour cutoff.
  await booker.goto(appUrl('demo', '/bookings/upcoming', 'my-account'));
  await waitForApp(booker);
  const card = booker.getByTestId('booking-card').filter({ hasText: lesson.name }).first();
  await card.getByRole('button', { name: /^Cancel/ }).click();
  const modal = booker.getByTestId('confirmation-modal');
  await expect(modal.getByTestId('cancellation-message')).toHaveText(
    /^You will get £\d+\.\d\d back as account credit\.$/,
  );
  expect(await accessibilityViolations(booker)).toEqual([]);
  await booker.screenshot({ path: screenshotPath('account-cancel-modal-mobile') });
  await modal.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(toast(booker, 'Your booking is cancelled.')).toBeVisible();
  await booker.screenshot({ path: screenshotPath('account-bookings-cancelled-mobile'), fullPage: true });

  // The offer: an email with the way to the basket, and the place held there.
  await waiter.goto(appUrl('demo', '/dev/mail'));
  const mail = waiter.locator(`article:has(.to:text("${customer.email}"))`).filter({
    hasText: `a place has come up in ${lesson.name}`,
  });
  await expect(mail).toHaveCount(1);
  await mail
    .getByRole('link', { name: /basket/ })
    .first()
    .click();
  await waitForApp(waiter);
  await expect(waiter).toHaveURL(/\/basket/);
  const line = waiter.getByTestId('basket-line').filter({ hasText: lesson.name });
  await expect(line).toBeVisible();
  await expect(line).toContainText(/Held for [\d:]+/);
  await expect(waiter.getByTestId('basket-count')).toHaveText('1');
  expect(await accessibilityViolations(waiter)).toEqual([]);
  await waiter.screenshot({ path: screenshotPath('waitlist-offer-basket-desktop'), fullPage: true });

  // The timetable says the place is held, until when, with the way to the basket.
  const held = /A place is held for you until \d\d:\d\d — Book now/;
  await waiter.goto(appUrl('demo', `/location/leeds-central/${lesson.activity}/${lesson.date}`));
  await waitForApp(waiter);
  await expect(row).toHaveAttribute('data-status', 'LEAVE_WAITLIST');
  await expect(row).toContainText(held);
  await expect(row).not.toContainText('1st in line');
  expect(await accessibilityViolations(waiter)).toEqual([]);
  await row.scrollIntoViewIfNeeded();
  await waiter.screenshot({ path: screenshotPath('waitlist-offer-timetable-desktop') });
  await waiter.setViewportSize({ width: 375, height: 812 });
  await row.scrollIntoViewIfNeeded();
  await waiter.screenshot({ path: screenshotPath('waitlist-offer-timetable-mobile') });
  await waiter.setViewportSize({ width: 1280, height: 900 });
  // Leave asks first, by keyboard too; Escape keeps the place.
  const leave = row.getByRole('button', { name: /^Leave waitlist/ });
  await leave.focus();
  await waiter.keyboard.press('Enter');
  const question = waiter.getByRole('dialog', { name: 'Give up your held place?' });
  await expect(question).toContainText(/held in your basket until \d\d:\d\d\. If you leave the waiting list/);
  await expect(question.getByRole('button', { name: 'Keep my place' })).toBeFocused();
  expect(await accessibilityViolations(waiter)).toEqual([]);
  await waiter.screenshot({ path: screenshotPath('waitlist-leave-offer-dialog-desktop') });
  await waiter.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(leave).toBeFocused();
  await expect(row).toContainText(held);
  await row.getByRole('link', { name: /^Book now/ }).click();
  await expect(waiter).toHaveURL(/\/basket$/);
  await expect(waiter.getByTestId('basket-line').filter({ hasText: lesson.name })).toBeVisible();

  // My account lists the offer, on the dashboard and with the bookings, at both widths.
  await waiter.goto(appUrl('demo', '/', 'my-account'));
  await waitForApp(waiter);
  const offerCard = waiter.getByTestId('waitlist-card').filter({ hasText: lesson.name });
  await expect(offerCard).toHaveAttribute('data-status', 'offered');
  await expect(offerCard).toContainText(held);
  expect(await accessibilityViolations(waiter)).toEqual([]);
  await waiter.screenshot({ path: screenshotPath('account-waitlist-offer-desktop'), fullPage: true });
  await waiter.setViewportSize({ width: 375, height: 812 });
  await expect(offerCard).toBeVisible();
  expect(await accessibilityViolations(waiter)).toEqual([]);
  await waiter.screenshot({ path: screenshotPath('account-waitlist-offer-mobile'), fullPage: true });
  await waiter.goto(appUrl('demo', '/bookings/upcoming', 'my-account'));
  await waitForApp(waiter);
  await expect(offerCard).toContainText(held);
  await expect(offerCard.getByRole('link', { name: /^Book now/ })).toHaveAttribute(
    'href',
    /bookings\.demo\.localhost:\d+\/basket$/,
  );

  // Leave asks before the place is given up; saying yes releases it.
  await offerCard.getByRole('button', { name: /^Leave waitlist/ }).click();
  const ask = waiter.getByRole('dialog', { name: 'Give up your held place?' });
  await ask.getByRole('button', { name: 'Keep my place' }).click();
  await expect(ask).toBeHidden();
  await expect(offerCard).toBeVisible();
  await offerCard.getByRole('button', { name: /^Leave waitlist/ }).click();
  await ask.getByRole('button', { name: 'Leave and give up the place' }).click();
  await expect(
    toast(waiter, 'You have left the waiting list, and the place held in your basket has been released.'),
  ).toBeVisible();
  await expect(offerCard).toHaveCount(0);
  await expect(waiter.getByText('You are not on any waiting lists.')).toBeVisible();
  await expect(waiter.getByRole('heading', { name: 'Your waiting lists' })).toBeFocused();

  await phone.close();
  await desktop.close();
  for (const context of others) await context.close();
});
