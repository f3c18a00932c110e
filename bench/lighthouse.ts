// Lighthouse (issue 8): the mobile audit, as Lighthouse's default config runs it (a mid-range
// phone on a throttled 4G network, simulated), on five pages a customer goes through: the
// bookings home, a timetable, the basket, the checkout and the account dashboard. Prints each
// page's four scores with LCP, CLS and TBT, and exits 1 when a page is under its target:
// performance 98, accessibility, best practices and SEO 100.
//
// The built server runs on a scratch PGlite database with the demo data (NODE_ENV=production).
// Chromium is Debian's (/usr/bin/chromium, or CHROMIUM_PATH), driven by puppeteer-core; a
// customer signs up in it first and puts a class in the basket. Every audit starts cold, as
// Lighthouse does by default (cache and storage cleared); the customer's pages send its cookies.
//
// Run: npm run build, then
//   npx tsx bench/lighthouse.ts [--runs=1] [--save=dir]
// (the median of --runs per page; --save writes each page's Lighthouse JSON report there)
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { printTable } from './stampede/report.ts';
import { createScratch } from './stampede/scratch.ts';
import { requireBuiltServer, startServer } from './stampede/server.ts';

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Number(option('runs') ?? 1);
/** Where to write each page's full report (Lighthouse's JSON), for a closer look. */
const SAVE_DIR = option('save');
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
type Category = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];

interface Audit {
  page: string;
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  failing: string[];
}

const say = (line: string) => process.stdout.write(`${line}\n`);
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
async function cookieHeaderFor(browser: Browser, url: string): Promise<string> {
  const page = await browser.newPage();
  const cookies = await page.cookies(url);
  await page.close();
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** Lighthouse's own "run Lighthouse again" failure: its trace missed the navigation's start. */
const FLAKY_TRACE = 'NO_NAVSTART';

/**
 * One Lighthouse run of `url`, and the text the page showed. A run whose trace Lighthouse could
 * not read (NO_NAVSTART, "run Lighthouse again") is run again, at most twice, and said so.
 */
async function lighthouseRun(browser: Browser, url: string, cookie: string) {
  for (let attempt = 1; ; attempt++) {
    const page = await browser.newPage();
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...CATEGORIES],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      },
      undefined,
      page,
    );
    const text = String(await page.evaluate('document.body.innerText'));
    await page.close();
    if (result?.lhr.runtimeError?.code !== FLAKY_TRACE || attempt === 3) return { lhr: result?.lhr, text };
    say(`  (${url}: Lighthouse lost its trace, ${FLAKY_TRACE}; running it again)`);
  }
}

/**
 * Audits `url` (the median of --runs), after checking on the audited page itself that it shows
 * `expected`: a score for an error screen would be worthless.
 */
async function audit(browser: Browser, name: string, url: string, expected: string): Promise<Audit> {
  const runs: Audit[] = [];
  const cookie = await cookieHeaderFor(browser, url);
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouseRun(browser, url, cookie);
    if (!result.text.includes(expected)) {
      throw new Error(`${name} (${url}) does not show "${expected}":\n${result.text.slice(0, 400)}`);
    }
    const { lhr } = result;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (SAVE_DIR) {
      await mkdir(SAVE_DIR, { recursive: true });
      const file = `${name.toLowerCase().replace(/[^a-z]+/g, '-')}-${run + 1}.json`;
      await writeFile(join(SAVE_DIR, file), JSON.stringify(lhr, null, 1));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const failing = CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${lhr.audits[ref.id]?.title ?? ref.id}`),
    );
    runs.push({
      page: name,
      scores,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      failing,
    });
  }
  runs.sort((a, b) => a.scores.performance - b.scores.performance);
  const median = runs[Math.floor(runs.length / 2)];
  if (!median) throw new Error('no run');
  return median;
}

requireBuiltServer();
const scratch = await createScratch('pglite', undefined);
let failed = false;
try {
  say('Starting the built server on a scratch PGlite database with the demo data...');
  const server = await startServer({
    processes: 1,
    databaseEnv: scratch.serverEnv,
    logLevel: 'warn',
    env: { SEED_DEMO_DATA: 'true' },
  });
  const port = new URL(server.url).port;
  const bookings = `http://bookings.demo.localhost:${port}`;
  const account = `http://my-account.demo.localhost:${port}`;
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
    const visitor = await audit(browser, 'Bookings home (visitor)', `${bookings}/`, 'Choose your venue');
    const day = await customerWithABasket(browser, `${bookings}/`);
    const pages: [name: string, url: string, expected: string][] = [
      ['Timetable', `${bookings}/location/leeds-central/yoga/${day}`, 'Yoga'],
      ['Basket', `${bookings}/basket`, 'Checkout'],
      ['Checkout', `${bookings}/basket/checkout`, 'Places held for'],
      ['Account dashboard', `${account}/`, 'Lia'],
    ];
    const audits = [visitor];
    for (const [name, url, expected] of pages) audits.push(await audit(browser, name, url, expected));
    say(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile, Debian Chromium`);
    printTable(
      ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'CLS', 'TBT'],
      audits.map((each) => [
        each.page,
        String(each.scores.performance),
        String(each.scores.accessibility),
        String(each.scores['best-practices']),
        String(each.scores.seo),
        `${(each.lcpMs / 1000).toFixed(2)} s`,
        each.cls.toFixed(3),
        `${Math.round(each.tbtMs)} ms`,
      ]),
    );
    for (const each of audits) {
      const under = CATEGORIES.filter((category) => each.scores[category] < TARGETS[category]);
      if (under.length === 0) continue;
      failed = true;
      say(`\n${each.page}: under target in ${under.join(', ')}`);
      for (const line of each.failing.filter((item) => under.some((category) => item.startsWith(category))))
        say(`  ${line}`);
    }
    say(failed ? '\nFAILED: see above.' : '\nEvery page met its targets.');
  } finally {
    await browser.close();
    await server.stop();
  }
} finally {
  await scratch.drop();
}
if (failed) process.exitCode = 1;
