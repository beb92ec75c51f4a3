// The item specifics editor's page as the Chromium benches give it (`editor-page-timings.ts`, `editor-profile.ts`): a
// synthetic category of the contract's shape, 16 aspects (selects, multi-selects, free text, required and
// recommended), 100 listings of 1,000, each with values for most aspects, and the editor's three calls answered
// with them, so the figures are the browser's work only.

import {
  type CategoryInfo,
  categoryInfoSchema,
  type EditorItem,
  editorItemSchema,
  itemSpecificsEditorPageSize,
  type SyncStatusAnswer,
  syncStatusSchema,
} from '@baylytics/contract/listing-item-specifics';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { type Probe, signedInContext, startServer } from './page-timing-harness.ts';

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

export const aspects: CategoryInfo['aspects'] = words.map((name, index) => ({
  name,
  type: index % 3 === 2 ? 'TEXTBOX' : 'SELECT',
  inputMode: index % 4 === 1 ? 'MULTI' : 'SINGLE',
  isRequired: index < 3,
  usage: index < 8 ? 'RECOMMENDED' : 'OPTIONAL',
  values: Array.from({ length: index % 3 === 2 ? 0 : 30 }, (_, value) => `${name} ${value + 1}`),
}));
export const info: CategoryInfo = categoryInfoSchema.parse({
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
export const items: EditorItem[] = Array.from({ length: itemSpecificsEditorPageSize }, (_, row) =>
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
export const sync: SyncStatusAnswer = syncStatusSchema.parse({
  syncStatus: null,
  syncCompletedTime: null,
  syncResults: [],
});
export const answers = [
  { route: `**/api/itemspecific/category/${key.categoryId}?*`, body: { statusCode: 200, data: info } },
  { route: '**/api/itemspecific?*', body: { statusCode: 200, data: items, total: 1000 } },
  { route: '**/api/itemspecific/items-specifics-sync-status?*', body: { statusCode: 200, data: sync } },
];
// The editor's table is windowed: the rows in view (and the virtualizer's few beyond) are in the page.
export const probe: Probe = {
  apiPath: '/api/itemspecific',
  rowSelector: 'tbody tr[data-index]',
  rowCount: 6,
};
export const editorUrl = `/app/listing-optimization/sync-item-specific?${new URLSearchParams({
  categoryId: key.categoryId,
  categoryTree: key.categoryTree,
  eBaySiteId: String(key.eBaySiteId),
  sellerName: key.sellerName,
})}`;
// A free-text aspect of row 3 (in view): its input is named by the aspect and the listing's title.
export const typedInto = aspects.find((a) => a.type === 'TEXTBOX' && a.inputMode === 'SINGLE')?.name ?? '';
export const typedRow = items[3]?.title ?? '';

/** Answers the editor's three calls in every page of the context with the synthetic category. */
export async function answerEditorCalls(context: BrowserContext): Promise<void> {
  for (const answer of answers)
    await context.route(answer.route, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer.body) }),
    );
}

/**
 * The editor benches' setting: the app's own server on a fresh demo database (or BASE_URL), Debian's Chromium and a
 * context signed in as the demo Gold user whose editor calls the synthetic category answers; `close` ends both.
 */
export async function openEditorBench(
  port: number,
): Promise<{ browser: Browser; context: BrowserContext; close: () => Promise<void> }> {
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
  const close = async () => {
    await browser.close();
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  };
  try {
    const context = await signedInContext(browser, baseURL);
    await answerEditorCalls(context);
    return { browser, context, close };
  } catch (error) {
    await close();
    throw error;
  }
}
