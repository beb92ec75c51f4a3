import type { Campaign } from '@baylytics/contract/campaigns';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { searchSnapshots } from '../src/db/schema/crawler.ts';
import { keywords } from '../src/db/schema/keywords.ts';
import { scheduleCrawls } from '../src/features/crawler/crawl-schedule.ts';
import { trackKeywords } from '../src/features/ranking/tracked-keywords.ts';
import { useEngine } from './support/engine-harness.ts';
import { minuteMs, useTestApp } from './support/test-app.ts';

const t = useTestApp();
const engine = useEngine(t);

/** Where an item stood in the newest stored search of a keyword: its first place and whether it was sponsored. */
async function newestPlace(keyword: string, itemId: string) {
  const [row] = await t.db
    .select({ items: searchSnapshots.itemNumbers, sponsored: searchSnapshots.sponsoredPositions })
    .from(searchSnapshots)
    .innerJoin(keywords, sql`${keywords.id} = ${searchSnapshots.keywordId}`)
    .where(sql`${keywords.keyword} = ${keyword}`)
    .orderBy(sql`${searchSnapshots.crawledAt} desc`)
    .limit(1);
  if (!row) return undefined;
  // A sponsored listing may stand in an organic place as well; it counts as sponsored when any of its places is.
  const places = row.items.flatMap((item, index) => (item === Number(itemId) ? [index + 1] : []));
  return { place: places[0] ?? 0, sponsored: places.some((place) => row.sponsored.includes(place)) };
}

describe('an ad made through the product', () => {
  it('shows as a sponsored place in the next crawled search', async () => {
    const user = await t.signedInUser({ plan: 'Gold' });
    await t.connectEbaySeller(user.token, 'demo-seller-1');
    const market = t.ebaySandbox.market;
    const today = t.clock.now().toISOString().slice(0, 10);
    const queryOf = (itemId: string) =>
      (market.listing(itemId, today)?.title ?? '').toLowerCase().split(/\s+/).slice(0, 3).join(' ');
    // A listing of the seller that its own words find, but not in a sponsored place.
    const itemId = market
      .listingIdsOfSeller('demo-seller-1', today)
      .filter((id) => market.listing(id, today)?.siteId === 77)
      .find((id) => {
        const hits = market
          .search({ siteId: 77, q: queryOf(id), limit: 200, offset: 0 }, today)
          .items.filter((hit) => hit.listing.itemId === id);
        return hits.length > 0 && hits.every((hit) => !hit.priorityListing);
      });
    if (!itemId) throw new Error('demo-seller-1 has no listing found unsponsored by its own words');
    const keyword = queryOf(itemId);
    await trackKeywords(t.db, { id: user.id, roles: ['User', 'EbayRankingGold'] }, 1, 77, [keyword]);

    const hour = new Date(Math.floor(t.clock.now().getTime() / (60 * minuteMs)) * 60 * minuteMs);
    await scheduleCrawls(t.db, engine.deps.jobs, new Date(hour.getTime() + 5 * minuteMs));
    await engine.drain();
    const before = await newestPlace(keyword, itemId);
    expect(before?.place).toBeGreaterThan(0);
    expect(before?.sponsored).toBe(false);

    const created = await t.post<Campaign>(
      '/api/ebaycampaign',
      {
        sellerName: 'demo-seller-1',
        campaignName: 'Own words',
        eBaySiteId: 77,
        startDate: today,
        endDate: null,
        fundingModel: 'COST_PER_SALE',
        bidPercentage: 100,
        listingIds: [itemId],
      },
      { token: user.token },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);

    await scheduleCrawls(t.db, engine.deps.jobs, new Date(hour.getTime() + 65 * minuteMs));
    await engine.drain();
    expect(await newestPlace(keyword, itemId)).toMatchObject({ sponsored: true });
  });
});
