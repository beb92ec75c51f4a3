/// <reference lib="dom" />
// How soon the two big tables (account check, Keyword Pro) take input after their data arrives, in Debian's Chromium against
// the production build served by the app (spec budget: ≤ 200 ms). `npx tsx bench/page-timings.ts [runs]`
// after `npm run build`; it starts its own server on a fresh demo database (or uses BASE_URL), signs in as
// the demo Gold user and answers the pages' one API call with a synthetic payload of the contract's shape
// (500 reverse-tracker rows, 10,000 Keyword Pro rows), so the figure is the browser's work only.
//
// Marks, all in the page: `data` when the answer's body has been read (before JSON parsing, which is the
// page's work); `rendered` when the expected rows are in the DOM (MutationObserver); `interactive` after the
// next painted frame once the main thread is free again (requestAnimationFrame, then a task). Then a real
// click (CDP input) on a row checkbox: from the click event's timestamp to the frame after it, with the box
// checked. Each run loads the page afresh; runs with Chromium's CPU throttling off and at 4×.
import { writeFileSync } from 'node:fs';
import { type KeywordProRow, keywordProSearch } from '@baylytics/contract/keyword-pro';
import {
  type CheckKeyword,
  type RankingCheckResult,
  rankingCheck,
  summarize,
} from '@baylytics/contract/reverse-tracker';
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
const port = 4273;

// ---- synthetic answers (shaped by the contract types, checked against the contract's schemas) ----

/** A small deterministic generator (mulberry32): every run gets the same payload. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const vocabulary = (
  'akku set bohrer neu bosch makita schrauber bit satz holz metall stein 18v 12v ladegerät koffer ' +
  'professional blau grün li-ion bürstenlos schlagbohrmaschine winkelschleifer säge blatt hss spiral ' +
  'edelstahl werkzeug zubehör garten haus auto fahrrad led lampe kabel adapter usb ersatz original'
).split(' ');

function phrase(random: () => number, first?: string): string {
  const count = 2 + Math.floor(random() * 3);
  const words = first ? [first] : [];
  while (words.length < count) words.push(vocabulary[Math.floor(random() * vocabulary.length)] ?? 'set');
  // Model numbers, as real keywords have them: thousands of distinct words across 10,000 keywords.
  if (random() < 0.4) words.push(`gsr${Math.floor(random() * 4000)}`);
  return words.join(' ');
}

function isoDaysAgo(days: number, random: () => number): string {
  return new Date(
    Date.UTC(2026, 10, 21) - days * 86_400_000 - Math.floor(random() * 86_400_000),
  ).toISOString();
}

/** A reverse-tracker answer for an item and a competitor: 500 keywords, as the server returns them at most. */
export function reverseTrackerAnswer(itemNumber: number): RankingCheckResult {
  const random = randomFrom(500);
  const seen = new Set<string>();
  const keywords: CheckKeyword[] = [];
  while (keywords.length < 500) {
    const keyword = phrase(random);
    if (seen.has(keyword)) continue;
    seen.add(keyword);
    const itemOf = random() < 0.6 ? 'myself' : random() < 0.5 ? 'competitor' : 'both';
    const advPosition = random() < 0.3 ? 1 + Math.floor(random() * 40) : 0;
    keywords.push({
      keyword,
      sId: random() < 0.8 ? 77 : random() < 0.5 ? 0 : 3,
      value: Math.floor(random() * 101),
      showInKeyword: Math.floor(random() * 250_000),
      position: random() < 0.9 ? 1 + Math.floor(random() * 200) : 0,
      advPosition,
      createdTime: isoDaysAgo(Math.floor(random() * 7), random),
      advCreatedTime: advPosition ? isoDaysAgo(Math.floor(random() * 7), random) : '0001-01-01T00:00:00.000Z',
      isSuperPrice: false,
      advItemPosition: Array.from({ length: Math.floor(random() * 6) }, () => 1 + Math.floor(random() * 60)),
      competitorPosition: itemOf === 'myself' ? 0 : 1 + Math.floor(random() * 200),
      itemOf,
    });
  }
  keywords.sort((a, b) => b.value - a.value);
  const item = (number: number, title: string) => ({
    itemNumber: number,
    title,
    pictureUrl: null,
    bayScore: 41.5,
    organicBayScore: 38.25,
    promotedBayScore: 3.25,
  });
  return {
    fromDate: '2026-11-13',
    toDate: '2026-11-21',
    canSeeDetails: true,
    items: [
      item(itemNumber, 'Akku-Bohrschrauber 18V Set im Koffer'),
      item(itemNumber + 1, 'Bohrer Set HSS 25-teilig'),
    ],
    filtered: summarize(keywords, 1_840),
  };
}

/** A Keyword Pro answer of the full 10,000 rows, best value first, with the searched word marked. */
export function keywordProAnswer(term: string): KeywordProRow[] {
  const random = randomFrom(10_000);
  const rows: KeywordProRow[] = [];
  const seen = new Set<string>();
  while (rows.length < 10_000) {
    const keyword = phrase(random, random() < 0.5 ? term : undefined);
    const at = ` ${keyword} `.indexOf(` ${term} `);
    const unique = seen.has(keyword) ? `${keyword} ${rows.length}` : keyword;
    seen.add(unique);
    rows.push({
      id: 1_000_000 + rows.length,
      keyword: unique,
      showInKeyword: Math.floor(random() * 500_000),
      adsPositions: Array.from({ length: Math.floor(random() * 5) }, () => 1 + Math.floor(random() * 60)),
      value: Math.floor(random() * 101),
      categoryIds: Array.from(
        { length: Math.floor(random() * 3) },
        () => 1_000 + Math.floor(random() * 180_000),
      ),
      categoryNames: ['Akku-Bohrschrauber', 'Ladegeräte'],
      highlight: at >= 0 ? [[at, at + term.length]] : [],
    });
  }
  return rows.sort((a, b) => b.value - a.value || a.id - b.id);
}

// ---- the pages ----

interface Scenario {
  name: string;
  probe: Probe;
  route: string;
  body: string;
  open: (page: Page) => Promise<void>;
  checkbox: string;
}

const rowCheckboxes = 'tbody tr input[type=checkbox]';

function scenarios(): Scenario[] {
  const itemNumber = 316_512_345_678;
  const tracker = reverseTrackerAnswer(itemNumber);
  rankingCheck.data.parse(tracker);
  const pro = keywordProAnswer('akku');
  keywordProSearch.data.parse(pro);
  return [
    {
      name: 'reverse tracker, 500 rows',
      // Rows of the first screen (the table starts below the forms): it renders only the rows near the window.
      probe: { apiPath: '/api/ranking/check', rowSelector: rowCheckboxes, rowCount: 10 },
      route: '**/api/ranking/check',
      body: JSON.stringify({ statusCode: 200, data: tracker }),
      open: async (page) => {
        await page.goto(`/app/keyword-research/reverse-tracker?itemNumber=${itemNumber}`);
      },
      checkbox: `${tracker.filtered.keywords[250]?.keyword} auswählen`,
    },
    {
      name: 'Keyword Pro, 10,000 rows, page 1 of 25',
      probe: { apiPath: '/api/keyword/pro', rowSelector: rowCheckboxes, rowCount: 25 },
      route: '**/api/keyword/pro?*',
      body: JSON.stringify({ statusCode: 200, data: pro }),
      open: async (page) => {
        await page.goto('/app/keyword-research/keyword-pro');
        await page.getByLabel('Keyword', { exact: true }).fill('akku');
        await page.getByRole('button', { name: 'Suchen' }).click();
      },
      checkbox: `${pro[12]?.keyword} auswählen`,
    },
  ];
}

/** The reverse tracker renders only the rows near the window: scroll until the row is there, then click. */
async function clickCheckbox(page: Page, name: string): Promise<void> {
  const box = page.getByRole('checkbox', { name, exact: true });
  for (let scrolls = 0; scrolls < 40 && (await box.count()) === 0; scrolls++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(50);
  }
  await box.click();
}

async function main(): Promise<void> {
  const { baseURL, server } = await startServer('page-timings', port, {
    database: 5446,
    paypal: 3041,
    ebay: 3042,
    suggest: 3043,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await signedInContext(browser, baseURL);
    console.log(`${runs} runs each (after one warm-up), ms after the data: median / p95`);
    console.log('| page | CPU | interactive | rows in the DOM | row click to next frame |');
    console.log('|---|---|---|---|---|');
    for (const scenario of scenarios()) {
      await context.route(scenario.route, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: scenario.body }),
      );
      for (const rate of throttles) {
        const samples: Sample[] = [];
        for (let run = 0; run <= runs; run++) {
          const { page, cdp } = await probedPage(context, scenario.probe, rate);
          // PROFILE=folder: the last run's CPU profile per page and rate (open in Chromium's DevTools).
          const isProfiled = process.env.PROFILE !== undefined && run === runs;
          if (isProfiled) await cdp.send('Profiler.enable');
          if (isProfiled) await cdp.send('Profiler.start');
          // TRACE=folder: a Chromium trace of the last run (marks, scripting, style, layout, paint).
          const traceFile = `${process.env.TRACE}/${scenario.probe.apiPath.replaceAll('/', '_')}-${rate}x.json`;
          const isTraced = process.env.TRACE !== undefined && run === runs;
          if (isTraced)
            await browser.startTracing(page, {
              path: traceFile,
              categories: ['devtools.timeline', 'blink.user_timing', 'disabled-by-default-v8.cpu_profiler'],
            });
          const sample = await measureRun(
            page,
            () => scenario.open(page),
            () => clickCheckbox(page, scenario.checkbox),
          );
          if (isTraced) await browser.stopTracing();
          if (isProfiled) {
            const { profile } = await cdp.send('Profiler.stop');
            const file = `${process.env.PROFILE}/${scenario.probe.apiPath.replaceAll('/', '_')}-${rate}x.cpuprofile`;
            writeFileSync(file, JSON.stringify(profile));
          }
          if (run > 0) samples.push(sample);
          await page.close();
        }
        if (process.env.VERBOSE) console.log(JSON.stringify(samples));
        console.log(
          `| ${scenario.name} | ${rate === 1 ? 'not throttled' : `${rate}× slower`} | ${summary(
            samples.map((s) => s.interactiveMs),
          )} | ${summary(samples.map((s) => s.renderedMs))} | ${summary(samples.map((s) => s.clickMs))} |`,
        );
      }
      await context.unroute(scenario.route);
    }
  } finally {
    await browser.close();
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

await main();
