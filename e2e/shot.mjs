import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--host-resolver-rules=MAP *.localhost 127.0.0.1'] });
const [,, path, name, width] = process.argv;
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(`http://bookings.demo.localhost:8095${path}`, { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
await page.screenshot({ path: `/tmp/${name}-${width}.png`, fullPage: true });
console.log(page.url());
await browser.close();
