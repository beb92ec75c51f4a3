// How soon the item specifics editor's page of 100 listings takes input after its data arrives, in Debian's Chromium
// against the production build served by the app (issue budget: ≤ 200 ms). `npx tsx bench/editor-page-timings.ts
// [runs]` after `npm run build`; it starts its own server on a fresh demo database (or uses BASE_URL), signs in as
// the demo Gold user and answers the editor's three calls (the category with its aspects, the listings page, the
// sync status) with a synthetic category of the contract's shape: 16 aspects (selects, multi-selects, free text,
// required and recommended), 100 listings of 1,000, each with values for most aspects; so the figure is the
// browser's work only. Marks as in `page-timings.ts` (`page-timing-harness.ts`); the action timed is a keystroke in a
// row's free-text input, from the key to the frame after it. Runs with Chromium's CPU throttling off and at 4×.

import { writeFileSync } from 'node:fs';
import {
  type CategoryInfo,
  categoryInfoSchema,
  type EditorItem,
  editorItemSchema,
  itemSpecificsEditorPageSize,
  type SyncStatusAnswer,
  syncStatusSchema,
} from '@baylytics/contract/listing-item-specifics';
import { chromium } from 'playwright-core';
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
const port = Number(process.env.BENCH_PORT ?? 5190);

const key = {
  categoryId: '503744',
  eBaySiteId: 77,
  sellerName: 'demo-seller-3',
  categoryTree: 'Heim & Garten > Küche',
};
const words =
  'Marke Material Farbe Größe Stil Modell Produktart Muster Form Zimmer Anlass Thema Set Zustand Herstellernummer EAN'.split(
    ' ',
  );

const aspects: CategoryInfo['aspects'] = words.map((name, index) => ({
  name,
  type: index % 3 === 2 ? 'TEXTBOX' : 'SELECT',
  inputMode: index % 4 === 1 ? 'MULTI' : 'SINGLE',
  isRequired: index < 3,
  usage: index < 8 ? 'RECOMMENDED' : 'OPTIONAL',
  values: Array.from({ length: index % 3 === 2 ? 0 : 30 }, (_, value) => `${name} ${value + 1}`),
}));
const info: CategoryInfo = categoryInfoSchema.parse({
  category: {
    eBaySiteId: 77,
    eBaySiteName: 'EBAY-DE',
    leafCategoryId: key.categoryId,
    leafCategoryName: 'Küchenhelfer',
    categoryTree: key.categoryTree,
    totalListings: 1000,
    sellerName: key.sellerName,
    loadStatus: 'COMPLETED',
    syncStatus: null,
    syncCompletedTime: null,
  },
  aspects,
  hasToken: true,
  changedItems: 0,
  restorableItems: 0,
});
const items: EditorItem[] = Array.from({ length: itemSpecificsEditorPageSize }, (_, row) =>
  editorItemSchema.parse({
    itemNumber: String(110_000_000_000 + row * 7919),
    title: `Küchenhelfer Modell ${row + 1} Edelstahl robust spülmaschinenfest ${row % 5 === 0 ? 'Set' : 'einzeln'}`,
    sku: `SKU-${1000 + row}`,
    galleryURL: null,
    eBayUrl: `https://www.ebay.de/itm/${110_000_000_000 + row * 7919}`,
    characteristics: aspects
      .filter((_, index) => (index + row) % 5 !== 0)
      .map((aspect, index) => ({
        name: aspect.name,
        value:
          aspect.type === 'TEXTBOX'
            ? [`Wert ${row}-${index}`]
            : aspect.values.slice(
                (row + index) % 20,
                ((row + index) % 20) + (aspect.inputMode === 'MULTI' ? 2 : 1),
              ),
      })),
    changed: false,
    index: row + 1,
  }),
);
const sync: SyncStatusAnswer = syncStatusSchema.parse({
  syncStatus: null,
  syncCompletedTime: null,
  syncResults: [],
});
const answers = [
  { route: `**/api/itemspecific/category/${key.categoryId}?*`, body: { statusCode: 200, data: info } },
  { route: '**/api/itemspecific?*', body: { statusCode: 200, data: items, total: 1000 } },
  { route: '**/api/itemspecific/items-specifics-sync-status?*', body: { statusCode: 200, data: sync } },
];
// The editor's table is windowed: the rows in view (and the virtualizer's few beyond) are in the page.
const probe: Probe = { apiPath: '/api/itemspecific', rowSelector: 'tbody tr[data-index]', rowCount: 6 };
const editorUrl = `/app/listing-optimization/sync-item-specific?${new URLSearchParams({
  categoryId: key.categoryId,
  categoryTree: key.categoryTree,
  eBaySiteId: String(key.eBaySiteId),
  sellerName: key.sellerName,
})}`;
// A free-text aspect of row 3 (in view): its input is named by the aspect and the listing's title.
const typedInto = aspects.find((a) => a.type === 'TEXTBOX' && a.inputMode === 'SINGLE')?.name ?? '';
const typedRow = items[3]?.title ?? '';

async function main(): Promise<void> {
  const { baseURL, server } = await startServer('editor-page-timings', port, {
    database: Number(process.env.BENCH_PG_PORT ?? 5444),
    paypal: port + 1,
    ebay: port + 2,
    suggest: port + 3,
    afterbuy: port + 4,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await signedInContext(browser, baseURL);
    for (const answer of answers)
      await context.route(answer.route, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer.body) }),
      );
    console.log(`${runs} runs each (after one warm-up), ms after the data: median / p95`);
    console.log('| page | CPU | interactive | rows in the DOM | keystroke to next frame |');
    console.log('|---|---|---|---|---|');
    for (const rate of throttles) {
      const samples: Sample[] = [];
      for (let run = 0; run <= runs; run++) {
        const { page, cdp } = await probedPage(context, probe, rate);
        // PROFILE=folder: the last run's CPU profile per rate (open in Chromium's DevTools).
        const isProfiled = process.env.PROFILE !== undefined && run === runs;
        if (isProfiled) await cdp.send('Profiler.enable');
        if (isProfiled) await cdp.send('Profiler.start');
        const sample = await measureRun(
          page,
          () => page.goto(editorUrl).then(() => undefined),
          async () => {
            const input = page
              .getByRole('textbox', { name: new RegExp(`${typedInto}.*${typedRow.slice(0, 20)}`) })
              .first();
            await input.click();
            await page.keyboard.type('x');
          },
        );
        if (isProfiled) {
          const { profile } = await cdp.send('Profiler.stop');
          writeFileSync(`${process.env.PROFILE}/editor-${rate}x.cpuprofile`, JSON.stringify(profile));
        }
        if (run > 0) samples.push(sample);
        await page.close();
      }
      console.log(
        `| item specifics editor, 100 listings × ${aspects.length} aspects | ${rate === 1 ? 'not throttled' : `${rate}× slower`} | ${summary(
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
