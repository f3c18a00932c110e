import { expect, type Page, test } from '@playwright/test';
import { signUpFreshCustomer } from './customers.ts';
import { accessibilityViolations, appUrl, screenshotPath, waitForApp } from './support.ts';

/**
 * Empties the customer's basket and puts in one Adult ticket of the first bouldering time of the
 * coming days with room (bouldering asks for a waiver), through the API from the page as the
 * listing's Add to basket does.
 */
async function putBoulderingInTheBasket(page: Page) {
  const status = await page.evaluate(async () => {
    const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
    await fetch('/api/activities/cart', {
      method: 'DELETE',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    const venue = '/api/activities/venue/leeds-central';
    const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });
    for (let offset = 1; offset < 8; offset++) {
      const date = dayFormat.format(new Date(Date.now() + offset * 86_400_000));
      for (const family of ['v2/times', 'times']) {
        const response = await fetch(`${venue}/activity/bouldering/${family}?date=${date}`);
        if (!response.ok) continue;
        const { data } = await response.json();
        const time = data.timeSlots.find(
          (slot: { actionToShow: { status: string }; spacesAvailable: number }) =>
            slot.actionToShow.status === 'BOOK' && slot.spacesAvailable > 0,
        );
        if (!time) continue;
        const types = await fetch(
          `${venue}/activity-category/climbing/activity/bouldering/tickets?time_id=${time.id}`,
        );
        const adult = (await types.json()).data.find((type: { name: string }) => type.name === 'Adult');
        const added = await fetch('/api/activities/cart/add', {
          method: 'POST',
          headers,
          body: JSON.stringify({
            items: [
              { id: time.id, type: time.objectType, options: { quantity: 1, ticket_type_id: adult.id } },
            ],
          }),
        });
        return added.status;
      }
    }
    return 0;
  });
  expect(status, 'a bouldering ticket was added to the basket').toBe(201);
}

test('a customer signs the bouldering waiver for themself and the count drops to 0', async ({ page }) => {
  await signUpFreshCustomer(page);
  await putBoulderingInTheBasket(page);

  await page.goto(appUrl('demo', '/attendees'));
  await waitForApp(page);
  await expect(page).toHaveTitle('Demo Leisure | Attendees');
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('Attendees');
  const remaining = page.getByTestId('waivers-remaining');
  await expect(remaining).toHaveText('1 waiver still to sign');
  const line = page.getByTestId('waiver-line');
  await expect(line.getByRole('heading', { level: 2 })).toHaveText('Bouldering - Adult');
  await expect(line).toContainText('Bouldering carries a risk of injury');

  // Keyboard only: the customer is the first previous attendee, then the waiver and the signature.
  const self = line.getByRole('radio', { name: /\(you\)/ });
  await expect(self).toBeVisible();
  const selfId = (await self.getAttribute('id')) ?? '';
  const name = ((await page.locator(`label[for="${selfId}"] span`).first().textContent()) ?? '').trim();
  await self.focus();
  await page.keyboard.press('Space');
  await expect(self).toBeChecked();
  const agree = line.getByLabel('I have read and agree to this waiver');
  await agree.focus();
  await page.keyboard.press('Space');
  await expect(agree).toBeChecked();
  await line.getByLabel(/^Signed by \(full name\)/).focus();
  await page.keyboard.type(name);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: screenshotPath(`attendees-${width === 375 ? 'mobile' : 'desktop'}`),
      fullPage: true,
    });
  }
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(remaining).toHaveText('All waivers are signed.');
  await expect(line).toContainText(`Signed for: ${name}`);
  await expect(page.getByRole('link', { name: 'Continue to checkout' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  const count = await page.evaluate(async () => {
    const response = await fetch('/api/activities/question-waivers/required');
    return (await response.json()).data.totalWaiversRequired as number;
  });
  expect(count).toBe(0);
});
