/**
 * Measures the marketplace at a size: build, first search (index build), typical queries, heap.
 * `npx tsx packages/sandbox/src/marketplace/bench-search.ts [listings] [keywordsPerSite]`
 * (default: the demo market). For a million listings give Node room: NODE_OPTIONS=--max-old-space-size=4096.
 */
import { createMarketplace, demoMarketOptions } from './create-marketplace.ts';
import type { SiteId } from './model.ts';

const listings = Number(process.argv[2] ?? demoMarketOptions.listings);
const keywordsPerSite = Number(
  process.argv[3] ?? Math.min(333_334, Math.max(2000, Math.round(listings / 3))),
);
const day = '2026-11-22';
const heapMb = () => Math.round(process.memoryUsage().heapUsed / 1_048_576);

function time<T>(run: () => T): [T, number] {
  const start = performance.now();
  const result = run();
  return [result, performance.now() - start];
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

const [market, buildMs] = time(() => createMarketplace({ ...demoMarketOptions, listings, keywordsPerSite }));
console.log(
  `listings ${listings}, keywords/site ${keywordsPerSite}: build ${buildMs.toFixed(0)} ms, heap ${heapMb()} MB`,
);

for (const siteId of [77, 0, 3] as SiteId[]) {
  const [, indexMs] = time(() => market.search({ siteId, q: 'x', limit: 1, offset: 0 }, day));
  console.log(`site ${siteId}: first search (index build) ${indexMs.toFixed(0)} ms, heap ${heapMb()} MB`);
}

// Typical queries: phrases of the keyword universe (1–3 words), as the crawler sends them.
for (const siteId of [77, 0] as SiteId[]) {
  const phrases = [...market.keywordUniverse(siteId)].filter((p) => p.split(' ').length <= 3);
  const sample = Array.from({ length: 300 }, (_, i) => phrases[(i * 7919) % phrases.length] ?? '');
  for (const limit of [50, 200]) {
    const times: number[] = [];
    let totals = 0;
    for (const q of sample) {
      const [result, ms] = time(() => market.search({ siteId, q, limit, offset: 0 }, day));
      times.push(ms);
      totals += result.total;
    }
    console.log(
      `site ${siteId} limit ${limit}: median ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, ` +
        `max ${Math.max(...times).toFixed(1)} ms, mean total ${(totals / sample.length).toFixed(0)}`,
    );
  }
}
const [browse, browseMs] = time(() =>
  market.search({ siteId: 77, categoryIds: ['536'], limit: 200, offset: 0 }, day),
);
console.log(`browse level-1 category (${browse.total} listings): ${browseMs.toFixed(1)} ms`);
const acTimes = ['b', 'ba', 'bab', 'k', 'ga'].map((p) => time(() => market.autocomplete(77, p, day))[1]);
console.log(`autocomplete: max ${Math.max(...acTimes).toFixed(2)} ms; heap ${heapMb()} MB`);
