// Crawl throughput: the crawler's own crawlKeyword through the app's eBay client against the eBay stand-in
// (started in this process on a free port, as `npm start` runs it), writing into the bench database.
// `npx tsx bench/crawl-throughput.ts [crawls=300]`: concurrency 1 and 2, with the client's default Browse
// limit (20/s, what the server runs with) and with the limit lifted (what the engine and stand-in can do).
import { randomBytes } from 'node:crypto';
import { startEbaySandbox } from '@baylytics/sandbox/ebay/start-ebay-sandbox';
import { sql } from 'drizzle-orm';
import { crawlKeyword } from '../apps/server/src/features/crawler/crawl-keyword.ts';
import { createEbayTokenStore } from '../apps/server/src/features/marketplace/ebay-token-store.ts';
import { createEbayClient } from '../apps/server/src/integrations/ebay/create-ebay-client.ts';
import { defaultRateLimits, type RateLimits } from '../apps/server/src/integrations/ebay/rate-limiter.ts';
import { createTokenCipher } from '../apps/server/src/integrations/ebay/token-cipher.ts';
import { openBenchDatabase } from './engine-data.ts';

const crawls = Number(process.argv[2] ?? 300);
const credentials = { clientId: 'bench-client', clientSecret: 'bench-secret', ruName: 'bench-ru' };

const bench = await openBenchDatabase((line) => process.stdout.write(`${line}\n`));
const sandbox = await startEbaySandbox({
  port: 0,
  redirectUrl: 'http://127.0.0.1/app/ebay-accept',
  ...credentials,
});

const lifted: RateLimits = {
  ...defaultRateLimits,
  perApi: { ...defaultRateLimits.perApi, browse: { perSecond: 10_000, burst: 10_000 } },
};
const clientWith = (rateLimits: RateLimits) =>
  createEbayClient({
    apiBaseUrl: sandbox.url,
    ...credentials,
    scopes: ['https://api.ebay.com/oauth/api_scope'],
    tokenStore: createEbayTokenStore(bench.db),
    cipher: createTokenCipher(randomBytes(32)),
    rateLimits,
  });

// The stand-in's own German keywords, added to the bench keyword database as tracked keywords would be.
const marketKeywords = [...sandbox.market.keywordUniverse(77)].slice(0, crawls);
if (marketKeywords.length < crawls) throw new Error(`the demo market has ${marketKeywords.length} keywords`);
const { rows } = await bench.db.execute<{ id: number }>(sql`
  insert into keywords (site_id, keyword, source)
  select 77, k, 'tracked' from unnest(${`{${marketKeywords.map((k) => `"${k.replaceAll('"', '')}"`).join(',')}}`}::text[]) k
  on conflict (site_id, keyword) do update set source = keywords.source
  returning id`);
const keywordIds = rows.map((row) => row.id);

async function run(label: string, rateLimits: RateLimits, concurrency: number, slot: number) {
  const search = clientWith(rateLimits);
  await search.searchItems({ siteId: 77, q: 'warm-up', limit: 1 }); // application token once, outside the clock
  // A slot of its own (today, minute `slot`): each run inserts fresh snapshot rows.
  const slotAt = new Date(`${bench.today}T00:${String(slot).padStart(2, '0')}:00Z`).toISOString();
  let next = 0;
  let positions = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let index = next++; index < keywordIds.length; index = next++) {
        const { stored } = await crawlKeyword(
          { db: bench.db, search },
          { keywordId: keywordIds[index] ?? 0, slotAt },
        );
        positions += stored;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return `| ${label} | ${concurrency} | ${keywordIds.length} | ${seconds.toFixed(1)} s | ${(keywordIds.length / seconds).toFixed(1)} | ${Math.round(positions / seconds)} |`;
}

try {
  const lines = [
    '| Browse limit | concurrency | crawls | time | searches/s | positions stored/s |',
    '|---|---|---|---|---|---|',
  ];
  let slot = 1;
  for (const [label, limits] of [
    ['default 20/s', defaultRateLimits],
    ['lifted', lifted],
  ] as const)
    for (const concurrency of [1, 2]) lines.push(await run(label, limits, concurrency, slot++));
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await sandbox.close();
  await bench.stop();
}
