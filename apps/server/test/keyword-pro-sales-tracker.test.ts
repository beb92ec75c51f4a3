import type { KeywordProSalesTrackerAnswer } from '@baylytics/contract/keyword-pro';
import type { VariantItems } from '@baylytics/contract/research-variants';
import type { Listing } from '@baylytics/sandbox/marketplace/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchSnapshots } from '../src/db/schema/crawler.ts';
import { keywords } from '../src/db/schema/keywords.ts';
import { ensurePartition } from '../src/features/crawler/partitions.ts';
import { addDays, dayOf } from '../src/features/crawler/public.ts';
import { startVariantHistory } from '../src/features/research/variants/variant-history.ts';
import { useEngine } from './support/engine-harness.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const engine = useEngine(t);
const historyDays = 7;
const today = () => dayOf(t.clock.now());
/** A listing eBay no longer knows: a ranking read yesterday may name one. */
const endedItemNumber = 100000000009;

/** A keyword whose first results hold listings with variations that sold in the last days. */
function sellingListings(): { keyword: string; listings: Listing[] } {
  const market = t.ebaySandbox.market;
  for (const keyword of market.keywordUniverse(77)) {
    const hits = market.search({ siteId: 77, q: keyword, limit: 50, offset: 0 }, today()).items;
    const listings = hits
      .map((hit) => hit.listing)
      .filter((listing) => {
        const before = market.listing(listing.itemId, addDays(today(), -historyDays));
        return listing.itemGroup && before && listing.quantitySold > before.quantitySold;
      })
      .slice(0, 2);
    if (listings.length === 2) return { keyword, listings };
  }
  throw new Error('no keyword with two selling listings with variations');
}

describe('the Keyword Pro sales tracker', () => {
  let selling: { keyword: string; listings: Listing[] };
  let gold: string;

  beforeAll(async () => {
    ({ token: gold } = await t.signedInUser({ plan: 'Gold' }));
    selling = sellingListings();
    await startVariantHistory(engine.deps, { keywords: [selling.keyword], siteId: 77, days: historyDays });
    await engine.drain();
    expect(await engine.failedJobs()).toEqual([]);
    // The keyword's latest crawl ranks the two listings around one that has ended since.
    const [first, second] = selling.listings;
    const [row] = await t.db
      .insert(keywords)
      .values({ siteId: 77, keyword: 'trackerwort lampe', source: 'seed', value: 50, showInKeyword: 3 })
      .returning({ id: keywords.id });
    await ensurePartition(t.db, today());
    await t.db.insert(searchSnapshots).values({
      keywordId: row?.id ?? 0,
      crawledAt: new Date(`${today()}T06:00:00Z`),
      itemNumbers: [Number(first?.itemId), endedItemNumber, Number(second?.itemId), Number(first?.itemId)],
      sponsoredPositions: [4],
      totalResults: 3,
    });
  });

  const tracker = (keyword: string, token = gold) =>
    t.get<KeywordProSalesTrackerAnswer>(
      `/api/keyword/pro/sales-tracker?keyword=${encodeURIComponent(keyword)}&eBaySiteId=77`,
      { token },
    );

  it('shows the variant tool’s figures of the listings ranking for the keyword, in ranking order', async () => {
    const answer = await tracker('Trackerwort  Lampe');
    expect(answer.status).toBe(200);
    const [first, second] = selling.listings;
    const data = answer.body.data;
    expect(data.crawledAt).toBe(`${today()}T06:00:00.000Z`);
    // Each listing once, the ended one left out.
    expect(data.items.map((item) => item.itemNumber)).toEqual([first?.itemId, second?.itemId]);
    // The same figures the variant tool answers for these listings.
    const variantTool = await t.get<VariantItems>(
      `/api/varianttool/multi?itemNumbers=${first?.itemId},${second?.itemId}`,
      { token: gold },
    );
    expect(data.items).toEqual(variantTool.body.data.items);
    expect(data.soldByDate).toEqual(variantTool.body.data.soldByDate);
    const item = data.items[0];
    expect(item?.observedDays).toBe(historyDays);
    expect(item?.totalQuantity).toBeGreaterThan(0);
    expect(item?.summary.averageQuantity).toBe(
      Math.round(((item?.totalQuantity ?? 0) / historyDays) * 100) / 100,
    );
    expect(item?.soldByVariant.length).toBeGreaterThan(1);
  });

  it('answers no items for a keyword never crawled, and asks for a keyword', async () => {
    const never = await tracker('nie erfasstes wort');
    expect(never.status).toBe(200);
    expect(never.body.data).toEqual({ items: [], soldByDate: [], currency: null, crawledAt: null });
    expect((await tracker('  ')).status).toBe(400);
  });

  it('is for Gold, Platinum, EbayRanking and Old, like Keyword Pro', async () => {
    expect((await t.get('/api/keyword/pro/sales-tracker?keyword=x&eBaySiteId=77')).status).toBe(401);
    const { token: silver } = await t.signedInUser({ plan: 'Silver' });
    expect((await tracker('trackerwort lampe', silver)).status).toBe(403);
  });
});
