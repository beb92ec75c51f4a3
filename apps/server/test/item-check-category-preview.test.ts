import type { CategoryChangePreview } from '@baylytics/contract/listing-item-apply';
import type { Listing } from '@baylytics/sandbox/marketplace/model';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const today = () => t.clock.now().toISOString().slice(0, 10);

/** The first `count` German listings of different sellers, each with another category whose aspects differ. */
function listingsWithOtherCategory(count: number) {
  const market = t.ebaySandbox.market;
  const categories: string[] = [];
  const found: { sellerName: string; listing: Listing; target: string }[] = [];
  for (const seller of market.sellers()) {
    if (found.length === count) break;
    const listing = market
      .listingIdsOfSeller(seller.username, today())
      .slice(0, 20)
      .map((id) => market.listing(id, today()))
      .find((l): l is Listing => l?.siteId === 77 && l.variations.length === 0);
    if (!listing) continue;
    if (!categories.includes(listing.categoryId)) categories.push(listing.categoryId);
    const own = new Set(listing.itemSpecifics.map((s) => s.name.toLowerCase()));
    const target = categories.find((categoryId) => {
      const aspects = market.aspects(77, categoryId);
      const names = new Set(aspects.map((a) => a.name.toLowerCase()));
      return (
        listing.itemSpecifics.some((s) => !names.has(s.name.toLowerCase())) &&
        aspects.some((a) => a.required && !own.has(a.name.toLowerCase()))
      );
    });
    if (target) found.push({ sellerName: seller.username, listing, target });
  }
  return found;
}

const previewUrl = (itemNumber: string, categoryId: string) =>
  `/api/itemchecking/${itemNumber}/category-preview?categoryId=${categoryId}`;

describe('the item check before a category change', { timeout: 60_000 }, () => {
  it("names the listing's specifics the new category does not know and the required ones it lacks", async () => {
    const [chosen] = listingsWithOtherCategory(1);
    if (!chosen) throw new Error('the stand-in has no such listing');
    const { sellerName, listing, target } = chosen;
    const user = await t.signedInUser({ plan: 'Bronze' });
    await t.connectEbaySeller(user.token, sellerName);

    const answer = await t.get<CategoryChangePreview>(previewUrl(listing.itemId, target), {
      token: user.token,
    });
    expect(answer.status).toBe(200);
    const aspects = t.ebaySandbox.market.aspects(77, target);
    const names = new Set(aspects.map((a) => a.name.toLowerCase()));
    const own = new Set(listing.itemSpecifics.map((s) => s.name.toLowerCase()));
    expect(answer.body.data).toEqual({
      unknown: listing.itemSpecifics.filter((s) => !names.has(s.name.toLowerCase())).map((s) => s.name),
      missing: aspects.filter((a) => a.required && !own.has(a.name.toLowerCase())).map((a) => a.name),
    });
    expect(answer.body.data.unknown.length).toBeGreaterThan(0);
    expect(answer.body.data.missing.length).toBeGreaterThan(0);

    // The listing's own category knows all its aspects; nothing is lost by staying.
    const same = await t.get<CategoryChangePreview>(previewUrl(listing.itemId, listing.categoryId), {
      token: user.token,
    });
    const ownAspects = new Set(t.ebaySandbox.market.aspects(77, listing.categoryId).map((a) => a.name));
    expect(same.body.data.unknown.every((name) => !ownAspects.has(name))).toBe(true);
  });

  it("answers 404 for another seller's listing, and 400 for a malformed category", async () => {
    const [mine, theirs] = listingsWithOtherCategory(2);
    if (!mine || !theirs || mine.sellerName === theirs.sellerName) throw new Error('no two sellers');
    const user = await t.signedInUser({ plan: 'Bronze' });
    await t.connectEbaySeller(user.token, mine.sellerName);
    const refused = await t.get(previewUrl(theirs.listing.itemId, theirs.target), { token: user.token });
    expect(refused.status).toBe(404);
    const malformed = await t.get(previewUrl(mine.listing.itemId, 'abc'), { token: user.token });
    expect(malformed.status).toBe(400);
  });
});
