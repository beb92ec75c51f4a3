import { z } from 'zod';
import { listingNumberSchema } from './ebay-item-number.ts';
import { endpoint } from './endpoint.ts';
import { marketplaces } from './marketplaces.ts';
import { maxDatabaseId, text } from './primitives.ts';
import { roleGroups } from './roles.ts';

/** Results one organic search reads (spec 001 §9: search organic 200; a position search covers 200). */
export const organicSearchDepth = 200;

/**
 * Live searches per user and window (ours: spec 001 does not name one). Each search is one Browse call on
 * the application's eBay quota; 30 a minute is far above what a person types and stops scripted loops.
 */
export const organicSearchLimit = { searches: 30, windowMs: 60_000 } as const;

/** Listing formats as the table names them, from the Browse API's buying options. */
export const listingTypes = ['FixedPrice', 'Auction', 'AuctionWithBIN'] as const;
export type ListingType = (typeof listingTypes)[number];

const countryIds = marketplaces.map((m) => m.countryId);

export const itemNumberSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(Number.MAX_SAFE_INTEGER)
  .describe('eBay item number');

export const organicItemSchema = z.object({
  position: z.number().int().min(1).describe('Place in the result, 1-based, sponsored slots included'),
  itemNumber: text().describe('eBay item number'),
  itemUrl: text().nullable(),
  title: text(),
  imagePath: text().nullable(),
  listingType: z.enum(listingTypes),
  variant: z.boolean().describe('The listing has variations'),
  eBayPlus: z.boolean().describe("Qualifies for the eBay Plus programme (Germany's plus programme)"),
  qualifiedPrograms: z.array(text()).describe("eBay's programme names, e.g. EBAY_PLUS"),
  currency: text().nullable(),
  convertedCurrentPrice: z.number().nullable().describe('Price in the currency of the site'),
  sellerName: text().nullable(),
  feedbackScore: z.number().int().nullable(),
  positiveFeedbackPercent: z.number().nullable(),
  topRatedSeller: z.boolean().describe("eBay's top-rated mark on the listing"),
  priorityListing: z.boolean().describe('A sponsored (promoted) slot'),
  sameItemNumber: z.boolean().describe('This row is the item asked about'),
});
export type OrganicItem = z.infer<typeof organicItemSchema>;

export const organicResultSchema = z.object({
  total: z.number().int().min(0).describe('Results eBay reports for the keyword'),
  position: z
    .number()
    .int()
    .min(0)
    .describe('First place of the item asked about; 0 if not in the first 200'),
  items: z.array(organicItemSchema),
});
export type OrganicResult = z.infer<typeof organicResultSchema>;

export const searchOrganicQuery = z.object({
  countryId: z.coerce
    .number()
    .int()
    .max(maxDatabaseId)
    .refine((id) => countryIds.some((known) => known === id))
    .default(1)
    .describe('Country id of the marketplace (GET /country/ebay-country); 1 Germany'),
  keyword: text().trim().min(1).max(350),
  itemNumber: listingNumberSchema,
});

export const searchOrganic = endpoint({
  method: 'GET',
  path: '/ebayranking/search-organic',
  access: roleGroups.bronzeAndUp,
  personalToken: 'read',
  summary:
    "A live search of the first 200 results for a keyword on the country's eBay site, with the place of one item",
  query: searchOrganicQuery,
  data: organicResultSchema,
});
