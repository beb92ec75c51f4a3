import { z } from 'zod';
import { starColorIdSchema } from './account-check-star-colors.ts';
import { maxDatabaseId, text } from './primitives.ts';

// Account check (spec 001 §7): the filter and the sort of the items table, shared by the list, the CSV export
// and the bulk changes.

/** Promotion recommendation eBay gives a listing (Marketing API `promoteWithAd`); stored once the campaign screens read it from eBay. */
export const promotedWithAdValues = ['RECOMMENDED', 'UNDETERMINED'] as const;
export type PromotedWithAd = (typeof promotedWithAdValues)[number];

/** true/false from a query string ('true'/'false') or a JSON body (boolean). Not z.coerce: 'false' is truthy. */
export const flagSchema = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

/** Seller names, comma-joined in a query string (`a,b`) or a list in a JSON body; empty = all the caller's. */
export const accountsSchema = z
  .union([text().max(1000), z.array(text().max(64)).max(10)])
  .transform((value) =>
    (typeof value === 'string' ? value.split(',') : value).map((name) => name.trim()).filter(Boolean),
  )
  .describe("Seller names of the caller's imported accounts, comma-joined; empty or absent = all of them");

const optionalNumber = z.coerce.number().min(0).max(100_000).optional();

/**
 * The filter of the items table (spec 001 §7), shared by the list, the CSV export and the bulk changes.
 * Every field is optional; blank strings in a query string are dropped by the browser's http helper.
 */
export const rankingFilterSchema = z.object({
  search: text()
    .trim()
    .max(200)
    .optional()
    .describe('Part of the title or sku, or the whole item number (case-insensitive)'),
  accounts: accountsSchema.optional(),
  starColor: starColorIdSchema.optional(),
  isOptimized: flagSchema.optional(),
  promotedWithAd: z
    .enum(promotedWithAdValues)
    .optional()
    .describe(
      "eBay's promotion advice as last stored (asked after each import and when a page shows the listing); a listing never answered matches neither value",
    ),
  fromTodayMedianPosition: optionalNumber.describe(
    "Today's BayScore at least (listings without one are left out)",
  ),
  toTodayMedianPosition: optionalNumber.describe(
    "Today's BayScore at most (listings without one are left out)",
  ),
  eBaySiteId: z.coerce
    .number()
    .int()
    .min(0)
    .max(maxDatabaseId)
    .optional()
    .describe('Marketplace site of the listing (77, 0, 3)'),
  sku: text().trim().max(100).optional().describe('Part of the sku (case-insensitive)'),
  promotedListing: flagSchema
    .optional()
    .describe(
      'true = promoted listings (isPl: a sponsored place today or a running cost-per-sale ad), false = the others',
    ),
  hasVideo: flagSchema.optional(),
});
export type RankingFilter = z.output<typeof rankingFilterSchema>;
export type RankingFilterInput = z.input<typeof rankingFilterSchema>;

/** Columns the server sorts by (item number is always the tie-break). Default: todayBayScore desc, nulls last. */
export const rankingSortable = [
  'itemNumber',
  'sku',
  'title',
  'category',
  'starColor',
  'isOptimized',
  'averageReview',
  'totalReviews',
  'yesterdayBayScore',
  'todayBayScore',
  'yesterdayScore',
  'todayScore',
] as const;
export type RankingSortColumn = (typeof rankingSortable)[number];

/** The items table's sort: a column and a direction. */
export const rankingSortSchema = z.object({
  orderBy: z.enum(rankingSortable).default('todayBayScore'),
  direction: z
    .enum(['asc', 'desc'])
    .default('desc')
    .describe('Listings without a BayScore come last either way'),
});
