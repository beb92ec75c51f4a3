// How soon the transformer's vehicle table of 2,000 vehicles takes input after its data arrives, in Debian's
// Chromium against the production build served by the app (spec budget: ≤ 200 ms).
// `npx tsx bench/transformer-page-timings.ts [runs]` after `npm run build`; it starts its own server on a fresh
// demo database (or uses BASE_URL), signs in as the demo transformer user and loads, through the real API and
// the eBay stand-in, the vehicle usage list of one of the demo market's fleet parts (a listing that fits 2,000
// vehicles) for a part of demo-seller-7. Marks as in `page-timings.ts` (`page-timing-harness.ts`); the action
// timed is a keystroke in the notes of a row, from the key to the frame after it. Runs with Chromium's CPU
// throttling off and at 4×.
import { createMarketplace, demoMarketOptions } from '@baylytics/sandbox/marketplace/create-marketplace';
import { fleetPartVehicles } from '@baylytics/sandbox/marketplace/vehicle-compatibility';
import { chromium, type Page } from 'playwright-core';
import {
  measureRun,
  type Probe,
  probedPage,
  type Sample,
  signedInContext,
  startServer,
  summary,
} from './page-timing-harness.ts';

const runs = Number(process.argv[2] ?? 10);
const throttles = (process.env.THROTTLE ?? '1,4').split(',').map(Number);
const port = 4274;

/** Today's German vehicle parts of the demo market: one of demo-seller-7 and one fleet part of any seller. */
function demoParts(): { target: string; fleet: string } {
  const market = createMarketplace(demoMarketOptions);
  const day = new Date().toISOString().slice(0, 10);
  let target: string | undefined;
  let fleet: string | undefined;
  for (const seller of market.sellers())
    for (const id of market.listingIdsOfSeller(seller.username, day)) {
      const listing = market.listing(id, day);
      const vehicles = listing?.siteId === 77 ? (listing.compatibility?.length ?? 0) : 0;
      if (vehicles > 0 && seller.username === 'demo-seller-7') target ??= id;
      if (vehicles === fleetPartVehicles) fleet ??= id;
    }
  if (!target || !fleet) throw new Error('the demo market has no part of demo-seller-7 or no fleet part');
  return { target, fleet };
}

async function openTable(page: Page, target: string, fleet: string): Promise<void> {
  await page.goto('/app/tools/transformer');
  await page.getByLabel(/^Artikelnummer\b(?! \()/).fill(target);
  await page.getByLabel(/Übertragung/).fill(fleet);
  await page.getByRole('button', { name: 'Fahrzeugverwendungsliste laden' }).click();
}

/** The demo transformer user is connected to demo-seller-7 by the demo market's job: wait until the list loads. */
async function waitForDemoConnection(page: Page, target: string, fleet: string): Promise<void> {
  for (let waited = 0; waited < 300_000; waited += 10_000) {
    await openTable(page, target, fleet);
    const loaded = await page
      .getByTestId('transformer-summary')
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    if (loaded) return;
  }
  throw new Error('the demo transformer user could not load the vehicle list within 5 minutes');
}

async function main(): Promise<void> {
  const { target, fleet } = demoParts();
  const { baseURL, server } = await startServer('transformer-page-timings', port, {
    database: 5447,
    paypal: 3044,
    ebay: 3045,
    suggest: 3046,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  // The table is windowed: the rows of the first screen are in the page once it is drawn.
  const probe: Probe = {
    apiPath: '/api/transformermvl',
    rowSelector: 'tbody tr input',
    rowCount: 10,
  };
  try {
    const context = await signedInContext(browser, baseURL, 'transformer');
    const first = await context.newPage();
    await waitForDemoConnection(first, target, fleet);
    await first.close();
    console.log(`${runs} runs each (after one warm-up), ms after the data: median / p95`);
    console.log('| page | CPU | interactive | rows in the DOM | keystroke in a row to next frame |');
    console.log('|---|---|---|---|---|');
    for (const rate of throttles) {
      const samples: Sample[] = [];
      for (let run = 0; run <= runs; run++) {
        const { page } = await probedPage(context, probe, rate);
        const sample = await measureRun(
          page,
          () => openTable(page, target, fleet),
          () => page.getByLabel('Notizen zu Fahrzeug 3', { exact: true }).press('x'),
        );
        const rows = await page.getByTestId('transformer-summary').textContent();
        if (
          !rows?.includes(fleetPartVehicles.toLocaleString('de-DE')) &&
          !rows?.includes(String(fleetPartVehicles))
        )
          throw new Error(`the table does not hold ${fleetPartVehicles} vehicles: ${rows}`);
        if (run > 0) samples.push(sample);
        await page.close();
      }
      if (process.env.VERBOSE) console.log(JSON.stringify(samples));
      console.log(
        `| transformer, ${fleetPartVehicles} vehicles | ${rate === 1 ? 'not throttled' : `${rate}× slower`} | ${summary(
          samples.map((s) => s.interactiveMs),
        )} | ${summary(samples.map((s) => s.renderedMs))} | ${summary(samples.map((s) => s.clickMs))} |`,
      );
    }
  } finally {
    await browser.close();
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

await main();
