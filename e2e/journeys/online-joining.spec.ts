import { expect, type Page, test } from '@playwright/test';
import { emptyBasket, putAClassInTheBasket } from './basket-api.ts';
import { termsLink } from './card-payment.ts';
import {
  accessibilityViolations,
  appUrl,
  callFromPage,
  screenshotPath,
  toast,
  waitForApp,
} from './support.ts';

type BasketItem = { name: string; listingId: number | string; venueSlug: string; activitySlug: string };

const desktop = { width: 1280, height: 900 };
const mobile = { width: 375, height: 812 };

/** The page at 1280 px and at 375 px, full length, then back to the desktop width. */
async function screenshotBothWidths(page: Page, name: string) {
  await page.setViewportSize(desktop);
  await page.screenshot({ path: screenshotPath(`${name}-desktop`), fullPage: true });
  await page.setViewportSize(mobile);
  await page.screenshot({ path: screenshotPath(`${name}-mobile`), fullPage: true });
  await page.setViewportSize(desktop);
}

/** Types the card into the processor's page in the frame; the joining page never sees the number. */
async function enterCard(page: Page, number: string) {
  const card = page.frameLocator('iframe[title="Card details"]');
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiry date').fill('12/30');
  await card.getByLabel('Security code').fill('123');
  await card.getByLabel('Name on card').fill('Jo Joiner');
}

test('a visitor joins Gym & Swim through 3-D Secure, sees it in My account and gets member prices', async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await page.goto(appUrl('demo', '/centre/leeds-central', 'online-joining'));
  await waitForApp(page);
  await expect(page).toHaveTitle('Demo Leisure | Join Leeds Central Leisure Centre');
  const gymAndSwim = page.getByTestId('membership-plan').filter({ hasText: 'Gym & Swim' });
  await expect(gymAndSwim).toContainText('£34.99 a month');
  await expect(gymAndSwim).toContainText('£20.00 joining fee · 12-month minimum term');
  await expect(gymAndSwim).toContainText('2 free classes a month');
  await expect(page.getByTestId('membership-plan').filter({ hasText: 'Junior' })).toContainText(
    'Ages 11 to 17',
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshotBothWidths(page, 'online-joining-centre');

  // Details: the visitor's account is made as they join.
  await gymAndSwim.getByRole('button', { name: 'Choose Gym & Swim' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Your details to join Gym & Swim' }),
  ).toBeFocused();
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const email = `joiner-${tag}@example.com`;
  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('Last name').fill('Joiner');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(`Joining-${tag}-Pass!`);
  await page.getByTestId('date-input').fill('1991-03-21');
  await expect(page.getByLabel('Home centre')).toHaveValue(/\d+/);
  await expect(page.getByLabel('Home centre').locator('option:checked')).toHaveText(
    'Leeds Central Leisure Centre',
  );
  // The terms are asked here, once, with the client's terms linked (a new tab, and it says so).
  await expect(termsLink(page)).toHaveAttribute(
    'href',
    'https://www.demo-leisure.example/terms-and-conditions',
  );
  await expect(termsLink(page)).toHaveAttribute('target', '_blank');
  await page.getByLabel(/including the 12-month minimum term/).check();
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshotBothWidths(page, 'online-joining-details');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  // Payment, through the same checkout as the bookings app, with the bank's 3-D Secure page.
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
  await expect(page.getByTestId('my-account')).toBeVisible();
  const summary = page.getByTestId('order-summary');
  await expect(summary).toContainText('Gym & Swim membership');
  await expect(summary).toContainText('£34.99 a month, £20.00 joining fee');
  await expect(page.getByTestId('amount-to-pay')).toHaveText('£54.99');
  await expect(page.getByTestId('checkout-hold')).toContainText(/Membership held for \d+:\d\d/);
  // Nothing in this basket can be taken while paying: no refund choice is asked.
  await expect(page.getByText('If a place is taken while you pay')).toHaveCount(0);
  await expect(page.getByTitle('Card details')).toBeVisible();
  await page.getByLabel('Address line 1').fill('1 Park Cross Street');
  await page.getByLabel('Town or city').fill('Leeds');
  await page.getByLabel('Postcode').fill('LS1 2QH');
  await enterCard(page, '4000 0027 6000 3184');
  // The payment does not ask for the terms again.
  await expect(page.getByLabel(/I accept the terms and conditions/)).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshotBothWidths(page, 'online-joining-payment');
  await page.getByRole('button', { name: 'Pay £54.99' }).click();

  await expect(page).toHaveURL(/\/sandbox-pay\/3ds\//);
  await page.getByRole('button', { name: 'Approve' }).click();

  await expect(page).toHaveURL(/^http:\/\/online-joining\.demo\.localhost:\d+\/order-confirmed\/\d+$/);
  await expect(toast(page, 'Order completed Successfully.')).toBeVisible();
  await expect(page).toHaveTitle('Demo Leisure | Membership confirmed');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Gym & Swim' })).toBeVisible();
  const membership = page.getByTestId('confirmed-membership');
  await expect(membership).toContainText('Leeds Central Leisure Centre');
  await expect(membership).toContainText('£34.99');
  const reference = (await page.getByTestId('membership-reference').textContent()) ?? '';
  expect(reference).toMatch(/^MEM-[A-Z2-9]{6}$/);
  await expect(page.getByText(`We've emailed your confirmation to ${email}`)).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshotBothWidths(page, 'online-joining-confirmed');

  // My account, on its own sub-domain: the membership is there.
  await page.getByTestId('my-account-memberships').click();
  await expect(page).toHaveURL(/^http:\/\/my-account\.demo\.localhost:\d+\/memberships$/);
  await waitForApp(page);
  const card = page.getByTestId('membership-card').filter({ hasText: 'Gym & Swim' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('£34.99');
  await expect(card).toContainText('2 free classes a month');

  // Bookings: a spin class costs the member price, paid by the plan's free class of the month.
  await page.goto(appUrl('demo'));
  await waitForApp(page);
  const className = await putAClassInTheBasket(page, 'spin');
  await page.goto(appUrl('demo', '/basket'));
  await waitForApp(page);
  const line = page.getByTestId('basket-line').filter({ hasText: className });
  await expect(line.getByTestId('line-benefit')).toContainText(
    'Membership benefit: 2 free classes a month (Gym & Swim)',
  );
  await expect(line).toContainText('£0.00');
  // And the price the listing's class costs this member: Gym & Swim's 20% off.
  const basket = await callFromPage<{ items: BasketItem[] }>(page, '/api/activities/cart');
  const item = basket.data.items.find((candidate) => candidate.name === className);
  const quote = await callFromPage(
    page,
    `/api/activities/price/${item?.venueSlug}/ticket/${item?.activitySlug}`,
    {
      method: 'POST',
      body: { reference: item?.listingId, is_v2: typeof item?.listingId === 'string' },
    },
  );
  expect(quote.data).toMatchObject({ discountPercent: 20, membershipPlan: { name: 'Gym & Swim' } });
  await emptyBasket(page);
});

test('a member is told on the plan cards, before any details, which plans they hold or overlap', async ({
  page,
}) => {
  await page.goto(appUrl('demo', '/centre/leeds-central', 'online-joining'));
  await waitForApp(page);
  const login = await callFromPage(page, '/api/auth/customer/login', {
    method: 'POST',
    body: { username: 'member@demo.test', password: 'Demo-Member-2026!' },
  });
  expect(login.ok).toBe(true);
  await page.reload();
  await waitForApp(page);
  const card = (name: string) => page.getByRole('article', { name, exact: true });
  await expect(card('Gym & Swim').getByTestId('plan-refused')).toContainText(
    'You are already a member of Gym & Swim.',
  );
  await expect(card('Gym & Swim').getByRole('button', { name: 'Choose Gym & Swim' })).toHaveCount(0);
  await expect(card('Swim only').getByTestId('plan-refused')).toContainText(
    'You are already a member of Gym & Swim, which covers some of what Swim only includes.',
  );
  // Nothing in common with Gym & Swim: free to choose.
  await expect(card('Student Gym').getByRole('button', { name: 'Choose Student Gym' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshotBothWidths(page, 'online-joining-plans-member');

  // Chosen by its address, the plan says so instead of the form; the server refuses it too.
  await page.goto(appUrl('demo', '/centre/leeds-central?plan=swim-only', 'online-joining'));
  await waitForApp(page);
  await expect(page.getByTestId('plan-refused')).toContainText(
    'which covers some of what Swim only includes',
  );
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0);
  const centre = await callFromPage<{ plans: { id: number; slug: string }[]; venue: { id: number } }>(
    page,
    '/api/online-joining/centres/leeds-central',
  );
  const swimOnly = centre.data.plans.find((plan) => plan.slug === 'swim-only');
  const refused = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/online-joining/join', {
        method: 'POST',
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { plan_id: swimOnly?.id, home_venue_id: centre.data.venue.id },
  );
  expect(refused).toEqual({
    status: 409,
    body: {
      code: 'conflict',
      message: 'You are already a member of Gym & Swim, which covers some of what Swim only includes.',
      errors: {},
    },
  });
});
