import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
import type { EbayErrorEntry } from './ebay-error.ts';
import type { NameValues, TradingItem, TradingVariation } from './ebay-types.ts';
import { siteIdOfTradingName } from './sites.ts';

// Trading API answers (XML) as far as we read them. Elements that may repeat are always read as lists.

const repeated = new Set(['Errors', 'Item', 'PictureURL', 'NameValueList', 'Value', 'Variation']);

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

const item = z.object({
  ItemID: z.string().min(1),
  Title: text,
  Site: z.string().optional(),
  PrimaryCategory: z.object({ CategoryID: z.string().min(1), CategoryName: text.optional() }),
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
  Variations: z.object({ Variation: z.array(variation).optional() }).optional(),
  ListingDetails: z
    .object({ StartTime: time.optional(), EndTime: time.optional(), ViewItemURL: text.optional() })
    .optional(),
  Description: text.optional(),
  Seller: z.object({ UserID: text.optional() }).optional(),
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

export type TradingErrors = z.infer<typeof errorEntry>[] | undefined;

export function errorEntries(errors: TradingErrors, severity: 'Error' | 'Warning'): EbayErrorEntry[] {
  return (errors ?? [])
    .filter((e) => (e.SeverityCode ?? 'Error') === severity)
    .map((e) => ({ code: e.ErrorCode ?? '', message: e.LongMessage ?? e.ShortMessage ?? '' }));
}

const toNameValues = (lists: z.infer<typeof nameValueLists> | undefined): NameValues[] =>
  (lists?.NameValueList ?? []).map((l) => ({ name: l.Name, values: l.Value ?? [] }));

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

export function toTradingItem(wire: z.infer<typeof item>, fallbackSeller: string | null): TradingItem {
  const price = wire.SellingStatus?.CurrentPrice ?? wire.StartPrice;
  return {
    itemId: wire.ItemID,
    title: wire.Title,
    siteId: siteIdOfTradingName(wire.Site),
    categoryId: wire.PrimaryCategory.CategoryID,
    categoryName: orNull(wire.PrimaryCategory.CategoryName),
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
    variations: (wire.Variations?.Variation ?? []).map(toVariation),
    startTime: wire.ListingDetails?.StartTime ?? null,
    endTime: wire.ListingDetails?.EndTime ?? null,
    viewItemUrl: orNull(wire.ListingDetails?.ViewItemURL),
    descriptionHtml: orNull(wire.Description),
    sellerUsername: orNull(wire.Seller?.UserID) ?? fallbackSeller,
  };
}
