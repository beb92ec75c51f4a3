import { z } from 'zod';
import { promotedWithAdValues } from './account-check-filter.ts';
import { text } from './primitives.ts';

// Account check (spec 001 §3): one row of the items table, and the columns of its CSV export.

/** One row of the items table (spec 001 §3 "Ranking item row"). */
export const rankingItemSchema = z.object({
  itemNumber: z.number().int(),
  sellerName: text().describe('The account the listing belongs to'),
  sku: text(),
  title: text(),
  category: text(),
  imagePath: text().nullable(),
  eBaySiteId: z.number().int(),
  starColor: z.number().int().describe('Star colour id, 0 = none'),
  isOptimized: z.boolean(),
  hasVideo: z.boolean(),
  videoId: text().nullable().describe('The eBay video attached to the listing'),
  variant: z.boolean().describe('The listing has variations'),
  isEnded: z.boolean(),
  existInTracking: z.boolean().describe('The caller tracks at least one keyword for this item (My Ranking)'),
  averageReview: z.number().nullable(),
  reviewSummary: text().nullable(),
  totalReviews: z.number().int().nullable(),
  promotedWithAd: z
    .enum(promotedWithAdValues)
    .nullable()
    .describe(
      "eBay's advice to promote the listing (Recommendation API); null when eBay gives none or cannot be asked",
    ),
  isPla: z
    .boolean()
    .nullable()
    .describe(
      "An active ad in one of the seller's running cost-per-click campaigns (promoted listing advanced)",
    ),
  isPl: z
    .boolean()
    .describe(
      "Held a sponsored place in today's searches, or has an active ad in one of the seller's running cost-per-sale campaigns",
    ),
  bidPercentage: z
    .number()
    .nullable()
    .describe('The ad rate (%) of its ad in a running cost-per-sale campaign; null when it has none'),
  bidPercentagesItem: z
    .array(z.number())
    .describe(
      "eBay's suggested ad rates (%) for this listing; empty when eBay gives none or cannot be asked",
    ),
  bidPercentagesTrending: z
    .array(z.number())
    .describe(
      "The trending ad rates (%) of the listing's category; empty when eBay gives none or cannot be asked",
    ),
  yesterdayBayScore: z
    .number()
    .nullable()
    .describe("Yesterday's median place (two decimals); null = not ranked"),
  todayBayScore: z.number().nullable(),
  yesterdayScore: z.number().int().describe('Keywords the listing ranked for in the top 200 yesterday'),
  todayScore: z.number().int().describe('0 = found through no keyword today: the row is highlighted'),
});
export type RankingItem = z.infer<typeof rankingItemSchema>;

/**
 * The CSV export's columns, in order. The header line is these field names as they are (not translated), so
 * the file reads the same in every language and a spreadsheet or script can rely on them.
 */
export const rankingCsvColumns = [
  'itemNumber',
  'sellerName',
  'sku',
  'title',
  'category',
  'eBaySiteId',
  'starColor',
  'isOptimized',
  'hasVideo',
  'variant',
  'isEnded',
  'existInTracking',
  'averageReview',
  'totalReviews',
  'isPl',
  'promotedWithAd',
  'bidPercentagesItem',
  'bidPercentagesTrending',
  'yesterdayBayScore',
  'todayBayScore',
  'yesterdayScore',
  'todayScore',
] as const satisfies readonly (keyof RankingItem)[];
