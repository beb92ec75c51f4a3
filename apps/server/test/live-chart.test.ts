import type { LiveChart, LivePoint } from '@baylytics/contract/live-chart';
import { liveSearchMinGapMs, superPriceWindow } from '@baylytics/contract/live-chart';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const today = () => t.clock.now().toISOString().slice(0, 10);

const platinum = () => t.signedInUser({ grantedRoles: ['EbayRankingPlatinum'] });

function searchesFor(q: string): number {
  return t.ebaySandbox
    .stats()
    .searches.filter((s) => s.q === q)
    .reduce((sum, s) => sum + s.count, 0);
}

/** A German keyword and one item on its result list at `place` (1-based), from the stand-in's market. */
async function keywordWithItem(letter: string, place: number) {
  const [keyword] = await t.ebay.client.autocomplete(77, letter);
  if (!keyword) throw new Error(`no suggestion for ${letter}`);
  const result = t.ebaySandbox.market.search({ siteId: 77, q: keyword, limit: 200, offset: 0 }, today());
  const hit = result.items[place - 1];
  if (!hit) throw new Error(`${keyword} has fewer than ${place} results`);
  return { keyword, hit, items: result.items };
}

const updateUrl = (keyword: string, itemNumber: string | number, site = 77) =>
  `/api/livechart/update?${new URLSearchParams({ keywords: keyword, itemNumber: String(itemNumber), eBaySite: String(site) })}`;

describe('live chart', () => {
  it('saves a setup, searches live on update and keeps the point', async () => {
    const user = await platinum();
    expect((await t.get<LiveChart | null>('/api/livechart', { token: user.token })).body.data).toBeNull();

    const { keyword, hit, items } = await keywordWithItem('k', 5);
    const saved = await t.post<LiveChart>(
      '/api/livechart',
      { itemNumber: Number(hit.listing.itemId), mainKeywords: keyword, eBaySite: 77 },
      { token: user.token },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ keywords: keyword, destinationSite: 77, points: [] });

    t.ebaySandbox.resetStats();
    const update = await t.get<LivePoint>(updateUrl(keyword, hit.listing.itemId), { token: user.token });
    expect(update.status).toBe(200);
    expect(searchesFor(keyword)).toBe(1);
    const first = items.findIndex((h) => h.listing.itemId === hit.listing.itemId);
    const prices = items
      .slice(0, superPriceWindow)
      .filter((h) => h.listing.currency === hit.listing.currency)
      .map((h) => h.listing.price);
    expect(update.body.data).toMatchObject({
      position: first + 1,
      isAdv: items[first]?.priorityListing,
      isSuperPrice: hit.listing.price <= Math.min(...prices),
    });

    const chart = await t.get<LiveChart>('/api/livechart', { token: user.token });
    expect(chart.body.data).toMatchObject({
      itemNumber: Number(hit.listing.itemId),
      keywords: keyword,
      destinationSite: 77,
      points: [update.body.data],
    });
  });

  it('answers place 0 for an item not among the first 200', async () => {
    const user = await platinum();
    const { keyword } = await keywordWithItem('s', 1);
    await t.post(
      '/api/livechart',
      { itemNumber: 1, mainKeywords: keyword, eBaySite: 77 },
      { token: user.token },
    );
    const update = await t.get<LivePoint>(updateUrl(keyword, 1), { token: user.token });
    expect(update.body.data).toMatchObject({ position: 0, isAdv: false, isSuperPrice: false });
  });

  it('searches at most once per 15 s per user: a faster update answers the latest point', async () => {
    const user = await platinum();
    const { keyword, hit } = await keywordWithItem('m', 3);
    const itemNumber = Number(hit.listing.itemId);
    await t.post(
      '/api/livechart',
      { itemNumber, mainKeywords: keyword, eBaySite: 77 },
      { token: user.token },
    );
    t.ebaySandbox.resetStats();

    const first = await t.get<LivePoint>(updateUrl(keyword, itemNumber), { token: user.token });
    t.clock.advance(liveSearchMinGapMs - 1_000);
    const fast = await t.get<LivePoint>(updateUrl(keyword, itemNumber), { token: user.token });
    expect(fast.status).toBe(200);
    expect(fast.body.data).toEqual(first.body.data);
    expect(searchesFor(keyword)).toBe(1);

    t.clock.advance(1_000);
    const next = await t.get<LivePoint>(updateUrl(keyword, itemNumber), { token: user.token });
    expect(next.body.data.timestamp).not.toBe(first.body.data.timestamp);
    expect(searchesFor(keyword)).toBe(2);
    const chart = await t.get<LiveChart>('/api/livechart', { token: user.token });
    expect(chart.body.data.points).toHaveLength(2);

    // A new setup clears the points, but does not open a way around the gap.
    await t.post('/api/livechart', { itemNumber, mainKeywords: keyword, eBaySite: 0 }, { token: user.token });
    expect((await t.get<LiveChart>('/api/livechart', { token: user.token })).body.data.points).toEqual([]);
    const tooSoon = await t.get(updateUrl(keyword, itemNumber, 0), { token: user.token });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toBe('tooManyLiveSearches');
    expect(searchesFor(keyword)).toBe(2);
    t.clock.advance(liveSearchMinGapMs);
    expect((await t.get(updateUrl(keyword, itemNumber, 0), { token: user.token })).status).toBe(200);
    expect(searchesFor(keyword)).toBe(3);
  });

  it("keeps each user's chart to its owner and refuses updates for another setup", async () => {
    const owner = await platinum();
    const other = await t.signedInUser({ grantedRoles: ['Livegraph'] });
    const { keyword, hit } = await keywordWithItem('l', 2);
    const itemNumber = Number(hit.listing.itemId);
    await t.post(
      '/api/livechart',
      { itemNumber, mainKeywords: keyword, eBaySite: 77 },
      { token: owner.token },
    );
    await t.get(updateUrl(keyword, itemNumber), { token: owner.token });

    expect((await t.get<LiveChart | null>('/api/livechart', { token: other.token })).body.data).toBeNull();
    const foreign = await t.get(updateUrl(keyword, itemNumber), { token: other.token });
    expect(foreign.status).toBe(404);
    const otherItem = await t.get(updateUrl(keyword, itemNumber + 1), { token: owner.token });
    expect(otherItem.status).toBe(404);
    expect((await t.get<LiveChart>('/api/livechart', { token: owner.token })).body.data.points).toHaveLength(
      1,
    );
  });

  it('requires item number and keyword, and a German or international site', async () => {
    const user = await platinum();
    for (const body of [
      { itemNumber: 123, mainKeywords: '  ', eBaySite: 77 },
      { mainKeywords: 'lampe', eBaySite: 77 },
      { itemNumber: 123, mainKeywords: 'lampe', eBaySite: 3 },
    ]) {
      const answer = await t.post('/api/livechart', body, { token: user.token });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('is refused to Gold users (live chart: Administrator, BGTest, Livegraph, Platinum)', async () => {
    const gold = await t.signedInUser({ grantedRoles: ['EbayRankingGold'] });
    expect((await t.get('/api/livechart', { token: gold.token })).status).toBe(403);
  });
});
