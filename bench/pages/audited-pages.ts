// The five pages the speed benches look at (issue 8), on the built server with the demo data: the
// bookings home for a visitor, then, for a customer signed up in the browser with a paid yoga
// class in the basket, a timetable, the basket, the checkout and the account dashboard.
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { createScratch } from '../stampede/scratch.ts';
import { requireBuiltServer, startServer } from '../stampede/server.ts';

export interface AuditedPage {
  name: string;
  url: string;
  /** A text the page must show: a figure for an error screen would be worthless. */
  expected: string;
}

const londonDate = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

/** One API call from the page, as the app makes it (its cookies, X-Requested-With). */
async function call(page: Page, path: string, method = 'GET', body?: unknown) {
  return page.evaluate(
    async (input) => {
      const response = await fetch(input.path, {
        method: input.method,
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
      });
      const text = await response.text();
      return {
        status: response.status,
        data: text ? (JSON.parse(text) as { data?: unknown }).data : undefined,
      };
    },
    { path, method, body: body ?? undefined },
  );
}

/** A new customer, signed up in the browser, with the first bookable paid yoga class in the basket. */
async function customerWithABasket(browser: Browser, bookingsUrl: string): Promise<string> {
  const page = await browser.newPage();
  await page.goto(bookingsUrl, { waitUntil: 'networkidle0' });
  const tag = Date.now().toString(36);
  const registered = await call(page, '/api/auth/customer/register', 'POST', {
    client_id: 'demo',
    source: 'bookings',
    first_name: 'Lia',
    last_name: 'Lighthouse',
    email: `lighthouse-${tag}@example.com`,
    password: `Lighthouse-${tag}-Pass!`,
    terms: true,
  });
  if (registered.status !== 201) throw new Error(`sign-up answered ${registered.status}`);
  for (let day = 1; day < 8; day++) {
    const listing = await call(
      page,
      `/api/activities/venue/leeds-central/activity/yoga/v2/timetable?date=${londonDate(day)}`,
    );
    const classes =
      (
        listing.data as {
          classes?: {
            id: string;
            objectType: string;
            actionToShow: { status: string };
            price: { amountPence: number };
          }[];
        }
      )?.classes ?? [];
    const bookable = classes.find(
      (item) => item.actionToShow.status === 'BOOK' && item.price.amountPence > 0,
    );
    if (!bookable) continue;
    const added = await call(page, '/api/activities/cart/add', 'POST', {
      items: [{ id: bookable.id, type: bookable.objectType }],
    });
    if (added.status !== 201) throw new Error(`adding a class answered ${added.status}`);
    await page.close();
    return londonDate(day);
  }
  throw new Error('no bookable yoga class in the coming week');
}

/** The Cookie header the browser would send to `url` (empty for a visitor). */
export async function cookieHeaderFor(browser: Browser, url: string): Promise<string> {
  const page = await browser.newPage();
  const cookies = await page.cookies(url);
  await page.close();
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** The pages, in order: the visitor's home, then the customer's four (signed up after the home). */
export async function* auditedPages(browser: Browser, port: string): AsyncGenerator<AuditedPage> {
  const bookings = `http://bookings.demo.localhost:${port}`;
  const account = `http://my-account.demo.localhost:${port}`;
  yield { name: 'Bookings home (visitor)', url: `${bookings}/`, expected: 'Choose your venue' };
  const day = await customerWithABasket(browser, `${bookings}/`);
  yield { name: 'Timetable', url: `${bookings}/location/leeds-central/yoga/${day}`, expected: 'Yoga' };
  yield { name: 'Basket', url: `${bookings}/basket`, expected: 'Checkout' };
  yield { name: 'Checkout', url: `${bookings}/basket/checkout`, expected: 'Places held for' };
  yield { name: 'Account dashboard', url: `${account}/`, expected: 'Lia' };
}

/**
 * Runs `measure` with Debian's Chromium (or CHROMIUM_PATH) and the built server on a scratch
 * PGlite database with the demo data (NODE_ENV=production); stops both afterwards.
 */
export async function withServerAndBrowser(
  measure: (browser: Browser, port: string) => Promise<void>,
): Promise<void> {
  requireBuiltServer();
  const scratch = await createScratch('pglite', undefined);
  try {
    process.stdout.write('Starting the built server on a scratch PGlite database with the demo data...\n');
    const server = await startServer({
      processes: 1,
      databaseEnv: scratch.serverEnv,
      logLevel: 'warn',
      env: {
        SEED_DEMO_DATA: 'true',
        // Another build of the web apps (e.g. unminified, for bench/main-thread.ts --functions).
        ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      },
    });
    const browser = await puppeteer.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      await measure(browser, new URL(server.url).port);
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    await scratch.drop();
  }
}
