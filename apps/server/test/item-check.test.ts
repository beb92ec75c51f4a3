import type { ItemCheckResult } from '@baylytics/contract/listing-item-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const today = () => t.clock.now().toISOString().slice(0, 10);

/**
 * Two different stand-in sellers with German listings, the first with a listing that has variations; each test
 * takes its own first seller (`index`), since a seller can be connected to one customer only.
 */
function twoSellers(index: number) {
  const market = t.ebaySandbox.market;
  const found = market.sellers().flatMap((seller) => {
    const listings = market
      .listingIdsOfSeller(seller.username, today())
      .map((id) => market.listing(id, today()))
      .filter((l) => l?.siteId === 77);
    const listing = listings.find((l) => (l?.variations.length ?? 0) > 1) ?? listings[0];
    return listing ? [{ seller, listing }] : [];
  });
  const withVariations = found.filter((f) => f.listing.variations.length > 1);
  const [own, other] = [withVariations[index], found.at(-1)];
  if (!own || !other || own.seller.username === other.seller.username)
    throw new Error('the stand-in has no two sellers with German listings');
  return { own, other };
}

const checkUrl = (itemNumber: string, keyword: string) =>
  `/api/itemchecking/${itemNumber}?${new URLSearchParams({ keyword })}`;

describe('item check', () => {
  it("checks the caller's own listing with flags from the listing and its category's aspects", async () => {
    const { own } = twoSellers(0);
    const user = await t.signedInUser({ plan: 'Bronze' });
    await t.connectEbaySeller(user.token, own.seller.username);
    const keyword = own.listing.title.split(/\s+/).slice(0, 2).join(' ');

    const answer = await t.get<ItemCheckResult>(checkUrl(own.listing.itemId, keyword), { token: user.token });
    expect(answer.status).toBe(200);
    const result = answer.body.data;
    expect(result.itemNumber).toBe(own.listing.itemId);
    const title = result.item.find((e) => e.description === 'title');
    expect(title?.value).toBe(own.listing.title);
    expect(title?.flag).toBe(own.listing.title.length >= 74 ? 1 : 2);
    expect(result.item.find((e) => e.description === 'keywordInTitle')?.flag).toBe(1);
    expect(result.item.find((e) => e.description === 'pictureUrl')?.value).toBe(
      String(own.listing.pictureUrls.length),
    );

    const aspects = t.ebaySandbox.market.aspects(77, own.listing.categoryId);
    expect(result.itemCharacteristics.map((c) => c.name)).toEqual(aspects.map((a) => a.name));
    for (const characteristic of result.itemCharacteristics) {
      const listed = own.listing.itemSpecifics.find((s) => s.name === characteristic.name);
      expect(characteristic.value).toEqual(listed?.values ?? []);
    }
    expect(result.itemVariants.variants).toHaveLength(own.listing.variations.length);
    expect(result.mobileDescription.flag).toBe(own.listing.hasMobileDescription ? 1 : 3);
    expect(result.description).toBe(own.listing.descriptionHtml);
    expect(result.sellerDetails).toMatchObject({
      hasToken: true,
      sellerName: own.seller.username,
      feedbackRatingStar: own.seller.starColor,
      feedbackScore: own.seller.feedbackScore,
    });
    expect(result.shipping.find((e) => e.description === 'shippingCost')?.value).toBe(
      String(own.listing.shippingCost),
    );
  });

  it("answers 404 for another seller's listing and for an unknown item, as for any foreign data", async () => {
    const { own, other } = twoSellers(1);
    const user = await t.signedInUser({ plan: 'Bronze' });
    await t.connectEbaySeller(user.token, own.seller.username);
    const foreign = await t.get(checkUrl(other.listing.itemId, 'jacke'), { token: user.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ message: 'notFound' });
    const unknown = await t.get(checkUrl('999999999999', 'jacke'), { token: user.token });
    expect(unknown.status).toBe(404);
  });

  it('asks for a connected eBay account when the user has none', async () => {
    const { own } = twoSellers(2);
    const user = await t.signedInUser({ plan: 'Bronze' });
    const answer = await t.get(checkUrl(own.listing.itemId, 'jacke'), { token: user.token });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ message: 'ebayAccountNotConnected' });
  });

  it('refuses a missing keyword and a malformed item number without calling eBay', async () => {
    const user = await t.signedInUser({ plan: 'Bronze' });
    t.ebaySandbox.resetStats();
    const noKeyword = await t.get('/api/itemchecking/123456789012', { token: user.token });
    expect(noKeyword.status).toBe(400);
    expect(noKeyword.body).toMatchObject({ message: 'validationFailed' });
    const badNumber = await t.get(checkUrl('12ab', 'jacke'), { token: user.token });
    expect(badNumber.status).toBe(400);
    expect(t.ebaySandbox.stats().calls.trading ?? 0).toBe(0);
  });

  it('is for Bronze and above: a signed-in user without a plan and a visitor are refused', async () => {
    const user = await t.signedInUser();
    expect((await t.get(checkUrl('123456789012', 'jacke'), { token: user.token })).status).toBe(403);
    expect((await t.get(checkUrl('123456789012', 'jacke'))).status).toBe(401);
    const admin = await t.signedInUser({ grantedRoles: ['Administrator'] });
    const asAdmin = await t.get(checkUrl('123456789012', 'jacke'), { token: admin.token });
    expect(asAdmin.status).toBe(404);
  });
});
