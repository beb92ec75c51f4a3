// Measures what a browser needs to show /login: the JavaScript it downloads (bytes on the wire, compressed, and
// decoded) and the time from navigation start until the e-mail field is on the page, median of 5 cold loads (each
// in a fresh browser context: no cache, no storage).
// Needs the product running: `npm start`, then `node bench/login-bundle.mjs [http://127.0.0.1:3000] [loads]`.
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const loads = Number(process.argv[3] ?? 5);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

/** Notes, in page time (ms from navigation start), when the sign-in form's e-mail field first appears. */
function recordFormShown() {
  const shown = () => {
    if (!document.querySelector('input[type="email"]')) return false;
    window.__formShownMs = performance.now();
    return true;
  };
  new MutationObserver((_, observer) => {
    if (shown()) observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

async function coldLoad(isListingScripts) {
  const context = await browser.newContext();
  await context.addInitScript(recordFormShown);
  const page = await context.newPage();
  const scripts = [];
  if (isListingScripts)
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const sizes = await response.request().sizes();
      scripts.push({
        url: new URL(response.url()).pathname,
        wire: sizes.responseBodySize,
        encoding: response.headers()['content-encoding'] ?? 'none',
        decoded: (await response.body()).length,
      });
    });
  await page.goto(`${base}/login`, {
    waitUntil: isListingScripts ? 'networkidle' : 'load',
    timeout: 120_000,
  });
  await page.locator('input[type="email"]').waitFor({ timeout: 120_000 });
  const shownMs = await page.evaluate(() => window.__formShownMs);
  await context.close();
  return { scripts, shownMs };
}

const { scripts } = await coldLoad(true);
const times = [];
for (let i = 0; i < loads; i++) times.push((await coldLoad(false)).shownMs);
await browser.close();

const kib = (n) => (n / 1024).toFixed(1);
for (const s of scripts)
  process.stdout.write(
    `${s.url.padEnd(48)} ${s.encoding.padEnd(5)} ${kib(s.wire).padStart(7)} KiB wire ${kib(s.decoded).padStart(7)} KiB decoded\n`,
  );
const wire = scripts.reduce((sum, s) => sum + s.wire, 0);
const decoded = scripts.reduce((sum, s) => sum + s.decoded, 0);
const sorted = [...times].sort((a, b) => a - b);
process.stdout.write(
  `total: ${scripts.length} scripts, ${kib(wire)} KiB on the wire, ${kib(decoded)} KiB decoded\n` +
    `form shown (e-mail field, from navigation start, cold): median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms of ${loads} loads [${times.map((t) => t.toFixed(0)).join(', ')}]; load average ${loadavg()[0].toFixed(1)}\n`,
);
