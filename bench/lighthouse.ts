// Lighthouse (issue 8): the mobile audit, as Lighthouse's default config runs it (a mid-range
// phone on a throttled 4G network, simulated), on five pages a customer goes through: the
// bookings home, a timetable, the basket, the checkout and the account dashboard. Prints each
// page's four scores with LCP, CLS and TBT, and exits 1 when a page misses a target (issue 20):
// performance 90, accessibility, best practices and SEO 100; LCP at most 2.0 s, CLS at most 0.05,
// Total Blocking Time at most 200 ms.
//
// The built server runs on a scratch PGlite database with the demo data (NODE_ENV=production).
// Chromium is Debian's (/usr/bin/chromium, or CHROMIUM_PATH), driven by puppeteer-core; a
// customer signs up in it first and puts a class in the basket. Every audit starts cold, as
// Lighthouse does by default (cache and storage cleared); the customer's pages send its cookies.
//
// Run: npm run build, then
//   npx tsx bench/lighthouse.ts [--runs=1] [--save=dir] [--page=Timetable]
// (the median of --runs per page; --save writes each page's Lighthouse JSON report there)
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import type { Browser } from 'puppeteer-core';
import { auditedPages, cookieHeaderFor, withServerAndBrowser } from './pages/audited-pages.ts';
import { printTable } from './stampede/report.ts';

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Number(option('runs') ?? 1);
/** One page only, by its name in the table (e.g. --page=Timetable). */
const ONLY_PAGE = option('page');
/** Where to write each page's full report (Lighthouse's JSON), for a closer look. */
const SAVE_DIR = option('save');
const TARGETS = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
/** The most each measure may be. */
const LIMITS = { lcpMs: 2_000, cls: 0.05, tbtMs: 200 } as const;
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

let failed = false;
await withServerAndBrowser(async (browser, port) => {
  const audits: Audit[] = [];
  for await (const page of auditedPages(browser, port)) {
    if (ONLY_PAGE && page.name !== ONLY_PAGE) continue;
    audits.push(await audit(browser, page.name, page.url, page.expected));
  }
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
    const over = (Object.keys(LIMITS) as (keyof typeof LIMITS)[]).filter((name) => each[name] > LIMITS[name]);
    if (under.length === 0 && over.length === 0) continue;
    failed = true;
    say(`\n${each.page}: under target in ${[...under, ...over].join(', ')}`);
    for (const line of each.failing.filter((item) => under.some((category) => item.startsWith(category))))
      say(`  ${line}`);
  }
  say(failed ? '\nFAILED: see above.' : '\nEvery page met its targets.');
});
if (failed) process.exitCode = 1;
