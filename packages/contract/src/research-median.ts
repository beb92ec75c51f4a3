import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { ebaySiteIdSchema } from './keyword-tool.ts';
import { defaultEbaySiteId } from './marketplaces.ts';
import { text } from './primitives.ts';
import { roleGroups } from './roles.ts';

/** The median tiers of spec 002 §9: the first 20, 50, 100 and 200 results. */
export const medianTiers = [20, 50, 100, 200] as const;

/** Results one search reads: the deepest tier, one Browse page. */
export const medianSearchDepth = 200;

export const medianConditions = ['new', 'used'] as const;
export type MedianCondition = (typeof medianConditions)[number];

/** An EAN-8, UPC-A (12), EAN-13 or GTIN-14: digits only; anything else is a keyword. */
export const gtinPattern = /^(\d{8}|\d{12,14})$/;

export const medianQuery = z.object({
  keywordOrEAN: text()
    .trim()
    .min(1)
    .max(100)
    .describe('A keyword, or an EAN/GTIN (8, 12, 13 or 14 digits) that is searched as such'),
  eBaySiteId: ebaySiteIdSchema.default(defaultEbaySiteId),
  condition: z.enum(medianConditions).default('new').describe("Listings' condition group"),
});

/** One result of the search, in eBay's best-match order. */
export const medianPricePointSchema = z.object({
  position: z.number().int().min(1),
  itemNumber: z.string(),
  title: z.string(),
  price: z.number().describe("The item's price in the marketplace's currency"),
  shippingCost: z
    .number()
    .nullable()
    .describe('Shipping by the first option; null when eBay names no amount'),
  itemWebUrl: z.string().nullable(),
});

export const medianShippingSchema = z.object({
  free: z.number().int().min(0).describe('Results shipped for free'),
  paid: z.number().int().min(0).describe('Results with a shipping cost'),
  unknown: z.number().int().min(0).describe('Results without a fixed shipping amount'),
  median: z.number().nullable().describe('Median shipping cost of the results that name one'),
  average: z.number().nullable(),
});

export const medianDataSchema = z.object({
  keywordOrEAN: z.string(),
  isEan: z.boolean().describe('Whether the input was searched as a GTIN'),
  eBaySiteId: z.number().int(),
  condition: z.enum(medianConditions),
  currency: z.string().length(3).describe("The marketplace's currency"),
  total: z.number().int().min(0).describe('Results eBay counts for the search'),
  count: z.number().int().min(0).describe('Results read and used (at most 200)'),
  top20Median: z.number().nullable(),
  top50Median: z.number().nullable(),
  top100Median: z.number().nullable(),
  top200Median: z.number().nullable(),
  priceData: z.array(medianPricePointSchema),
  shippingData: medianShippingSchema,
});
export type MedianData = z.infer<typeof medianDataSchema>;

export const medianTool = endpoint({
  method: 'GET',
  path: '/mediantool',
  access: roleGroups.bronzeAndUp,
  summary:
    'Median prices of the first 20, 50, 100 and 200 Buy-It-Now results of a live eBay search by keyword or EAN, with price and shipping data',
  query: medianQuery,
  data: medianDataSchema,
});
