import type { Listing, Marketplace } from '../marketplace/model.ts';
import { runsOn } from './marketing-ad-book.ts';
import type { MarketingStore } from './marketing-store.ts';

/** What eBay's Recommendation API says of one listing: promote it or not, and the ad rates to bid. */
export interface AdRecommendation {
  promoteWithAd: 'RECOMMENDED' | 'UNDETERMINED';
  /** ITEM (this listing) and TRENDING (its category's average), each in percent with one decimal. */
  bidPercentages: { basis: 'ITEM' | 'TRENDING'; value: string }[];
}

/** A category is competitive when at least this share of its listings is promoted (and at least a few). */
const competitiveShare = 0.15;
const minPromoted = 3;
/** eBay's bounds of an ad rate (cost per sale). */
const minRate = 2;
const maxRate = 100;
const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The stand-in's Recommendation API, read from the synthetic market: the promoted share and ad rates of the
 * listing's category that day (`categoryAdvertising`). A listing in one of its seller's
 * running campaigns gets no recommendation (eBay leaves `marketing` out then). Promotion is RECOMMENDED for a
 * listing not yet promoted in a competitive category; TRENDING is the category's average ad rate of promoted
 * listings (else its level-1 category's); ITEM is that rate scaled by the listing's price against the
 * category's median price: a cheaper item needs a higher rate to earn the same sponsored place.
 */
export function createListingRecommendations(market: Marketplace, store: MarketingStore) {
  /** The seller's listings in a campaign that runs today with an active ad. */
  function advertisedOn(seller: string, day: string): Set<string> {
    const ids = new Set<string>();
    for (const campaign of store.campaignsOf(seller)) {
      if (!runsOn(campaign, day)) continue;
      for (const ad of store.ads(campaign.campaignId)) if (ad.adStatus === 'ACTIVE') ids.add(ad.listingId);
    }
    return ids;
  }

  function recommend(listing: Listing, day: string): AdRecommendation {
    const { leaf, root } = market.categoryAdvertising(listing.siteId, listing.categoryId, day);
    const trending = leaf.averageBidPercentage ?? root.averageBidPercentage;
    const median = (leaf.listings > 1 ? leaf.medianPrice : root.medianPrice) ?? listing.price;
    const bidPercentages: AdRecommendation['bidPercentages'] = [];
    if (trending !== null) {
      const scale = Math.min(1.5, Math.max(0.75, Math.sqrt(median / Math.max(listing.price, 0.01))));
      const item = Math.min(maxRate, Math.max(minRate, trending * scale));
      bidPercentages.push({ basis: 'ITEM', value: round(item).toFixed(1) });
      bidPercentages.push({ basis: 'TRENDING', value: round(Math.max(minRate, trending)).toFixed(1) });
    }
    const isCompetitive = leaf.promoted >= minPromoted && leaf.promoted / leaf.listings >= competitiveShare;
    return {
      promoteWithAd: isCompetitive && !listing.promoted ? 'RECOMMENDED' : 'UNDETERMINED',
      bidPercentages,
    };
  }

  return {
    /**
     * Recommendations for the seller's listings: each asked id in order (all live listings when none are
     * asked); `undefined` for an id that is no live listing of the seller or is already advertised.
     */
    find(seller: string, listingIds: readonly string[] | undefined, day: string) {
      const advertised = advertisedOn(seller, day);
      const ids = listingIds ?? market.listingIdsOfSeller(seller, day);
      return ids.map((listingId) => {
        const listing = market.listing(listingId, day);
        const isOwn = listing !== undefined && listing.sellerUsername.toLowerCase() === seller.toLowerCase();
        if (!isOwn || advertised.has(listingId)) return { listingId, ad: undefined };
        return { listingId, ad: recommend(listing, day) };
      });
    },
  };
}

export type ListingRecommendations = ReturnType<typeof createListingRecommendations>;
