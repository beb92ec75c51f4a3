import type { KeywordProRow } from '@baylytics/contract/keyword-pro';
import { typedWordsOf } from '@baylytics/sandbox/marketplace/suggestion-vocabulary';
import { count, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { crawlSlots, searchSnapshots } from '../src/db/schema/crawler.ts';
import { keywords } from '../src/db/schema/keywords.ts';
import { discoverKeywordsJob, discoveryJobSpec } from '../src/features/crawler/discover-keywords-job.ts';
import { growKeywords } from '../src/features/crawler/keyword-growth.ts';
import type { EngineDeps } from '../src/kernel/engine-deps.ts';
import { useEngine } from './support/engine-harness.ts';
import { useTestApp } from './support/test-app.ts';

// A small market: the phrases that start with one listing's words are a few hundred, discovered in seconds.
const t = useTestApp({ market: { listings: 3_000, keywordsPerSite: 500 } });
const engine = useEngine(t);

/** A German listing of a demo seller on today's market, and the words its title gives buyers to type. */
function demoListing(): { title: string; words: string[] } {
  const market = t.ebaySandbox.market;
  const today = t.clock.now().toISOString().slice(0, 10);
  for (const itemId of market.listingIdsOfSeller('demo-seller-3', today)) {
    const listing = market.listing(itemId, today);
    if (listing?.siteId === 77)
      return { title: listing.title, words: [...new Set(typedWordsOf(listing.title))] };
  }
  throw new Error('demo-seller-3 lists nothing on the German site');
}

/** A sample of the demo sellers' German listings: the first of each demo seller that lists on the German site. */
function demoListingSample(): { title: string; words: string[] }[] {
  const market = t.ebaySandbox.market;
  const today = t.clock.now().toISOString().slice(0, 10);
  const sample: { title: string; words: string[] }[] = [];
  for (const seller of market.sellers().filter((s) => s.username.startsWith('demo-seller-'))) {
    const listing = market
      .listingIdsOfSeller(seller.username, today)
      .map((itemId) => market.listing(itemId, today))
      .find((found) => found?.siteId === 77);
    if (listing) sample.push({ title: listing.title, words: [...new Set(typedWordsOf(listing.title))] });
  }
  return sample;
}

async function heldKeywords(): Promise<string[]> {
  const rows = await t.db.select({ keyword: keywords.keyword }).from(keywords).where(eq(keywords.siteId, 77));
  return rows.map((row) => row.keyword).sort();
}

/** Runs the discovery job and every batch it queues until the run is over. */
async function discoverAll(seedWords: string[]): Promise<void> {
  await engine.deps.jobs.add(
    discoverKeywordsJob,
    { siteId: 77, newKeywords: 100_000, batchSize: 25, seedWords },
    discoveryJobSpec(77),
  );
  await engine.drain();
}

describe('keyword discovery', () => {
  beforeEach(async () => {
    await t.db.execute(sql`truncate keywords cascade`);
  });

  it('grows the database breadth first from a title word, each keyword searched once today with its figures', async () => {
    const [word] = demoListing().words;
    const first = await growKeywords(engine.deps, {
      siteId: 77,
      batchSize: 3,
      maxNew: 500,
      seedWords: [word ?? ''],
    });
    expect(first.added).toBeGreaterThan(0);
    expect(first.explored).toBeGreaterThan(0);
    expect(first.explored).toBeLessThanOrEqual(3);
    const held = await heldKeywords();
    expect(held).toHaveLength(first.held);
    for (const keyword of held) expect(keyword.startsWith(word ?? '')).toBe(true);
    // Each new keyword was searched as today's daily search: figures for Keyword Pro, one snapshot, its slot taken.
    const [searched] = await t.db
      .select({ n: count() })
      .from(keywords)
      .where(sql`${keywords.factsDay} is not null and ${keywords.showInKeyword} > 0`);
    expect(searched?.n).toBeGreaterThan(first.added / 2);
    const [snapshots] = await t.db.select({ n: count() }).from(searchSnapshots);
    const [slots] = await t.db.select({ n: count() }).from(crawlSlots);
    expect(snapshots?.n).toBe(first.added);
    expect(slots?.n).toBe(first.added);
    // The next batch goes on from the frontier, not from the seed again.
    const second = await growKeywords(engine.deps, { siteId: 77, batchSize: 3, maxNew: 500 });
    expect(second.held).toBe(first.held + second.added);
    expect(second.explored).toBeGreaterThan(0);
  }, 240_000);

  it('resumes after an interruption with the same keywords as an uninterrupted run, none twice', async () => {
    const seeds = demoListing().words;
    await discoverAll(seeds);
    expect(await engine.failedJobs()).toEqual([]);
    const whole = await heldKeywords();
    expect(whole.length).toBeGreaterThan(10);

    await t.db.execute(sql`truncate keywords cascade`);
    // The search box stops answering half-way: the batch fails, as a worker killed mid-batch leaves it.
    let calls = 0;
    const base = engine.deps;
    const failing: EngineDeps = {
      ...base,
      suggest: {
        autocomplete(siteId, prefix, options) {
          calls += 1;
          if (calls > 20) throw new Error('the search box does not answer');
          return base.suggest.autocomplete(siteId, prefix, options);
        },
      },
    };
    await expect(
      growKeywords(failing, { siteId: 77, batchSize: 25, maxNew: 100_000, seedWords: seeds }),
    ).rejects.toThrow('does not answer');
    const cut = await heldKeywords();
    expect(cut.length).toBeGreaterThan(0);
    const [unexplored] = await t.db
      .select({ n: count() })
      .from(keywords)
      .where(sql`${keywords.exploredAt} is null`);
    expect(unexplored?.n).toBeGreaterThan(0);

    await discoverAll(seeds);
    expect(await engine.failedJobs()).toEqual([]);
    expect(await heldKeywords()).toEqual(whole);
    // No keyword was searched twice today.
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from search_snapshots group by keyword_id having count(*) > 1`,
    );
    expect(rows).toEqual([]);
  }, 240_000);

  it("lets Keyword Pro find keywords for every word of the demo listings' titles once discovery has run", async () => {
    const sample = demoListingSample();
    expect(sample.length).toBeGreaterThanOrEqual(5);
    await discoverAll([...new Set(sample.flatMap((listing) => listing.words))].sort());
    expect(await engine.failedJobs()).toEqual([]);
    const { token } = await t.signedInUser({ plan: 'Gold' });
    for (const listing of sample)
      for (const word of listing.words) {
        const answer = await t.get<KeywordProRow[]>(
          `/api/keyword/pro?keyword=${encodeURIComponent(word)}&eBaySiteId=77`,
          { token },
        );
        expect(answer.status).toBe(200);
        expect(answer.body.data.length, `'${word}' of '${listing.title}'`).toBeGreaterThan(0);
      }
  }, 600_000);
});
