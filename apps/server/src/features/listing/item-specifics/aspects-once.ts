import type { ListingEbay } from '../item-check/own-listing.ts';

/**
 * The eBay client for one sync, asking Taxonomy getItemAspectsForCategory once per site and category: every listing
 * of a category has the same aspects, and eBay counts each call against the application's daily quota. A sync is
 * short and reads one version of the site's tree (the client keeps the tree id), so the answer lives only as long as
 * the sync; the next sync asks again and sees a new tree version. A failed call is not kept, so the next listing
 * asks again.
 */
export function aspectsOncePerCategory(ebay: ListingEbay): ListingEbay {
  const asked = new Map<string, ReturnType<ListingEbay['itemAspects']>>();
  return {
    seller: (tokenId) => ebay.seller(tokenId),
    itemAspects(siteId, categoryId) {
      const key = `${siteId}:${categoryId}`;
      let aspects = asked.get(key);
      if (!aspects) {
        aspects = ebay.itemAspects(siteId, categoryId);
        aspects.catch(() => asked.delete(key));
        asked.set(key, aspects);
      }
      return aspects;
    },
  };
}
