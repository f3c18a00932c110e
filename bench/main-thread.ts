// Where the main thread's time goes after the first paint (issue 8: Total Blocking Time), on the
// five pages bench/lighthouse.ts audits. Lighthouse's mobile audit simulates a CPU 4 times slower
// than this machine's: it counts each task after the first contentful paint at 4 times its length
// here and adds up what is over 50 ms. This loads each page cold, traces the renderer, and prints
// the same estimate (median of --runs), with the longest tasks and what filled them (scripts by
// file, style, layout, parsing, garbage collection), so a change can be judged in seconds, not
// Lighthouse's minutes. The estimate sets the direction; Lighthouse gives the score.
//
// Run: npm run build, then
//   npx tsx bench/main-thread.ts [--runs=5] [--page=Timetable] [--tasks=4] [--functions=20]
// --functions also samples the JavaScript and lists the functions that took the most time of
// their own in the blocking tasks (for names, build unminified: `npx vite build --minify false
// --outDir /tmp/web/dist` in apps/web, link /tmp/web/dist-server to apps/web/dist-server, and
// run with WEB_DIST_DIR=/tmp/web/dist).
import type { Browser } from 'puppeteer-core';
import {
  type AuditedPage,
  auditedPages,
  cookieHeaderFor,
  withServerAndBrowser,
} from './pages/audited-pages.ts';
import { hotFunctions, type TaskSummary, tasksAfterFirstPaint } from './pages/trace-tasks.ts';
import { printTable } from './stampede/report.ts';

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Number(option('runs') ?? 5);
const ONLY_PAGE = option('page');
const TASKS_SHOWN = Number(option('tasks') ?? 4);
const FUNCTIONS_SHOWN = Number(option('functions') ?? 0);
/** Lighthouse's mobile CPU slowdown. */
const SLOWDOWN = 4;
/** A task blocks for what it lasts over this (the definition of Total Blocking Time). */
const BLOCKING_FROM_MS = 50;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'toplevel',
  ...(FUNCTIONS_SHOWN > 0 ? ['disabled-by-default-v8.cpu_profiler'] : []),
];

const say = (line: string) => process.stdout.write(`${line}\n`);
const blockingMs = (tasks: TaskSummary[]) =>
  tasks.reduce((sum, task) => sum + Math.max(0, task.durationMs * SLOWDOWN - BLOCKING_FROM_MS), 0);

/** One cold load of the page (the cache emptied, as Lighthouse does), traced until its network has been quiet a moment. */
async function traceLoad(browser: Browser, page: AuditedPage, cookie: string) {
  const tab = await browser.newPage();
  const session = await tab.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await tab.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  await tab.setUserAgent(
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Mobile Safari/537.36',
  );
  if (cookie) await tab.setExtraHTTPHeaders({ Cookie: cookie });
  await tab.tracing.start({ categories: CATEGORIES });
  await tab.goto(page.url, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const trace = await tab.tracing.stop();
  const text = String(await tab.evaluate('document.body.innerText'));
  await tab.close();
  if (!text.includes(page.expected)) throw new Error(`${page.name} does not show "${page.expected}"`);
  const events = JSON.parse(Buffer.from(trace ?? new Uint8Array()).toString('utf8'));
  const tasks = tasksAfterFirstPaint(events);
  const longest = [...tasks].sort((a, b) => b.durationMs - a.durationMs).slice(0, TASKS_SHOWN);
  return tasks.map((task) => ({
    ...task,
    hot: FUNCTIONS_SHOWN > 0 && longest.includes(task) ? hotFunctions(events, [task]) : [],
  }));
}

await withServerAndBrowser(async (browser, port) => {
  const rows: string[][] = [];
  for await (const page of auditedPages(browser, port)) {
    if (ONLY_PAGE && page.name !== ONLY_PAGE) continue;
    const cookie = await cookieHeaderFor(browser, page.url);
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await traceLoad(browser, page, cookie));
    runs.sort((a, b) => blockingMs(a) - blockingMs(b));
    const median = runs[Math.floor(runs.length / 2)];
    if (!median) throw new Error('no run');
    rows.push([
      page.name,
      `${Math.round(blockingMs(median))} ms`,
      runs.map((tasks) => Math.round(blockingMs(tasks))).join(', '),
      `${Math.round(median.reduce((sum, task) => sum + task.durationMs, 0))} ms`,
    ]);
    say(
      `\n${page.name}: the median run's longest tasks after the first paint (ms here, x${SLOWDOWN} simulated)`,
    );
    for (const task of [...median].sort((a, b) => b.durationMs - a.durationMs).slice(0, TASKS_SHOWN)) {
      say(`  ${task.durationMs.toFixed(1)} ms at +${task.startMs.toFixed(0)} ms`);
      for (const [what, ms] of task.parts.slice(0, 6)) say(`      ${ms.toFixed(1).padStart(6)}  ${what}`);
      if (FUNCTIONS_SHOWN > 0) say('    functions with the most time of their own:');
      for (const [name, ms] of task.hot.slice(0, FUNCTIONS_SHOWN))
        say(`      ${ms.toFixed(1).padStart(6)}  ${name}`);
    }
  }
  say(`\nEstimated Total Blocking Time (tasks after the first paint, x${SLOWDOWN}), median of ${RUNS}`);
  printTable(['page', 'TBT estimate', 'runs', 'main thread after FCP'], rows);
});
