// Measures what a browser needs to show /login: the JavaScript it downloads (bytes on the wire, compressed, and
// decoded) and the time from navigation start until the e-mail field is on the page, median of 5 cold loads (each
// in a fresh browser context: no cache, no storage), and the round trips the form waits for one after another, read
// from the network waterfall of the first load (the page, its scripts and styles): a new round starts when a request
// starts while none is in flight, that is when the page could ask for it only after the one before had arrived.
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

/** Records each request's start and end through the DevTools protocol (monotonic ms, paired with the wall clock). */
async function recordWaterfall(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  let clock = null;
  cdp.on('Network.requestWillBeSent', (event) => {
    clock ??= { wall: event.wallTime * 1000, monotonic: event.timestamp * 1000 };
    if (['Document', 'Script', 'Stylesheet'].includes(event.type))
      requests.set(event.requestId, { url: event.request.url, start: event.timestamp * 1000 });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.end = event.timestamp * 1000;
  });
  return { requests, toWall: (monotonic) => monotonic - clock.monotonic + clock.wall };
}

/** Numbers the requests done before `shownWall` by round trip; answers them in the order they started. */
function roundTrips({ requests, toWall }, shownWall) {
  const done = [...requests.values()]
    .filter((request) => request.end !== undefined && toWall(request.end) <= shownWall)
    .sort((a, b) => a.start - b.start);
  let round = 0;
  let lastEnd = Number.NEGATIVE_INFINITY;
  for (const request of done) {
    if (request.start > lastEnd) round += 1;
    request.round = round;
    lastEnd = Math.max(lastEnd, request.end);
  }
  return done;
}

async function coldLoad(isListingScripts) {
  const context = await browser.newContext();
  await context.addInitScript(recordFormShown);
  const page = await context.newPage();
  const waterfall = isListingScripts ? await recordWaterfall(context, page) : null;
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
  const shownWall = await page.evaluate(() => performance.timeOrigin + window.__formShownMs);
  await context.close();
  return { scripts, shownMs, rounds: waterfall ? roundTrips(waterfall, shownWall) : [] };
}

const { scripts, rounds } = await coldLoad(true);
const times = [];
for (let i = 0; i < loads; i++) times.push((await coldLoad(false)).shownMs);
await browser.close();

const kib = (n) => (n / 1024).toFixed(1);
for (const s of scripts)
  process.stdout.write(
    `${s.url.padEnd(48)} ${s.encoding.padEnd(5)} ${kib(s.wire).padStart(7)} KiB wire ${kib(s.decoded).padStart(7)} KiB decoded\n`,
  );
for (const request of rounds)
  process.stdout.write(`round ${request.round}: ${new URL(request.url).pathname}\n`);
const wire = scripts.reduce((sum, s) => sum + s.wire, 0);
const decoded = scripts.reduce((sum, s) => sum + s.decoded, 0);
const sorted = [...times].sort((a, b) => a - b);
process.stdout.write(
  `total: ${scripts.length} scripts, ${kib(wire)} KiB on the wire, ${kib(decoded)} KiB decoded\n` +
    `round trips one after another before the form: ${Math.max(0, ...rounds.map((request) => request.round))}\n` +
    `form shown (e-mail field, from navigation start, cold): median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms of ${loads} loads [${times.map((t) => t.toFixed(0)).join(', ')}]; load average ${loadavg()[0].toFixed(1)}\n`,
);
