import { z } from 'zod';
import { listingNumberSchema } from './ebay-item-number.ts';
import { endpoint } from './endpoint.ts';
import { ebaySiteIdSchema } from './keyword-tool.ts';
import { defaultEbaySiteId } from './marketplaces.ts';
import { text } from './primitives.ts';
import { roleGroups } from './roles.ts';

/** Rows of the variants table per page (spec 002 §9). */
export const variantTablePageSize = 25;
/** Days of sales history an answer covers: the latest 60 observed days. */
export const variantHistoryDays = 60;
/** Item numbers one multi lookup or one pasted page may name. */
export const maxVariantItems = 20;
/** Variation listings a keyword lookup reads from the live search. */
export const variantKeywordItems = 10;
/** The largest pasted page source, in characters: a view-item page is 1–3 MB. */
export const maxHtmlSourceLength = 4_000_000;
/** The request body that carries it (JSON-escaped markup grows a little). */
export const htmlSourceBodyLimitBytes = 6 * 1024 * 1024;

/** Field-error keys of spec 002 §5 (catalogue `variantTool`). */
export const variantMessages = {
  pleaseEnterTheKeyword: 'variantTool.pleaseEnterTheKeyword',
  pleaseEnterTheItemNumbers: 'variantTool.pleaseEnterTheItemNumbers',
  pleaseEnterTheHtmlSource: 'variantTool.pleaseEnterTheHtmlSource',
  tooManyItemNumbers: 'variantTool.tooManyItemNumbers',
  invalidItemNumbers: 'variantTool.invalidItemNumbers',
  noListingInHtmlSource: 'variantTool.noListingInHtmlSource',
} as const;

const money = z.number().describe("In the listing's currency, to the cent");

export const variantSummarySchema = z.object({
  averageQuantity: z.number().describe('Units sold per day: the monthly figure / 30 (spec 002 §9)'),
  averageQuantityPerMonth: z.number().describe('Units sold per 30 days over the observed days'),
  averageRevenue: money.describe('Revenue per day: the monthly figure / 30'),
  averageRevenuePerMonth: money.describe('Revenue per 30 days over the observed days'),
});

export const soldByVariantSchema = z.object({
  variant: z.string().describe("What tells the variation apart ('Farbe: Rot, Größe: M'); empty without"),
  price: z.number().nullable().describe("The variation's latest price"),
  currency: z.string().nullable(),
  quantity: z.number().int().min(0).describe('Units sold over the observed days'),
});

export const soldByDateSchema = z.object({
  date: z.iso.date(),
  quantity: z.number().int().min(0),
});

export const variantItemSchema = z.object({
  itemNumber: z.string(),
  title: z.string(),
  pictureUrl: z.string().nullable(),
  currency: z.string().nullable().describe("The listing's currency, which the summary's money is in"),
  hasVariations: z.boolean(),
  historySince: z.iso.date().describe('The first day whose sales are known (observed since the day before)'),
  observedDays: z.number().int().min(0).describe('Days with known sales, at most 60'),
  totalQuantity: z
    .number()
    .int()
    .min(0)
    .describe('Units sold over the observed days; 0: the item has no sales'),
  summary: variantSummarySchema,
  soldByVariant: z.array(soldByVariantSchema).describe('Best seller first'),
  soldByDate: z.array(soldByDateSchema).describe('One entry per observed day, oldest first'),
});
export type VariantItem = z.infer<typeof variantItemSchema>;

export const variantItemsSchema = z.object({
  items: z.array(variantItemSchema),
  /** The sales of every item per day: what the column chart shows. */
  soldByDate: z.array(soldByDateSchema),
  currency: z.string().nullable().describe('The items’ currency when they share one'),
});
export type VariantItems = z.infer<typeof variantItemsSchema>;

export const variantToolItem = endpoint({
  method: 'GET',
  path: '/varianttool/:itemNumber',
  access: roleGroups.silverAndUp,
  summary: "A listing's sales per variation and per day, with its averages per day and per month",
  params: z.object({ itemNumber: listingNumberSchema }),
  data: variantItemsSchema,
});

export const variantToolMulti = endpoint({
  method: 'GET',
  path: '/varianttool/multi',
  access: roleGroups.silverAndUp,
  summary: 'The variant figures of several listings at once (item numbers separated by commas)',
  query: z.object({
    itemNumbers: text().trim().max(400).default('').describe('Item numbers separated by commas, at most 20'),
  }),
  data: variantItemsSchema,
});

export const variantToolByKeyword = endpoint({
  method: 'GET',
  path: '/varianttool',
  access: roleGroups.silverAndUp,
  summary: 'The variant figures of the first listings with variations of a live eBay search',
  query: z.object({
    keyword: text().trim().max(100).default(''),
    eBaySiteId: ebaySiteIdSchema.default(defaultEbaySiteId),
  }),
  data: variantItemsSchema,
});

export const variantToolByHtmlSource = endpoint({
  method: 'POST',
  path: '/varianttool/by-html-source',
  access: roleGroups.silverAndUp,
  summary:
    'The variant figures of the listing(s) a pasted eBay page source names; the markup is only read, nothing in it is fetched or run',
  body: z.object({
    htmlSource: text().max(maxHtmlSourceLength).default('').describe("The page's HTML source, up to 4 MB"),
  }),
  bodyLimit: htmlSourceBodyLimitBytes,
  data: variantItemsSchema,
});

/** A comma list as typed: numbers split on commas, blanks and semicolons; duplicates once. */
export function splitItemNumbers(value: string): string[] {
  return [...new Set(value.split(/[\s,;]+/).filter((part) => part !== ''))];
}
