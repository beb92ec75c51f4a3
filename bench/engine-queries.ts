// Times the four reads the screens make, through the app's own repository functions,
// at bench scale (25,000 listings, 2,000 ranked keywords × 60 days, 1,000,000 keywords): median and p95 of
// warm runs. `npx tsx bench/engine-queries.ts [runs]`. What the API adds on top (serialization, queueing
// under 20 connections) is measured by bench/account-check-api.ts, reverse-tracker-api.ts, keyword-pro-api.ts.
import { addDays } from '../apps/server/src/features/crawler/days.ts';
import { searchKeywords } from '../apps/server/src/features/keywords/keyword-pro/keyword-pro-repository.ts';
import {
  highlightRanges,
  parseSearchTerms,
} from '../apps/server/src/features/keywords/keyword-pro/search-terms.ts';
import { createReverseTrackerRepository } from '../apps/server/src/features/keywords/reverse-tracker/repository.ts';
import { createAccountCheckRepository } from '../apps/server/src/features/ranking/account-check/repository.ts';
import { firstItem, openBenchDatabase } from './engine-data.ts';
import { warmups } from './timing.ts';

const runs = Number(process.argv[2] ?? 60);

interface Case {
  name: string;
  target: number;
  /** Runs the read once; answers how many rows it gave (and of how many, where the screen shows a total). */
  run: () => Promise<string>;
}

const bench = await openBenchDatabase((line) => process.stdout.write(`${line}\n`));
const { accountId, userId, today } = bench;
const from = addDays(today, -59);
// An item of the account that ranks (most do: 40 own places in each of 2,000 searches a day).
const item = firstItem + 4242;
const accounts = createAccountCheckRepository(bench.db);
const reverseTracker = createReverseTrackerRepository(bench.db);
const page = {
  accountIds: [accountId],
  orderBy: 'todayBayScore',
  direction: 'desc',
  limit: 50,
  userId,
} as const;
const keywordPro = async (keyword: string) => {
  const search = parseSearchTerms(keyword);
  const rows = await searchKeywords(bench.db, { siteId: 77, search, categoryId: 0, limit: 10_000 }, (text) =>
    highlightRanges(text, search.terms),
  );
  return `${rows.length}`;
};

const cases: Case[] = [
  {
    name: '(a) account check: page 1 of 50 by todayBayScore desc, with total',
    target: 20,
    run: async () => {
      const { data, total } = await accounts.list({ ...page, filter: {}, offset: 0 });
      return `${data.length} of ${total}`;
    },
  },
  {
    name: '(a) account check: page 200 (offset 9,950), same sort',
    target: 20,
    run: async () => {
      const { data, total } = await accounts.list({ ...page, filter: {}, offset: 9_950 });
      return `${data.length} of ${total}`;
    },
  },
  {
    name: "(a) account check: search 'bosch' + star colour 2, page 1",
    target: 20,
    run: async () => {
      const { data, total } = await accounts.list({
        ...page,
        filter: { search: 'bosch', starColor: 2 },
        offset: 0,
      });
      return `${data.length} of ${total}`;
    },
  },
  {
    name: "(b) one item's keywords over 60 days: the reverse tracker's placements",
    target: 20,
    run: async () => `${(await reverseTracker.placements([item], from, today)).length}`,
  },
  {
    name: "(b) the same as the account check's item chart: each keyword's place per day (newest search)",
    target: 20,
    run: async () => `${(await accounts.keywordDays(item, from, today)).length}`,
  },
  {
    name: '(c) account KPI per day, 60 days',
    target: 50,
    run: async () => `${(await accounts.kpi(accountId, from, today)).length}`,
  },
  {
    name: "(d) Keyword Pro AND 'akku set' (top 10,000 by value)",
    target: 100,
    run: () => keywordPro('akku AND set'),
  },
  {
    name: "(d) Keyword Pro OR 'bosch makita' (top 10,000 by value)",
    target: 100,
    run: () => keywordPro('bosch makita'),
  },
];

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

try {
  const lines = ['| read | target | median | p95 | rows | met |', '|---|---|---|---|---|---|'];
  for (const c of cases) {
    let rows = '';
    const times: number[] = [];
    for (let i = 0; i < warmups + runs; i++) {
      const started = performance.now();
      rows = await c.run();
      if (i >= warmups) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = percentile(times, 0.5);
    lines.push(
      `| ${c.name} | ≤ ${c.target} ms | ${median.toFixed(1)} ms | ${percentile(times, 0.95).toFixed(1)} ms | ${rows} | ${median <= c.target ? 'yes' : 'no'} |`,
    );
  }
  process.stdout.write(
    `${runs} warm runs each (after ${warmups} warm-ups), load average ${(await import('node:os')).loadavg()[0]?.toFixed(1)}\n${lines.join('\n')}\n`,
  );
} finally {
  await bench.stop();
}
