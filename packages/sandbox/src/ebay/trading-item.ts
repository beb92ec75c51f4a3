import type { Listing, Marketplace, NameValues, SiteId, SiteInfo } from '../marketplace/model.ts';
import { sellingTerms, variationPictures } from './trading-selling-terms.ts';
import type { XmlNode } from './trading-xml.ts';

/** Trading's SiteCodeType names for the market's sites. */
const siteCodes: Record<SiteInfo['marketplaceId'], string> = {
  EBAY_DE: 'Germany',
  EBAY_US: 'US',
  EBAY_GB: 'UK',
};
const countries: Record<SiteInfo['marketplaceId'], string> = { EBAY_DE: 'DE', EBAY_US: 'US', EBAY_GB: 'GB' };

const amount = (value: number, currency: string) => ({ '#text': value.toFixed(2), '@_currencyID': currency });

const nameValueList = (specifics: NameValues[]) =>
  specifics.map((aspect) => ({ Name: aspect.name, Value: aspect.values }));

export interface ItemDetail {
  /** Item specifics and variations (GetItem's IncludeItemSpecifics, GetSellerList's Fine granularity). */
  hasSpecifics: boolean;
  hasVariations: boolean;
  /** The HTML description (DetailLevel ReturnAll). */
  hasDescription: boolean;
  /** The parts compatibility list (GetItem's IncludeItemCompatibilityList). */
  hasCompatibility?: boolean;
}

function variationsNode(listing: Listing, baseUrl: string): XmlNode {
  const names = new Map<string, Set<string>>();
  for (const variation of listing.variations) {
    for (const aspect of variation.specifics) {
      const values = names.get(aspect.name) ?? new Set<string>();
      for (const value of aspect.values) values.add(value);
      names.set(aspect.name, values);
    }
  }
  const pictures = variationPictures(listing, baseUrl);
  return {
    Variation: listing.variations.map((variation) => ({
      ...(variation.sku ? { SKU: variation.sku } : {}),
      StartPrice: amount(variation.price, listing.currency),
      // Trading's Quantity is what was listed: still available plus already sold.
      Quantity: String(variation.quantity + variation.quantitySold),
      VariationSpecifics: { NameValueList: nameValueList(variation.specifics) },
      SellingStatus: { QuantitySold: String(variation.quantitySold) },
    })),
    VariationSpecificsSet: {
      NameValueList: [...names].map(([name, values]) => ({ Name: name, Value: [...values] })),
    },
    ...(pictures ? { Pictures: pictures } : {}),
  };
}

/** A listing as Trading's ItemType, in the element order eBay's schema gives. */
export function tradingItem(
  market: Marketplace,
  baseUrl: string,
  listing: Listing,
  detail: ItemDetail,
): XmlNode {
  const site = market.site(listing.siteId);
  const seller = market.seller(listing.sellerUsername);
  const pictures = listing.pictureUrls.map((url) => `${baseUrl}${url}`);
  const terms = sellingTerms(listing, site, countries[site.marketplaceId]);
  const item: XmlNode = {
    ...terms.item,
    Country: countries[site.marketplaceId],
    Currency: listing.currency,
    ...(detail.hasDescription ? { Description: listing.descriptionHtml } : {}),
    ItemID: listing.itemId,
    ListingDetails: {
      StartTime: listing.startTime,
      EndTime: listing.endTime,
      ViewItemURL: `https://www.${site.host}/itm/${listing.itemId}`,
    },
    ListingDuration: listing.listingType === 'Chinese' ? 'Days_7' : 'GTC',
    ListingType: listing.listingType,
    PrimaryCategory: { CategoryID: listing.categoryId, CategoryName: listing.categoryPath.join(':') },
    ...(listing.secondaryCategoryId
      ? {
          SecondaryCategory: {
            CategoryID: listing.secondaryCategoryId,
            CategoryName: categoryPathOf(market, listing.siteId, listing.secondaryCategoryId),
          },
        }
      : {}),
    Quantity: String(listing.quantity + listing.quantitySold),
    Seller: {
      UserID: listing.sellerUsername,
      FeedbackScore: String(seller?.feedbackScore ?? 0),
      PositiveFeedbackPercent: (seller?.feedbackPercentage ?? 100).toFixed(1),
      FeedbackRatingStar: seller?.starColor ?? 'None',
      TopRatedSeller: String(seller?.topRated ?? false),
    },
    SellingStatus: {
      CurrentPrice: amount(listing.price, listing.currency),
      QuantitySold: String(listing.quantitySold),
      ListingStatus: 'Active',
    },
    ShippingDetails: {
      ...terms.shipping,
      ShippingServiceOptions: {
        ShippingServiceCost: amount(listing.shippingCost, listing.currency),
        ShippingServicePriority: '1',
      },
    },
    Site: siteCodes[site.marketplaceId],
    StartPrice: amount(listing.price, listing.currency),
    Title: listing.title,
    ...(listing.subtitle ? { SubTitle: listing.subtitle } : {}),
    ...(listing.sku ? { SKU: listing.sku } : {}),
    PictureDetails: { GalleryURL: pictures[0] ?? '', PictureURL: pictures },
    ...(listing.ean ? { ProductListingDetails: { EAN: listing.ean } } : {}),
    ConditionID: listing.conditionId,
    ConditionDisplayName: listing.condition,
    TopRatedListing: String(listing.topRatedListing),
  };
  if (detail.hasSpecifics && listing.itemSpecifics.length > 0) {
    item.ItemSpecifics = { NameValueList: nameValueList(listing.itemSpecifics) };
  }
  if (detail.hasCompatibility && listing.compatibility && listing.compatibility.length > 0) {
    item.ItemCompatibilityList = {
      Compatibility: listing.compatibility.map((row) => ({
        NameValueList: row.nameValues.map((pair) => ({ Name: pair.name, Value: pair.value })),
        ...(row.notes ? { CompatibilityNotes: row.notes } : {}),
      })),
    };
  }
  if (detail.hasVariations && listing.variations.length > 0)
    item.Variations = variationsNode(listing, baseUrl);
  return item;
}

/** A category's names from level 1 down, joined by ':' as Trading's CategoryName is. */
function categoryPathOf(market: Marketplace, siteId: SiteId, categoryId: string): string {
  const names: string[] = [];
  let node = market.category(siteId, categoryId);
  while (node && node.level > 0) {
    names.unshift(node.name);
    node = node.parentId === undefined ? undefined : market.category(siteId, node.parentId);
  }
  return names.join(':');
}
