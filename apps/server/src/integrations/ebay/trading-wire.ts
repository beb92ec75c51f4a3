import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
import type { EbayErrorEntry } from './ebay-error.ts';
import type {
  CompatibilityRow,
  NameValues,
  TradingItem,
  TradingReturns,
  TradingSeller,
  TradingShipping,
  TradingVariation,
  TradingVariationPictures,
} from './ebay-types.ts';
import { siteIdOfTradingName } from './sites.ts';

// Trading API answers (XML) as far as we read them. Elements that may repeat are always read as lists.

const repeated = new Set([
  'Errors',
  'Item',
  'PictureURL',
  'NameValueList',
  'Value',
  'Variation',
  'PaymentMethods',
  'ShipToLocations',
  'ExcludeShipToLocation',
  'ShippingServiceOptions',
  'VariationSpecificPictureSet',
  'Compatibility',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  removeNSPrefix: true,
  isArray: (name) => repeated.has(name),
});

export function parseTradingXml(text: string): unknown {
  return parser.parse(text);
}

/** An element's text, whether or not it carries attributes. */
const text = z
  .union([z.string(), z.object({ '#text': z.string().optional() })])
  .transform((v) => (typeof v === 'string' ? v : (v['#text'] ?? '')));
const count = z.string().regex(/^\d+$/).transform(Number);
const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const amount = z.union([
  decimal.transform((value) => ({ value: Number(value), currency: null as string | null })),
  z.object({ '#text': decimal, '@_currencyID': z.string().optional() }).transform((v) => ({
    value: Number(v['#text']),
    currency: v['@_currencyID'] ?? null,
  })),
]);
const time = z.iso.datetime({ offset: true }).transform((v) => new Date(v));
const nameValueLists = z.object({
  NameValueList: z.array(z.object({ Name: text, Value: z.array(text).optional() })).optional(),
});

const errorEntry = z.object({
  ShortMessage: z.string().optional(),
  LongMessage: z.string().optional(),
  ErrorCode: z.string().optional(),
  SeverityCode: z.string().optional(),
});

const variation = z.object({
  SKU: text.optional(),
  StartPrice: amount.optional(),
  Quantity: count.optional(),
  VariationSpecifics: nameValueLists.optional(),
  SellingStatus: z.object({ QuantitySold: count.optional() }).optional(),
});

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

const seller = z.object({
  UserID: text.optional(),
  FeedbackScore: z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number)
    .optional(),
  PositiveFeedbackPercent: decimal.transform(Number).optional(),
  FeedbackRatingStar: z.string().optional(),
  TopRatedSeller: flag.optional(),
});

const shippingDetails = z.object({
  ShippingType: z.string().optional(),
  ExcludeShipToLocation: z.array(text).optional(),
  ShippingServiceOptions: z
    .array(z.object({ ShippingService: text.optional(), ShippingServiceCost: amount.optional() }))
    .optional(),
});

const returnPolicy = z.object({
  ReturnsAcceptedOption: z.string().optional(),
  ReturnsWithinOption: z.string().optional(),
  ShippingCostPaidByOption: z.string().optional(),
});

const variationPictures = z.object({
  VariationSpecificName: text,
  VariationSpecificPictureSet: z
    .array(z.object({ VariationSpecificValue: text, PictureURL: z.array(text).optional() }))
    .optional(),
});

const item = z.object({
  ItemID: z.string().min(1),
  Title: text,
  Site: z.string().optional(),
  PrimaryCategory: z.object({ CategoryID: z.string().min(1), CategoryName: text.optional() }),
  SecondaryCategory: z.object({ CategoryID: z.string(), CategoryName: text.optional() }).optional(),
  StartPrice: amount.optional(),
  SellingStatus: z.object({ CurrentPrice: amount.optional(), QuantitySold: count.optional() }).optional(),
  Currency: z.string().optional(),
  Quantity: count.optional(),
  SKU: text.optional(),
  ProductListingDetails: z.object({ EAN: text.optional() }).optional(),
  ListingType: z.string().optional(),
  ConditionID: z.string().optional(),
  PictureDetails: z.object({ PictureURL: z.array(text).optional() }).optional(),
  ItemSpecifics: nameValueLists.optional(),
  ItemCompatibilityList: z
    .object({
      Compatibility: z
        .array(
          z.object({
            NameValueList: z
              .array(z.object({ Name: text.optional(), Value: z.array(text).optional() }))
              .optional(),
            CompatibilityNotes: text.optional(),
          }),
        )
        .optional(),
    })
    .optional(),
  Variations: z
    .object({ Variation: z.array(variation).optional(), Pictures: variationPictures.optional() })
    .optional(),
  ListingDetails: z
    .object({ StartTime: time.optional(), EndTime: time.optional(), ViewItemURL: text.optional() })
    .optional(),
  Description: text.optional(),
  Seller: seller.optional(),
  SubTitle: text.optional(),
  BestOfferDetails: z.object({ BestOfferEnabled: flag.optional() }).optional(),
  TopRatedListing: flag.optional(),
  PaymentMethods: z.array(z.string()).optional(),
  ShipToLocations: z.array(text).optional(),
  ShippingDetails: shippingDetails.optional(),
  DispatchTimeMax: count.optional(),
  ReturnPolicy: returnPolicy.optional(),
});

const ack = z.enum(['Success', 'Warning', 'Failure', 'PartialFailure']);
const base = { Ack: ack, Errors: z.array(errorEntry).optional() };

export const getItemAnswer = z.object({
  GetItemResponse: z.object({ ...base, Item: z.array(item).optional() }),
});

export const getSellerListAnswer = z.object({
  GetSellerListResponse: z.object({
    ...base,
    PaginationResult: z
      .object({ TotalNumberOfPages: count.optional(), TotalNumberOfEntries: count.optional() })
      .optional(),
    HasMoreItems: z.enum(['true', 'false']).optional(),
    ItemArray: z.union([z.literal(''), z.object({ Item: z.array(item).optional() })]).optional(),
    Seller: z.object({ UserID: text.optional() }).optional(),
  }),
});

export const reviseAnswer = (call: 'ReviseItem' | 'ReviseFixedPriceItem') =>
  z.object({ [`${call}Response`]: z.object({ ...base, ItemID: z.string().optional() }) });

export const revokeTokenAnswer = z.object({ RevokeTokenResponse: z.object(base) });

export type TradingErrors = z.infer<typeof errorEntry>[] | undefined;

export function errorEntries(errors: TradingErrors, severity: 'Error' | 'Warning'): EbayErrorEntry[] {
  return (errors ?? [])
    .filter((e) => (e.SeverityCode ?? 'Error') === severity)
    .map((e) => ({ code: e.ErrorCode ?? '', message: e.LongMessage ?? e.ShortMessage ?? '' }));
}

const toNameValues = (lists: z.infer<typeof nameValueLists> | undefined): NameValues[] =>
  (lists?.NameValueList ?? []).map((l) => ({ name: l.Name, values: l.Value ?? [] }));

/** eBay sends an empty NameValueList first in each Compatibility; pairs without a name or value are skipped. */
function toCompatibility(list: z.infer<typeof item>['ItemCompatibilityList']): CompatibilityRow[] {
  return (list?.Compatibility ?? []).map((row) => ({
    notes: row.CompatibilityNotes ?? '',
    nameValues: (row.NameValueList ?? []).flatMap((pair) => {
      const value = pair.Value?.[0];
      return pair.Name && value ? [{ name: pair.Name, value }] : [];
    }),
  }));
}

const orNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);

function toVariation(v: z.infer<typeof variation>): TradingVariation {
  return {
    sku: orNull(v.SKU),
    specifics: toNameValues(v.VariationSpecifics),
    price: v.StartPrice?.value ?? null,
    quantity: v.Quantity ?? 0,
    quantitySold: v.SellingStatus?.QuantitySold ?? 0,
  };
}

function toSeller(wire: z.infer<typeof seller> | undefined): TradingSeller | null {
  const username = orNull(wire?.UserID);
  if (!wire || username === null) return null;
  return {
    username,
    feedbackScore: wire.FeedbackScore ?? null,
    positiveFeedbackPercent: wire.PositiveFeedbackPercent ?? null,
    feedbackRatingStar: orNull(wire.FeedbackRatingStar),
    isTopRatedSeller: wire.TopRatedSeller ?? false,
  };
}

function toReturns(wire: z.infer<typeof returnPolicy> | undefined): TradingReturns | null {
  if (!wire?.ReturnsAcceptedOption) return null;
  const days = /^Days_(\d+)$/.exec(wire.ReturnsWithinOption ?? '');
  return {
    isAccepted: wire.ReturnsAcceptedOption === 'ReturnsAccepted',
    withinDays: days ? Number(days[1]) : null,
    shippingCostPaidBy: orNull(wire.ShippingCostPaidByOption),
  };
}

function toShipping(wire: z.infer<typeof item>): TradingShipping {
  return {
    shipToLocations: wire.ShipToLocations ?? [],
    excludeShipToLocations: wire.ShippingDetails?.ExcludeShipToLocation ?? [],
    shippingType: orNull(wire.ShippingDetails?.ShippingType),
    services: (wire.ShippingDetails?.ShippingServiceOptions ?? []).map((option) => ({
      name: orNull(option.ShippingService),
      cost: option.ShippingServiceCost?.value ?? null,
      currency: option.ShippingServiceCost?.currency ?? null,
    })),
    handlingDays: wire.DispatchTimeMax ?? null,
  };
}

function toVariationPictures(
  wire: z.infer<typeof variationPictures> | undefined,
): TradingVariationPictures | null {
  if (!wire) return null;
  return {
    specificName: wire.VariationSpecificName,
    sets: (wire.VariationSpecificPictureSet ?? []).map((set) => ({
      value: set.VariationSpecificValue,
      pictureUrls: set.PictureURL ?? [],
    })),
  };
}

export function toTradingItem(wire: z.infer<typeof item>, fallbackSeller: string | null): TradingItem {
  const price = wire.SellingStatus?.CurrentPrice ?? wire.StartPrice;
  return {
    itemId: wire.ItemID,
    title: wire.Title,
    siteId: siteIdOfTradingName(wire.Site),
    categoryId: wire.PrimaryCategory.CategoryID,
    categoryName: orNull(wire.PrimaryCategory.CategoryName),
    secondaryCategory:
      wire.SecondaryCategory?.CategoryID && wire.SecondaryCategory.CategoryID !== '0'
        ? { id: wire.SecondaryCategory.CategoryID, name: orNull(wire.SecondaryCategory.CategoryName) }
        : null,
    price: price?.value ?? null,
    currency: price?.currency ?? wire.Currency ?? null,
    quantity: wire.Quantity ?? 0,
    quantitySold: wire.SellingStatus?.QuantitySold ?? 0,
    sku: orNull(wire.SKU),
    ean: orNull(wire.ProductListingDetails?.EAN),
    listingType: wire.ListingType ?? null,
    conditionId: wire.ConditionID ?? null,
    pictureUrls: wire.PictureDetails?.PictureURL ?? [],
    itemSpecifics: toNameValues(wire.ItemSpecifics),
    ...(wire.ItemCompatibilityList && { compatibility: toCompatibility(wire.ItemCompatibilityList) }),
    variations: (wire.Variations?.Variation ?? []).map(toVariation),
    startTime: wire.ListingDetails?.StartTime ?? null,
    endTime: wire.ListingDetails?.EndTime ?? null,
    viewItemUrl: orNull(wire.ListingDetails?.ViewItemURL),
    descriptionHtml: orNull(wire.Description),
    sellerUsername: orNull(wire.Seller?.UserID) ?? fallbackSeller,
    subtitle: orNull(wire.SubTitle),
    isBestOfferEnabled: wire.BestOfferDetails?.BestOfferEnabled ?? false,
    isTopRatedListing: wire.TopRatedListing ?? false,
    paymentMethods: wire.PaymentMethods ?? [],
    seller: toSeller(wire.Seller),
    shipping: toShipping(wire),
    returns: toReturns(wire.ReturnPolicy),
    variationPictures: toVariationPictures(wire.Variations?.Pictures),
  };
}
