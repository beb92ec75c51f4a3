import type { Listing, Marketplace, NameValues, SiteInfo, Variation } from '../marketplace/model.ts';

/** eBay's RESTful item id: `v1|<item number>|<variation id or 0>`; callers treat it as opaque. */
export function restItemId(itemId: string, variationId = '0'): string {
  return `v1|${itemId}|${variationId}`;
}

export function parseRestItemId(value: string): { itemId: string; variationId: string } | undefined {
  const match = /^v1\|(\d+)\|([\w-]+)$/.exec(value);
  return match?.[1] && match[2] ? { itemId: match[1], variationId: match[2] } : undefined;
}

const money = (value: number, currency: string) => ({ value: value.toFixed(2), currency });

const countries: Record<SiteInfo['marketplaceId'], string> = { EBAY_DE: 'DE', EBAY_US: 'US', EBAY_GB: 'GB' };

export interface ResourceContext {
  market: Marketplace;
  /** Base of this stand-in's own links (hrefs, pictures). */
  baseUrl: string;
}

function sellerOf(context: ResourceContext, listing: Listing) {
  const seller = context.market.seller(listing.sellerUsername);
  return {
    username: listing.sellerUsername,
    feedbackPercentage: (seller?.feedbackPercentage ?? 100).toFixed(1),
    feedbackScore: seller?.feedbackScore ?? 0,
    // The market has no private sellers; eBay DE shows every commercial seller as BUSINESS.
    sellerAccountType: 'BUSINESS',
  };
}

/** Leaf first, then its ancestors up to level 1, as eBay lists an item's categories. */
function categoryIds(context: ResourceContext, listing: Listing): string[] {
  const ids: string[] = [];
  for (
    let node = context.market.category(listing.siteId, listing.categoryId);
    node && node.level >= 1;
    node = node.parentId ? context.market.category(listing.siteId, node.parentId) : undefined
  ) {
    ids.push(node.categoryId);
  }
  return ids.length ? ids : [listing.categoryId];
}

function image(context: ResourceContext, url: string | undefined) {
  return { imageUrl: url ? `${context.baseUrl}${url}` : `${context.baseUrl}/pictures/0/1.svg` };
}

const buyingOptions = (listing: Listing) =>
  listing.listingType === 'Chinese' ? ['AUCTION'] : ['FIXED_PRICE'];

function itemWebUrl(context: ResourceContext, listing: Listing): string {
  return `https://www.${context.market.site(listing.siteId).host}/itm/${listing.itemId}`;
}

const itemHref = (context: ResourceContext, id: string) =>
  `${context.baseUrl}/buy/browse/v1/item/${encodeURIComponent(id)}`;

const groupHref = (context: ResourceContext, itemId: string) =>
  `${context.baseUrl}/buy/browse/v1/item/get_items_by_item_group?item_group_id=${itemId}`;

function shippingOptions(listing: Listing) {
  return [
    {
      shippingCostType: 'FIXED',
      shippingCost: money(listing.shippingCost, listing.currency),
    },
  ];
}

/** A search hit as `item_summary/search` returns it (ItemSummary). */
export function itemSummary(context: ResourceContext, listing: Listing, priorityListing: boolean) {
  const site = context.market.site(listing.siteId);
  const isAuction = listing.listingType === 'Chinese';
  return {
    itemId: restItemId(listing.itemId),
    title: listing.title,
    ...(listing.itemGroup
      ? { itemGroupHref: groupHref(context, listing.itemId), itemGroupType: 'SELLER_DEFINED_VARIATIONS' }
      : {}),
    categories: categoryIds(context, listing).map((categoryId) => ({ categoryId })),
    image: image(context, listing.pictureUrls[0]),
    price: money(listing.price, listing.currency),
    ...(isAuction
      ? { currentBidPrice: money(listing.price, listing.currency), itemEndDate: listing.endTime }
      : {}),
    itemHref: itemHref(context, restItemId(listing.itemId)),
    seller: sellerOf(context, listing),
    condition: listing.condition,
    conditionId: listing.conditionId,
    thumbnailImages: [image(context, listing.pictureUrls[0])],
    shippingOptions: shippingOptions(listing),
    buyingOptions: buyingOptions(listing),
    itemWebUrl: itemWebUrl(context, listing),
    itemLocation: { country: countries[site.marketplaceId] },
    adultOnly: false,
    legacyItemId: listing.itemId,
    availableCoupons: false,
    topRatedBuyingExperience: listing.topRatedListing,
    priorityListing,
    ...(listing.eBayPlus ? { qualifiedPrograms: ['EBAY_PLUS'] } : {}),
  };
}

const localizedAspects = (specifics: NameValues[]) =>
  specifics.map((aspect) => ({ type: 'STRING', name: aspect.name, value: aspect.values.join(', ') }));

function aspectValue(specifics: NameValues[], names: string[]): string | undefined {
  return specifics.find((aspect) => names.includes(aspect.name.toLowerCase()))?.values[0];
}

/**
 * The product's reviews as eBay's Item carries them (ReviewRating): the average as a string with one
 * decimal, the count, and one histogram entry per star rating, five stars first. Left out for a listing
 * whose product has no reviews, as eBay leaves it out.
 */
export function reviewRating(listing: Listing) {
  const reviews = listing.productReviews;
  if (!reviews) return {};
  return {
    primaryProductReviewRating: {
      averageRating: reviews.averageRating.toFixed(1),
      reviewCount: reviews.reviewCount,
      ratingHistograms: [5, 4, 3, 2, 1].map((stars) => ({
        rating: String(stars),
        count: reviews.histogram[stars - 1] ?? 0,
      })),
    },
  };
}

/**
 * One item as `GET item/?item_ids=` returns it (CoreItem). eBay documents that this call answers only
 * eligibleForInlineCheckout, estimatedAvailabilities, itemAffiliateWebUrl, itemId, itemWebUrl, legacyItemId,
 * price, sellerItemRevision, taxes and topRatedBuyingExperience, so the stand-in answers just those (no
 * affiliate link: that needs the partner header; no taxes: the market has none to tell).
 */
export function coreItem(context: ResourceContext, listing: Listing, variation?: Variation) {
  const quantity = variation?.quantity ?? listing.quantity;
  return {
    itemId: restItemId(listing.itemId, variation?.variationId),
    legacyItemId: listing.itemId,
    price: money(variation?.price ?? listing.price, listing.currency),
    itemWebUrl: itemWebUrl(context, listing),
    estimatedAvailabilities: [
      {
        deliveryOptions: ['SHIP_TO_HOME'],
        estimatedAvailabilityStatus: quantity > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
        estimatedAvailableQuantity: quantity,
        estimatedSoldQuantity: variation?.quantitySold ?? listing.quantitySold,
      },
    ],
    topRatedBuyingExperience: listing.topRatedListing,
    eligibleForInlineCheckout: false,
  };
}

/** One item as `item/{item_id}` returns it (Item); a variation when `variation` is given. */
export function itemResource(context: ResourceContext, listing: Listing, variation?: Variation) {
  const site = context.market.site(listing.siteId);
  const isAuction = listing.listingType === 'Chinese';
  const price = variation?.price ?? listing.price;
  const quantity = variation?.quantity ?? listing.quantity;
  const quantitySold = variation?.quantitySold ?? listing.quantitySold;
  const specifics = variation ? [...listing.itemSpecifics, ...variation.specifics] : listing.itemSpecifics;
  const brand = aspectValue(specifics, ['marke', 'brand']);
  const color = aspectValue(specifics, ['farbe', 'colour', 'color']);
  const [firstPicture, ...morePictures] = listing.pictureUrls;
  return {
    itemId: restItemId(listing.itemId, variation?.variationId),
    title: listing.title,
    ...(listing.subtitle ? { subtitle: listing.subtitle } : {}),
    price: money(price, listing.currency),
    ...(isAuction
      ? { currentBidPrice: money(price, listing.currency), bidCount: 0, itemEndDate: listing.endTime }
      : {}),
    categoryPath: listing.categoryPath.join('|'),
    categoryId: listing.categoryId,
    condition: listing.condition,
    conditionId: listing.conditionId,
    itemLocation: { country: countries[site.marketplaceId] },
    image: image(context, firstPicture),
    additionalImages: morePictures.map((url) => image(context, url)),
    ...(brand ? { brand } : {}),
    ...(color ? { color } : {}),
    ...(listing.ean ? { gtin: listing.ean } : {}),
    seller: sellerOf(context, listing),
    estimatedAvailabilities: [
      {
        deliveryOptions: ['SHIP_TO_HOME'],
        estimatedAvailabilityStatus: quantity > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
        estimatedAvailableQuantity: quantity,
        estimatedSoldQuantity: quantitySold,
      },
    ],
    shippingOptions: shippingOptions(listing),
    buyingOptions: buyingOptions(listing),
    itemWebUrl: itemWebUrl(context, listing),
    description: listing.descriptionHtml,
    localizedAspects: localizedAspects(specifics),
    ...(listing.itemGroup
      ? {
          primaryItemGroup: {
            itemGroupId: listing.itemId,
            itemGroupType: 'SELLER_DEFINED_VARIATIONS',
            itemGroupHref: groupHref(context, listing.itemId),
            itemGroupTitle: listing.title,
            itemGroupImage: image(context, firstPicture),
          },
        }
      : {}),
    topRatedBuyingExperience: listing.topRatedListing,
    priorityListing: listing.promoted !== null,
    ...(listing.eBayPlus ? { qualifiedPrograms: ['EBAY_PLUS'] } : {}),
    ...reviewRating(listing),
    adultOnly: false,
    legacyItemId: listing.itemId,
    enabledForGuestCheckout: true,
    eligibleForInlineCheckout: false,
  };
}
