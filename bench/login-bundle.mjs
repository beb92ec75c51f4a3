// Measures the JavaScript a browser downloads to show /login: bytes on the wire (compressed) and decoded.
// Needs the product running: `npm start`, then `node bench/login-bundle.mjs [http://127.0.0.1:3000]`.
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const page = await browser.newPage();
const scripts = [];
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
const started = performance.now();
await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
await page.getByRole('button', { name: /Anmelden|Sign in/ }).waitFor();
const shownMs = performance.now() - started;
await browser.close();

const kib = (n) => (n / 1024).toFixed(1);
for (const s of scripts)
  process.stdout.write(
    `${s.url.padEnd(48)} ${s.encoding.padEnd(5)} ${kib(s.wire).padStart(7)} KiB wire ${kib(s.decoded).padStart(7)} KiB decoded\n`,
  );
const wire = scripts.reduce((sum, s) => sum + s.wire, 0);
const decoded = scripts.reduce((sum, s) => sum + s.decoded, 0);
process.stdout.write(
  `total: ${scripts.length} scripts, ${kib(wire)} KiB on the wire, ${kib(decoded)} KiB decoded; form shown after ${shownMs.toFixed(0)} ms (local, cold cache)\n`,
);
