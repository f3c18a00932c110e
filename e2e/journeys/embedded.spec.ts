import { expect, type Frame, type FrameLocator, type Page, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { registerFromPage } from './customers.ts';
import { appUrl, londonDate, screenshotPath, waitForApp } from './support.ts';

// Embedded mode (spec sections 2 and 9, docs/embedding.md): the bookings app inside an iframe
// on the sample operator page, another origin and another site (embed-demo.localhost). Inside
// it a customer logs in (partitioned cookies) and books a class through to the confirmation.

const hostPage = `http://embed-demo.localhost:${E2E_PORT}/`;

/** The app's frame, to navigate it and to find things in it. */
function embeddedApp(page: Page): { frame: Frame; app: FrameLocator } {
  const frame = page.frames().find((candidate) => candidate.url().includes('bookings.demo.localhost'));
  if (!frame) throw new Error('the bookings app is not framed');
  return { frame, app: page.frameLocator('[data-testid="embedded-app"]') };
}

async function waitForFramedApp(app: FrameLocator) {
  await expect(app.getByTestId('loading-spinner')).toHaveCount(0, { timeout: 20_000 });
  await expect(
    app.locator('main h1, main [data-testid="home-dashboard"], main section').first(),
  ).toBeVisible();
}

/** A fresh customer account, made in a browser of its own. */
async function newCustomer(page: Page) {
  const setup = await page.context().browser()?.newContext();
  if (!setup) throw new Error('no browser');
  const setupPage = await setup.newPage();
  await setupPage.goto(appUrl('demo'));
  await waitForApp(setupPage);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const customer = { email: `embedded-${tag}@example.com`, password: `Embedded-${tag}-Pass!` };
  await registerFromPage(setupPage, { ...customer, firstName: 'Em', lastName: 'Bedded' });
  await setup.close();
  return customer;
}

test.describe('Embedded in another site', () => {
  test('a customer logs in and books a class inside the iframe, with no breadcrumbs', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const customer = await newCustomer(page);
    await page.goto(hostPage);
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Leisure' })).toBeVisible();
    const { frame, app } = embeddedApp(page);
    await waitForFramedApp(app);
    await page.screenshot({ path: screenshotPath('embedded-host-page-desktop') });

    // Reduced chrome: no breadcrumbs, no venue footer; links to other apps stay embedded.
    await app.getByTestId('nav-link-basket').click();
    await expect(app.getByRole('heading', { level: 1, name: 'Shopping basket' })).toBeVisible();
    await expect(app.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
    await expect(app.locator('.venue-footer')).toHaveCount(0);

    // Log in inside the frame: the cookies are partitioned to the operator's site.
    await app.getByTestId('login').click();
    await app.locator('input[name="username"]').fill(customer.email);
    await app.locator('input[name="password"]').fill(customer.password);
    await app.getByTestId('log-in').click();
    await expect(app.getByTestId('my-account')).toBeVisible();
    await expect(app.getByTestId('my-account')).toHaveAttribute(
      'href',
      /^http:\/\/my-account\.demo\.localhost:\d+\/\?embedded=true$/,
    );
    await expect(app.getByTestId('embedded-login-blocked')).toHaveCount(0);
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'auth_token_demo');
    expect(session).toMatchObject({ sameSite: 'None', secure: true, httpOnly: true });

    // A class from the timetable, then the basket, the card (a frame in the frame) and the confirmation.
    let className = '';
    for (let offset = 1; offset < 8 && !className; offset++) {
      await frame.goto(appUrl('demo', `/location/leeds-central/yoga/${londonDate(offset)}`));
      await waitForFramedApp(app);
      const items = app.getByTestId('timetable-item');
      await expect(items.or(app.getByText(/Try another day\./)).first()).toBeVisible();
      const bookable = items.filter({ has: app.getByRole('button', { name: /^Book\b/ }) });
      if ((await bookable.count()) === 0) continue;
      className = ((await bookable.first().getByRole('heading').textContent()) ?? '').trim();
      await bookable
        .first()
        .getByRole('button', { name: /^Book\b/ })
        .click();
    }
    expect(className, 'a bookable yoga class this week').not.toBe('');
    await expect(app.getByTestId('basket-count')).toHaveText('1');
    await expect(app.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);

    // Yoga's booking questions, answered on the basket page before paying.
    await frame.goto(appUrl('demo', '/basket'));
    await waitForFramedApp(app);
    await app.getByLabel('How much yoga have you done?').selectOption('Some classes');
    await app.getByRole('button', { name: 'Save answers' }).click();
    await expect(app.getByText('Your answers have been saved.')).toBeVisible();
    await frame.goto(appUrl('demo', '/basket/checkout'));
    await waitForFramedApp(app);
    const newCard = app.getByLabel('Use a new card');
    if (await newCard.isVisible()) await newCard.check();
    await app.getByLabel('Address line 1').fill('1 Park Cross Street');
    await app.getByLabel('Town or city').fill('Leeds');
    await app.getByLabel('Postcode').fill('LS1 2QH');
    const card = app.frameLocator('iframe[title="Card details"]');
    await card.getByLabel('Card number').fill('4242 4242 4242 4242');
    await card.getByLabel('Expiry date').fill('12/30');
    await card.getByLabel('Security code').fill('123');
    await card.getByLabel('Name on card').fill('Em Bedded');
    await app.getByLabel('I accept the terms and conditions').check();
    await app.getByRole('button', { name: /^Pay £\d+\.\d\d$/ }).click();

    await expect(app.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(app.getByTestId('confirmed-booking')).toContainText(className);
    await expect(app.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
    expect(frame.url()).toMatch(/\/booking-confirmed\/\d+$/);
    // The operator's page is still the top-level page.
    expect(page.url()).toBe(hostPage);
    await page.screenshot({ path: screenshotPath('embedded-booking-confirmed-desktop') });
  });

  test('a site the client does not list cannot frame the app', async ({ page }) => {
    await page.goto(`${hostPage}?client=riverside`);
    const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
    await page.reload();
    expect((await refused).text()).toContain('frame-ancestors');
  });
});
