import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ebayTokens } from '../src/db/schema/marketplace.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const today = () => t.clock.now().toISOString().slice(0, 10);

/** A stand-in seller with a German listing that has variations, connected to a new user. */
async function sellerWithVariations() {
  const market = t.ebaySandbox.market;
  for (const seller of market.sellers()) {
    const listing = market
      .listingIdsOfSeller(seller.username, today())
      .map((id) => market.listing(id, today()))
      .find((l) => l?.siteId === 77 && l.variations.length > 1);
    if (!listing) continue;
    const user = await t.signedInUser({ plan: 'Gold' });
    await t.connectEbaySeller(user.token, seller.username);
    const [row] = await t.db.select().from(ebayTokens).where(eq(ebayTokens.userId, user.id));
    if (!row) throw new Error('the connection stored no token');
    return { seller, listing, tokenId: row.id };
  }
  throw new Error('no seller with a German listing with variations');
}

describe('Trading GetItem for the item check', () => {
  it("reads the seller's feedback, shipping, returns, best offer and the variation pictures", async () => {
    const { seller, listing, tokenId } = await sellerWithVariations();
    const item = await t.ebay.client.seller(tokenId).getItem(listing.itemId);

    expect(item.seller).toEqual({
      username: seller.username,
      feedbackScore: seller.feedbackScore,
      positiveFeedbackPercent: seller.feedbackPercentage,
      feedbackRatingStar: seller.starColor,
      isTopRatedSeller: seller.topRated,
    });
    expect(item.isTopRatedListing).toBe(listing.topRatedListing);
    expect(item.shipping.shipToLocations.length).toBeGreaterThan(0);
    expect(item.shipping.shippingType).toBe('Flat');
    expect(item.shipping.services[0]).toMatchObject({
      cost: listing.shippingCost,
      currency: listing.currency,
    });
    expect(item.shipping.handlingDays).toBeGreaterThanOrEqual(0);
    expect(item.returns).not.toBeNull();
    if (item.returns?.isAccepted) expect([14, 30, 60]).toContain(item.returns.withinDays);
    expect(item.paymentMethods.length).toBeGreaterThan(0);
    expect(item.variations.length).toBe(listing.variations.length);

    const name = listing.variations[0]?.specifics[0]?.name;
    expect(item.variationPictures?.specificName).toBe(name);
    const values = new Set(
      listing.variations.flatMap((v) => v.specifics.find((s) => s.name === name)?.values ?? []),
    );
    for (const set of item.variationPictures?.sets ?? []) {
      expect(values.has(set.value)).toBe(true);
      expect(set.pictureUrls[0]).toMatch(/\/pictures\/\d+\/\d+\.svg$/);
    }
    // The same listing always answers the same terms.
    const again = await t.ebay.client.seller(tokenId).getItem(listing.itemId);
    expect(again.shipping).toEqual(item.shipping);
    expect(again.returns).toEqual(item.returns);
  });
});
