import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { defaultEbaySiteId } from './marketplaces.ts';
import { maxDatabaseId, text } from './primitives.ts';
import { positionSearchDepth } from './ranking.ts';
import { variantItemsSchema } from './research-variants.ts';
import { roleGroups } from './roles.ts';

/**
 * Keyword Pro (spec 001 §2.5): research in the keyword database. Several terms are an OR search (any
 * term); terms joined with the word AND (the page's AND switch joins them so) must all occur.
 */

/** Rows one search answers at most (spec 001 §9: the table pages 25 on the client over 10,000 fetched). */
export const keywordProFetchSize = 10_000;
/** Rows the table shows per page. */
export const keywordProPageSize = 25;
/** Terms a search may combine; the rest are ignored. */
export const keywordProMaxTerms = 10;

/** Sites Keyword Pro searches (spec 001 §9: Germany 77 default, United States 0, UK 3). */
export const keywordProSiteIds = [77, 0, 3] as const;
const siteIdSchema = z.coerce
  .number()
  .int()
  .max(maxDatabaseId)
  .refine((id) => (keywordProSiteIds as readonly number[]).includes(id))
  .default(defaultEbaySiteId);

/** Field-error key of a search with neither keyword nor category (catalogue `keywordPro`). */
export const pleaseEnterKeywordOrCategory = 'keywordPro.pleaseEnterKeywordOrCategory';

/** The separator the AND switch puts between terms; in any other form several terms mean any of them. */
export const andSeparator = ' AND ';

export const keywordProRowSchema = z.object({
  id: z.number().int(),
  keyword: text(),
  showInKeyword: z.number().int().describe('Search results the keyword had in its latest crawl'),
  adsPositions: z.array(z.number().int()).describe('Positions of promoted listings in its latest crawl'),
  value: z.number().int().min(0).max(100),
  categoryIds: z.array(z.number().int()).describe('Leaf categories of its results, most frequent first'),
  categoryNames: z
    .array(z.string())
    .describe("Names of categoryIds in the site's language; '' where the category tree lacks the id"),
  highlight: z
    .array(z.tuple([z.number().int(), z.number().int()]))
    .describe('The searched words inside `keyword`: [start, end) character ranges, for marking up as text'),
});
export type KeywordProRow = z.infer<typeof keywordProRowSchema>;

export const keywordProSearch = endpoint({
  method: 'GET',
  path: '/keyword/pro',
  access: roleGroups.goldAndUp,
  personalToken: 'read',
  summary:
    'Keywords of one site matching any term (or all, joined with AND), optionally of one category; best value first',
  query: z.object({
    keyword: text().trim().max(200).default(''),
    categoryId: z.coerce.number().int().min(0).max(2_147_483_647).default(0).describe('0: any category'),
    eBaySiteId: siteIdSchema,
    searchFields: z.enum(['keyword.raw']).default('keyword.raw').describe('The field searched; only one'),
    pageSize: z.coerce.number().int().min(1).max(keywordProFetchSize).default(keywordProFetchSize),
  }),
  data: z.array(keywordProRowSchema),
  isLargeAnswer: true,
});

export const rankingPositionRowSchema = z.object({
  position: z.number().int().min(1),
  isAdv: z.boolean().describe('A promoted (sponsored) place'),
  itemNumber: text(),
  title: text().nullable().describe('Known for listings imported into the product; null otherwise'),
  imagePath: text().nullable(),
  variant: z.boolean(),
  promotedWithAd: text().nullable().describe('RECOMMENDED when eBay recommends promoting; not known yet'),
  bidPercentagesItem: z.array(z.number()),
  bidPercentagesTrending: z.array(z.number()),
  yesterdayBayScore: z.number().nullable(),
  todayBayScore: z.number().nullable(),
  yesterdayScore: z.number().int(),
  todayScore: z.number().int(),
});
export type RankingPositionRow = z.infer<typeof rankingPositionRowSchema>;

export const keywordProPosition = endpoint({
  method: 'GET',
  path: '/keyword/pro/position',
  access: roleGroups.goldAndUp,
  personalToken: 'read',
  summary: `The ranking (top ${positionSearchDepth}) of one keyword in its latest crawl, with each item's BayScores`,
  query: z.object({
    keyword: text().trim().min(1).max(200),
    eBaySiteId: siteIdSchema,
  }),
  data: z.object({
    crawledAt: text().nullable().describe('ISO 8601; null when the keyword was never crawled'),
    totalResults: z.number().int(),
    rows: z.array(rankingPositionRowSchema),
  }),
});

/** Places of a keyword's ranking the sales tracker shows the variant tool's figures of. */
export const salesTrackerItems = 10;

export const keywordProSalesTracker = endpoint({
  method: 'GET',
  path: '/keyword/pro/sales-tracker',
  access: roleGroups.goldAndUp,
  personalToken: 'read',
  summary: `The variant tool's figures of the first ${salesTrackerItems} listings ranking for a keyword in its latest crawl`,
  query: z.object({
    keyword: text().trim().min(1).max(200),
    eBaySiteId: siteIdSchema,
  }),
  data: variantItemsSchema.extend({
    crawledAt: text()
      .nullable()
      .describe('ISO 8601 of the ranking read; null when the keyword was never crawled'),
  }),
});
export type KeywordProSalesTrackerAnswer = z.infer<typeof keywordProSalesTracker.data>;
