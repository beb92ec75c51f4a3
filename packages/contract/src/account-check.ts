import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { roleGroups } from './roles.ts';

/**
 * Account check (spec 001 §2.1): one seller account's listings with their BayScore and position score, star
 * colours, optimized flags, KPI per day, charts and a CSV export. Every call sees only the caller's own
 * imported accounts (ranking_accounts); another user's item number or seller name answers notFound (404).
 */

/** Who may use the account check (spec 001 §6: Gold, Platinum, EbayRanking, Old, Administrator). */
export const accountCheckRoles = roleGroups.goldAndUp;

/** Page sizes of the items table (spec 001 §9); the choice is stored in the browser (ranking_pagesize). */
export const accountCheckPageSizes = [25, 50, 100, 150, 200] as const;
export const accountCheckDefaultPageSize = 50;
/** Rows one CSV export writes at most (spec 001 §9). */
export const accountCheckCsvRowLimit = 10_000;
/** Search box debounce (spec 001 §2.1). */
export const accountCheckSearchDebounceMs = 500;
/** Delay before the table reloads after a colour or optimized change (spec 001 §2.1). */
export const accountCheckRefreshDelayMs = 1000;
/** Days of KPI and item chart history a call answers by default (the history kept: spec 001 §9). */
export const accountCheckHistoryDays = 60;
/** Days the group chart opens with (spec 001 §9); the answer holds the whole history, the chart zooms. */
export const groupChartOpenDays = 7;
/** Keyword lines the group chart draws at most: the first selected ones (spec 001 §9). */
export const accountCheckGroupChartKeywordLimit = 5;

/**
 * The star colours a listing can be marked with. Id 0 = no colour (the default of every listing).
 * `defaultText` is a translation key (catalogue group `accountCheck`), shown while the user has set no text.
 */
export const starColors = [
  { id: 0, color: '#adb5bd', defaultText: 'accountCheck.starColors.none' },
  { id: 1, color: '#fa5252', defaultText: 'accountCheck.starColors.red' },
  { id: 2, color: '#fd7e14', defaultText: 'accountCheck.starColors.orange' },
  { id: 3, color: '#fab005', defaultText: 'accountCheck.starColors.yellow' },
  { id: 4, color: '#40c057', defaultText: 'accountCheck.starColors.green' },
  { id: 5, color: '#228be6', defaultText: 'accountCheck.starColors.blue' },
] as const;
export const starColorIds = starColors.map((c) => c.id);
export const maxStarColorId = 5;
export const starColorIdSchema = z.coerce
  .number()
  .int()
  .min(0)
  .max(maxStarColorId)
  .describe('Star colour id (0 = none, 1 red, 2 orange, 3 yellow, 4 green, 5 blue)');
/** A user's own star colour text, at most this long. */
export const starColorTextMaxLength = 40;

/** Promotion recommendation eBay gives a listing (Marketing API `promoteWithAd`); stored once the campaign screens read it from eBay. */
export const promotedWithAdValues = ['RECOMMENDED', 'UNDETERMINED'] as const;
export type PromotedWithAd = (typeof promotedWithAdValues)[number];

export const itemNumberSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(Number.MAX_SAFE_INTEGER)
  .describe('eBay item number');

/** 'yyyy-MM-dd', a UTC calendar day. */
export const accountCheckDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('A UTC calendar day, yyyy-MM-dd');

/** true/false from a query string ('true'/'false') or a JSON body (boolean). Not z.coerce: 'false' is truthy. */
export const flagSchema = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

/** Seller names, comma-joined in a query string (`a,b`) or a list in a JSON body; empty = all the caller's. */
export const accountsSchema = z
  .union([z.string().max(1000), z.array(z.string().max(64)).max(10)])
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
  search: z
    .string()
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
      "eBay's promotion recommendation; none is stored until the campaign screens read it from eBay, so RECOMMENDED finds none",
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
    .optional()
    .describe('Marketplace site of the listing (77, 0, 3)'),
  sku: z.string().trim().max(100).optional().describe('Part of the sku (case-insensitive)'),
  promotedListing: flagSchema
    .optional()
    .describe("true = listings that held a sponsored place in today's searches (isPl), false = the others"),
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

const sortSchema = z.object({
  orderBy: z.enum(rankingSortable).default('todayBayScore'),
  direction: z
    .enum(['asc', 'desc'])
    .default('desc')
    .describe('Listings without a BayScore come last either way'),
});

export const rankingQuerySchema = rankingFilterSchema.extend(sortSchema.shape).extend({
  pageIndex: z.coerce.number().int().min(1).default(1).describe('1-based page number'),
  pageSize: z.coerce.number().int().min(1).max(200).default(accountCheckDefaultPageSize),
});

/** One row of the items table (spec 001 §3 "Ranking item row"). */
export const rankingItemSchema = z.object({
  itemNumber: z.number().int(),
  sellerName: z.string().describe('The account the listing belongs to'),
  sku: z.string(),
  title: z.string(),
  category: z.string(),
  imagePath: z.string().nullable(),
  eBaySiteId: z.number().int(),
  starColor: z.number().int().describe('Star colour id, 0 = none'),
  isOptimized: z.boolean(),
  hasVideo: z.boolean(),
  videoId: z.string().nullable().describe('The eBay video attached to the listing'),
  variant: z.boolean().describe('The listing has variations'),
  isEnded: z.boolean(),
  existInTracking: z.boolean().describe('The caller tracks at least one keyword for this item (My Ranking)'),
  averageReview: z.number().nullable(),
  reviewSummary: z.string().nullable(),
  totalReviews: z.number().int().nullable(),
  promotedWithAd: z.enum(promotedWithAdValues).nullable().describe('null until a campaign stores it'),
  isPla: z.boolean().nullable().describe('In a cost-per-click campaign; null until a campaign stores it'),
  isPl: z.boolean().describe("Held a sponsored place in today's searches"),
  bidPercentage: z.number().nullable().describe('null until a campaign stores it'),
  bidPercentagesItem: z.array(z.number()).describe('Empty until a campaign stores it'),
  bidPercentagesTrending: z.array(z.number()).describe('Empty until a campaign stores it'),
  yesterdayBayScore: z
    .number()
    .nullable()
    .describe("Yesterday's median place (two decimals); null = not ranked"),
  todayBayScore: z.number().nullable(),
  yesterdayScore: z.number().int().describe('Keywords the listing ranked for in the top 200 yesterday'),
  todayScore: z.number().int().describe('0 = found through no keyword today: the row is highlighted'),
});
export type RankingItem = z.infer<typeof rankingItemSchema>;

export const rankingList = endpoint({
  method: 'GET',
  path: '/ranking',
  access: accountCheckRoles,
  summary:
    "The caller's imported listings, filtered, sorted (item number breaks ties) and paged; total = all matching rows",
  query: rankingQuerySchema,
  data: z.array(rankingItemSchema),
  isList: true,
  // The screen's most frequent call; its rows are built by the feature's SQL in this shape, and the zod
  // encode of 50 rows cost more server time than the rest of the request. The API tests check every answer.
  isLargeAnswer: true,
});

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
  'yesterdayBayScore',
  'todayBayScore',
  'yesterdayScore',
  'todayScore',
] as const satisfies readonly (keyof RankingItem)[];

export const rankingExport = endpoint({
  method: 'GET',
  path: '/ranking/export',
  access: accountCheckRoles,
  summary:
    "The current filter result as CSV (text/csv; ';', decimal comma, formula guard), streamed, sorted like the table, at most 10,000 rows",
  query: rankingFilterSchema.extend(sortSchema.shape),
  data: z.null(),
  isFile: true,
});

/** Account KPI per day (spec 001 §3). */
export const accountKpiSchema = z.object({
  createdDate: accountCheckDaySchema,
  medianSingle: z.number().nullable().describe('Median BayScore of the single listings that ranked that day'),
  singlePositionScore: z.number().int(),
  medianVariant: z.number().nullable().describe('Median BayScore of the listings with variations'),
  variantPositionScore: z.number().int(),
});
export type AccountKpi = z.infer<typeof accountKpiSchema>;

export const accountKpi = endpoint({
  method: 'GET',
  path: '/ranking/account-kpi',
  access: accountCheckRoles,
  summary: "One of the caller's accounts: KPI per day, oldest first (default the last 60 days to today)",
  query: z.object({
    account: z.string().trim().min(1).max(64).describe("Seller name of one of the caller's accounts"),
    fromDate: accountCheckDaySchema.optional(),
    toDate: accountCheckDaySchema.optional(),
  }),
  data: z.array(accountKpiSchema),
});

/** A star colour with the caller's text (spec 001 §3). */
export const starColorSchema = z.object({
  id: z.number().int(),
  color: z.string().describe('CSS colour'),
  text: z.string().describe("The caller's text, or when isDefault the translation key of the default text"),
  isDefault: z.boolean().describe('The caller has set no text of their own'),
});
export type StarColor = z.infer<typeof starColorSchema>;

export const starColorList = endpoint({
  method: 'GET',
  path: '/ranking/star-color',
  access: accountCheckRoles,
  summary: "Every star colour with the caller's own text or the default",
  data: z.array(starColorSchema),
});

export const setStarColorText = endpoint({
  method: 'PUT',
  path: '/ranking/set-star-color-text',
  access: accountCheckRoles,
  summary:
    "Sets the caller's text of one star colour; an empty text restores the default. Answers every colour",
  body: z.object({
    id: starColorIdSchema,
    text: z.string().trim().max(starColorTextMaxLength),
  }),
  data: z.array(starColorSchema),
});

export const updateItemStarColor = endpoint({
  method: 'PUT',
  path: '/ranking/update-ebay-item-star-color',
  access: accountCheckRoles,
  summary: "Sets the star colour of one of the caller's listings",
  body: z.object({ itemNumber: itemNumberSchema, color: starColorIdSchema }),
  data: z.object({ itemNumber: z.number().int(), starColor: z.number().int() }),
});

const bulkResultSchema = z.object({ updated: z.number().int().describe('Listings changed') });

export const setStarColorOnSearch = endpoint({
  method: 'PUT',
  path: '/ranking/set-ebay-item-star-color-on-search',
  access: accountCheckRoles,
  summary: 'Sets the star colour of every listing of the caller that the filter finds (all pages)',
  body: rankingFilterSchema.extend({ value: starColorIdSchema }),
  data: bulkResultSchema,
});

export const setOptimizedOnSearch = endpoint({
  method: 'PUT',
  path: '/ranking/set-ebay-item-optimized-on-search',
  access: accountCheckRoles,
  summary: 'Sets the optimized flag of every listing of the caller that the filter finds (all pages)',
  body: rankingFilterSchema.extend({ value: flagSchema }),
  data: bulkResultSchema,
});

const optimizedResultSchema = z.object({ itemNumber: z.number().int(), isOptimized: z.boolean() });

export const toggleItemOptimized = endpoint({
  method: 'PUT',
  path: '/ranking/toogle-ebay-item-optimized',
  access: accountCheckRoles,
  summary: "Flips the optimized flag of one of the caller's listings; answers the new state",
  body: z.object({ itemNumber: itemNumberSchema }),
  data: optimizedResultSchema,
});

export const setItemOptimized = endpoint({
  method: 'PUT',
  path: '/ranking/set-ebay-item-optimized',
  access: accountCheckRoles,
  summary: "Sets the optimized flag of one of the caller's listings (value, default true)",
  body: z.object({ itemNumber: itemNumberSchema, value: flagSchema.default(true) }),
  data: optimizedResultSchema,
});

export const changeAccountName = endpoint({
  method: 'PUT',
  path: '/ranking/change-account-name',
  access: accountCheckRoles,
  summary:
    "Points one of the caller's imported accounts at another of the caller's connected eBay user names (a seller who changed their eBay user name): listings, colours and flags stay",
  body: z.object({
    oldSellerName: z.string().trim().min(1).max(64),
    newSellerName: z.string().trim().min(1).max(64),
  }),
  data: z.object({ sellerName: z.string() }),
});

/** One day of one item's figures (the item chart). */
export const itemScorePointSchema = z.object({
  date: accountCheckDaySchema,
  bayScore: z.number().nullable().describe('Median place over all keywords; null = not ranked'),
  organicBayScore: z.number().nullable(),
  promotedBayScore: z.number().nullable(),
  positionScore: z.number().int().describe('Keywords it ranked for in the top 200'),
});
export type ItemScorePoint = z.infer<typeof itemScorePointSchema>;

/**
 * Removes a listing that no keyword found today (todayScore 0, spec 001 §2.1) from the caller's account check,
 * with its colour and flags. A listing still ranked today is refused (itemStillRanked); a later import brings
 * the listing back if eBay still lists it.
 */
export const deleteUnrankedItem = endpoint({
  method: 'DELETE',
  path: '/ranking/:itemNumber',
  access: accountCheckRoles,
  summary: "Removes one of the caller's listings that ranks for no keyword today from the account check",
  params: z.object({ itemNumber: itemNumberSchema }),
  data: z.object({ itemNumber: z.number().int(), deleted: z.number().int().min(1) }),
});

export const itemScoreChart = endpoint({
  method: 'GET',
  path: '/ranking/:itemNumber/chart',
  access: accountCheckRoles,
  summary:
    "BayScore and position score per day of one of the caller's listings (the last 60 days, oldest first)",
  params: z.object({ itemNumber: itemNumberSchema }),
  query: z.object({ eBaySiteId: z.coerce.number().int().min(0).optional() }),
  data: z.array(itemScorePointSchema),
});

/** A day's place of the item for one keyword. */
export const keywordDayPositionSchema = z.object({
  date: accountCheckDaySchema,
  position: z.number().int().describe('Best organic place in the newest search of the day; 0 = none'),
  advPosition: z.number().int().describe('Best sponsored place that day; 0 = none'),
});

export const itemKeywordPositionsSchema = z.object({
  keyword: z.string(),
  eBaySiteId: z.number().int(),
  isTracked: z.boolean().describe('The caller tracks this keyword for the item (My Ranking)'),
  points: z.array(keywordDayPositionSchema).describe('Only the days the item was found for the keyword'),
});
export type ItemKeywordPositions = z.infer<typeof itemKeywordPositionsSchema>;

export const itemKeywordChart = endpoint({
  method: 'GET',
  path: '/ebayranking/:itemNumber/chart',
  access: roleGroups.bronzeAndUp,
  summary:
    "Every keyword one of the caller's items (imported or tracked) ranked for in the window, with its place per day; best (lowest median) first",
  params: z.object({ itemNumber: itemNumberSchema }),
  query: z.object({
    fromDate: accountCheckDaySchema.optional().describe('Default 7 days before toDate'),
    toDate: accountCheckDaySchema.optional().describe('Included; default today'),
  }),
  data: z.object({ keywords: z.array(itemKeywordPositionsSchema) }),
});

/**
 * One series of the group chart (spec 001 §3 "Group chart series"). Lines: [time ms, place] per day, null =
 * not in the top 200; yAxis 0 = places (lower is better), 1 = position score. Flags: the SEO steps, each
 * point { x, title (the flag), text (the description) } drawn on the first line.
 */
export const groupChartSeriesSchema = z.object({
  chartType: z.enum(['line', 'column', 'flags']),
  data: z.union([
    z.array(z.tuple([z.number(), z.number().nullable()])),
    z.array(z.object({ x: z.number(), title: z.string(), text: z.string() })),
  ]),
  name: z
    .string()
    .describe('A keyword, or a translation key (accountCheck.groupChart.*) for the other series'),
  id: z.string(),
  yAxis: z.number().int(),
  lineWidth: z.number(),
  color: z.string(),
  marker: z.object({ enabled: z.boolean() }),
  tooltip: z.object({ valueDecimals: z.number().int() }),
  shape: z.string().nullable().describe("Flag shape ('flag') for the SEO steps; null for the others"),
});
export type GroupChartSeries = z.infer<typeof groupChartSeriesSchema>;

export const itemGroupChart = endpoint({
  method: 'GET',
  path: '/ranking/:itemNumber/group-chart',
  access: roleGroups.bronzeAndUp,
  summary:
    "The group chart of one of the caller's items: BayScore and position score per day, the place per day of up to 5 tracked keywords (the selected ones first) and the SEO steps as flags; the last 60 days",
  params: z.object({ itemNumber: itemNumberSchema }),
  query: z.object({ eBaySiteId: z.coerce.number().int().min(0).optional() }),
  data: z.array(groupChartSeriesSchema),
});

export const sendItemReport = endpoint({
  method: 'GET',
  path: '/ranking/send-report/:itemNumber',
  access: accountCheckRoles,
  summary:
    'Mails the caller a ranking report of one of their listings (BayScore, position score, keywords with places; CSV of the last 30 days attached)',
  params: z.object({ itemNumber: itemNumberSchema }),
  data: z.object({ sentTo: z.string().describe("The caller's e-mail address") }),
});
