import { expect, type Page, test } from '@playwright/test';
import { putAClassInTheBasket } from './basket-api.ts';
import { signUpFreshCustomer } from './customers.ts';
import { accessibilityViolations, appUrl, screenshotPath, toast, waitForApp } from './support.ts';

// Kiosk mode (spec sections 2, 4 and 9): 'Back to Kiosk Home', and 90,000 ms without input logs
// the customer out and loads the kiosk start page with the centre. The browser's clock is
// fast-forwarded; the server keeps real time.

const kioskQuery = '?kiosk=true&centre=leeds-central';
const kioskStart = /^http:\/\/online-joining\.demo\.localhost:\d+\/kiosk\?kiosk=true&centre=leeds-central$/;

/** A touch on the page: what restarts the 90 seconds. */
async function touch(page: Page) {
  await page.getByRole('heading', { level: 1 }).click();
}

test.describe('Kiosk', () => {
  test('keeps kiosk mode across pages, and resets at exactly 90 s: still there at 89 s', async ({ page }) => {
    await page.clock.install();
    await signUpFreshCustomer(page);
    await page.goto(appUrl('demo', `/${kioskQuery}`));
    await waitForApp(page);
    const kioskHome = page.getByTestId('nav-link-kiosk-home');
    await expect(kioskHome).toHaveText('Back to Kiosk Home');
    await expect(kioskHome).toHaveAttribute('href', kioskStart);

    // The mode came from the query once: it stays on the next page, and on links to other apps.
    await page.getByTestId('nav-link-basket').click();
    await expect(page).toHaveURL(appUrl('demo', '/basket'));
    await expect(kioskHome).toBeVisible();
    await expect(page.getByTestId('my-account')).toHaveAttribute('href', /kiosk=true&centre=leeds-central/);

    await touch(page);
    await page.clock.fastForward(89_000);
    await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeVisible();
    await expect(page.getByTestId('kiosk-idle-seconds')).toHaveText('1 second');
    await expect(page).toHaveURL(appUrl('demo', '/basket'));
    await expect(page.getByTestId('my-account')).toBeAttached();

    await page.clock.fastForward(1_000);
    await expect(page).toHaveURL(kioskStart);
    await waitForApp(page);
    await expect(page.getByTestId('login')).toBeVisible();
    await expect(page.getByTestId('nav-link-kiosk-home')).toBeVisible();
    // The start page is the kiosk's own centre.
    await expect(page.getByTestId('venue-name')).toHaveText(['Leeds Central Leisure Centre']);
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContain('auth_token_demo');
    expect(cookies.map((cookie) => cookie.name)).not.toContain('auth_state_demo');
  });

  test('"I\'m still here" keeps the customer, and any input before the warning restarts the wait', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(appUrl('demo', `/basket${kioskQuery}`));
    await waitForApp(page);
    await touch(page);
    await page.clock.fastForward(60_000);
    await page.keyboard.press('Shift');
    await page.clock.fastForward(80_000);
    await expect(page).toHaveURL(appUrl('demo', `/basket${kioskQuery}`));
    const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Carry on on your phone')).toHaveCount(0);
    await page.getByRole('button', { name: "I'm still here" }).click();
    await expect(dialog).toHaveCount(0);
    await page.clock.fastForward(89_000);
    await expect(page).toHaveURL(appUrl('demo', `/basket${kioskQuery}`));
  });

  test('carries the basket to a phone with the QR code, once', async ({ page, browser }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.clock.install();
    await page.goto(appUrl('demo', `/basket${kioskQuery}`));
    await waitForApp(page);
    const className = await putAClassInTheBasket(page);
    await page.reload();
    await waitForApp(page);
    await expect(page.getByTestId('basket-line')).toHaveCount(1);

    await touch(page);
    await page.clock.fastForward(76_000);
    const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Carry on on your phone' })).toBeVisible();
    const qr = dialog.getByRole('img', { name: 'QR code that opens your basket on your phone' });
    await expect(qr.locator('svg')).toBeVisible();
    const handoffUrl = (await qr.getAttribute('data-url')) ?? '';
    expect(handoffUrl).toMatch(/^http:\/\/bookings\.demo\.localhost:\d+\/basket\?handoff=h1\./);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('kiosk-warning-qr-desktop') });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: screenshotPath('kiosk-warning-qr-mobile') });

    // The phone: another browser, with nothing of the kiosk's.
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const phonePage = await phone.newPage();
    await phonePage.goto(handoffUrl);
    await waitForApp(phonePage);
    await expect(toast(phonePage, 'Your basket from the kiosk is here.')).toBeVisible();
    await expect(phonePage.getByTestId('basket-line')).toHaveCount(1);
    await expect(phonePage.getByTestId('basket-line')).toContainText(className);
    await expect(phonePage).toHaveURL(appUrl('demo', '/basket'));
    await expect(phonePage.getByTestId('nav-link-kiosk-home')).toHaveCount(0);
    await phonePage.screenshot({ path: screenshotPath('kiosk-handoff-phone-basket-mobile'), fullPage: true });

    // Single use: the same link in a third browser finds nothing to take.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(handoffUrl);
    await waitForApp(otherPage);
    await expect(otherPage.getByTestId('handoff-error')).toContainText('already been picked up');
    await other.close();

    // The kiosk resets; the phone keeps the places.
    await page.clock.fastForward(15_000);
    await expect(page).toHaveURL(kioskStart);
    await phonePage.reload();
    await waitForApp(phonePage);
    await expect(phonePage.getByTestId('basket-line')).toContainText(className);
    await phone.close();
  });
});
