import type { ListingType, OrganicItem, OrganicResult } from '@baylytics/contract/search-organic';
import type { SearchItem, SearchPage } from '../../../integrations/ebay/ebay-types.ts';
import { itemNumberOf } from '../../crawler/public.ts';

const eBayPlusProgram = 'EBAY_PLUS';

/** The Browse API's buying options in the listing-type names sellers know from eBay's search. */
export function listingTypeOf(buyingOptions: readonly string[]): ListingType {
  const isAuction = buyingOptions.includes('AUCTION');
  if (isAuction && buyingOptions.includes('FIXED_PRICE')) return 'AuctionWithBIN';
  return isAuction ? 'Auction' : 'FixedPrice';
}

function toOrganicItem(hit: SearchItem, position: number, itemNumber: number): OrganicItem {
  const number = itemNumberOf(hit);
  return {
    position,
    itemNumber: number === null ? hit.itemId : String(number),
    itemUrl: hit.itemWebUrl,
    title: hit.title,
    imagePath: hit.imageUrl,
    listingType: listingTypeOf(hit.buyingOptions),
    variant: hit.itemGroupType !== null,
    eBayPlus: hit.qualifiedPrograms.includes(eBayPlusProgram),
    qualifiedPrograms: hit.qualifiedPrograms,
    currency: hit.price?.currency ?? null,
    convertedCurrentPrice: hit.price?.value ?? null,
    sellerName: hit.sellerUsername,
    feedbackScore: hit.sellerFeedbackScore,
    positiveFeedbackPercent: hit.sellerFeedbackPercentage,
    topRatedSeller: hit.isTopRatedBuyingExperience,
    priorityListing: hit.isPriorityListing,
    sameItemNumber: number === itemNumber,
  };
}

/**
 * One live search as the organic-search screen shows it: every result in eBay's order (sponsored slots
 * count as places, as the crawler counts them) and the first place of the item asked about.
 */
export function toOrganicResult(page: SearchPage, itemNumber: number, depth: number): OrganicResult {
  const items = page.items.slice(0, depth).map((hit, index) => toOrganicItem(hit, index + 1, itemNumber));
  return {
    total: page.total,
    position: items.find((item) => item.sameItemNumber)?.position ?? 0,
    items,
  };
}
