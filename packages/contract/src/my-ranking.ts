import { z } from 'zod';
import { listingNumberSchema } from './ebay-item-number.ts';
import { endpoint } from './endpoint.ts';
import { listQueryOf } from './envelope.ts';
import { databaseIdParam, maxDatabaseId, text } from './primitives.ts';
import { roleGroups } from './roles.ts';

/**
 * My Ranking (spec 001 §2.3): the keywords a user tracks per item, grouped by item, with yesterday's and
 * today's position (organic and advertised), the plan limits, notes, premium and selection flags, charts.
 * Every call sees only the caller's own rows; another user's row or item answers notFound (404).
 */

/** Who may use My Ranking (spec 001 §6: Bronze and above). */
export const myRankingRoles = roleGroups.bronzeAndUp;

/** Item groups per page (spec 001 §9). */
export const myRankingPageSize = 50;
/** Keyword suggestions the add form loads (spec 001 §2.3, §9). */
export const keywordSuggestionPageSize = 100;
/** Keyword rows the group chart draws at most: the first selected ones (spec 001 §9). */
export const groupChartKeywordLimit = 5;
/** The single chart's window: default 7 days, at least 30 minutes, history of 60 days (spec 001 §9). */
export const singleChartRange = { defaultDays: 7, minimumMinutes: 30, historyDays: 60 } as const;
/** The single chart's range buttons and how far back each reaches. */
export const chartRanges = { '1d': 1, '3d': 3, '1w': 7, '1m': 30, all: 60 } as const;
export type ChartRange = keyof typeof chartRanges;

const itemNumberSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(Number.MAX_SAFE_INTEGER)
  .describe('eBay item number');
const rowIdSchema = databaseIdParam().describe('Id of one tracked keyword row');
const countryIdSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(maxDatabaseId)
  .describe('Country id of the marketplace (GET /country/ebay-country; 1 Germany)');

export const rankedKeywordSchema = z.object({
  id: z.number().int(),
  keywords: text().describe('The tracked keyword'),
  notes: text(),
  isSelected: z.boolean(),
  premiumKeyword: z.boolean().describe('Searched every 20 minutes instead of 60'),
  position1: z
    .number()
    .int()
    .describe("Yesterday's organic place in the newest search of the day; 0 = not in the top 200"),
  position2: z.number().int().describe("Today's organic place; 0 = not in the top 200"),
  position1ADS: z.number().int().describe("Yesterday's advertised (sponsored) place; 0 = none"),
  position2ADS: z.number().int().describe("Today's advertised place; 0 = none"),
  created: text().describe('When the row was added, ISO 8601'),
  flag: text().describe('ISO country code of the site, for its flag'),
  siteName: text(),
  globalId: text().describe('e.g. EBAY-DE'),
  eBaySiteId: z.number().int(),
});
export type RankedKeyword = z.infer<typeof rankedKeywordSchema>;

export const rankedItemGroupSchema = z.object({
  itemNumber: z.number().int(),
  title: text().describe('Empty when neither the import nor eBay knows the item'),
  imageUrl: text().nullable(),
  sku: text(),
  sellerName: text(),
  itemCategory: text(),
  eBaySiteUrl: text().describe("The item's page on the site of its keywords"),
  expired: z.boolean().describe('The listing has ended or eBay no longer finds it'),
  keywords: z.array(rankedKeywordSchema),
});
export type RankedItemGroup = z.infer<typeof rankedItemGroupSchema>;

export const myRankingSortable = ['sellerName', 'itemNumber', 'title', 'created'] as const;

export const myRanking = endpoint({
  method: 'GET',
  path: '/ebayranking',
  access: myRankingRoles,
  personalToken: 'read',
  summary:
    "The caller's tracked keywords grouped by item, with yesterday's and today's organic and advertised places; total = item groups",
  query: listQueryOf(myRankingSortable, { pageSize: myRankingPageSize, orderBy: 'sellerName' }).extend({
    keyword: text()
      .trim()
      .max(200)
      .optional()
      .describe('Narrows to items whose number, title, seller or one of whose keywords contain it'),
  }),
  data: z.array(rankedItemGroupSchema),
  isList: true,
});

export const chartSeriesSchema = z.object({
  chartType: z.literal('line'),
  data: z
    .array(z.tuple([z.number(), z.number().nullable()]))
    .describe('[time in ms, place]; null = not among the first 200 results'),
  name: text().describe('The keyword'),
  id: text(),
  yAxis: z.number().int(),
  lineWidth: z.number(),
  color: text(),
  marker: z.object({ enabled: z.boolean() }),
  tooltip: z.object({ valueSuffix: text() }),
  shape: z.enum(['organic', 'ads']).describe('Which place the line follows: organic or advertised'),
});
export type ChartSeries = z.infer<typeof chartSeriesSchema>;

export const singleChart = endpoint({
  method: 'GET',
  path: '/ebayranking/:itemId/single-chart',
  access: myRankingRoles,
  personalToken: 'read',
  summary:
    'Position history of one tracked keyword row (organic and advertised line) from every search in the window; default the last 7 days, at least 30 minutes, at most 60 days back',
  params: z.object({ itemId: rowIdSchema }),
  query: z.object({
    fromDate: z.iso.datetime({ offset: true }).or(z.iso.date()).optional().describe('ISO 8601 date or time'),
    toDate: z.iso.datetime({ offset: true }).or(z.iso.date()).optional().describe('ISO 8601; default now'),
  }),
  data: z.array(chartSeriesSchema),
});

export const keywordSuggestionSchema = z.object({
  keyword: text(),
  position: z.number().int().describe('Best organic place in the window; 0 = only advertised'),
  advPosition: z.number().int().describe('Best advertised place in the window; 0 = none'),
});
export type KeywordSuggestion = z.infer<typeof keywordSuggestionSchema>;

export const itemKeywordSuggestions = endpoint({
  method: 'GET',
  path: '/ebayranking/:itemNumber/keywords',
  access: myRankingRoles,
  summary:
    'Keywords the item was found for (top 200) in the searches of the window, best place first: suggestions for the add form',
  params: z.object({ itemNumber: itemNumberSchema }),
  query: z.object({
    countryId: countryIdSchema.default(1),
    fromDate: z.iso.date().optional().describe('yyyy-MM-dd; default yesterday'),
    toDate: z.iso.date().optional().describe('yyyy-MM-dd, included; default fromDate'),
    pageSize: z.coerce.number().int().min(1).max(500).default(20),
  }),
  data: z.array(keywordSuggestionSchema),
});

export const addTrackedKeywords = endpoint({
  method: 'POST',
  path: '/ebayranking/add-keywords',
  access: myRankingRoles,
  personalToken: 'write',
  summary:
    'Tracks keywords for an item on a site; over the plan limit nothing is added (keywordReachLimitation). Answers how many rows were added',
  body: z.object({
    itemNumber: listingNumberSchema,
    countryId: countryIdSchema,
    keywords: z.array(text().max(200)).min(1).max(1000),
  }),
  data: z.object({ added: z.number().int() }),
});

export const updatePremiumKeyword = endpoint({
  method: 'PUT',
  path: '/ebayranking/update-premium-keywords',
  access: myRankingRoles,
  personalToken: 'write',
  summary: 'Marks one tracked keyword row premium or not; over the premium limit: keywordReachLimitation',
  body: z.object({ keyword: rowIdSchema, isPremium: z.boolean() }),
  data: z.null(),
});

export const limitationSchema = z.object({
  totalKeywords: z.number().int(),
  keywordLimitation: z.number().int(),
  totalPremiums: z.number().int(),
  premiumLimitation: z.number().int(),
});
export type Limitation = z.infer<typeof limitationSchema>;

export const keywordAndPremiumLimitation = endpoint({
  method: 'GET',
  path: '/ebayranking/keyword-and-premium-limitation',
  access: myRankingRoles,
  personalToken: 'read',
  summary: "The caller's tracked and premium keywords against the plan's limits",
  data: limitationSchema,
});

/** One row's change as the table editor sends it: form fields data[id][isSelected], data[id][notes]. */
export const rowEditSchema = z.object({
  isSelected: z.enum(['true', 'false']).optional(),
  notes: text().max(2000).optional(),
});

export const updateRow = endpoint({
  method: 'POST',
  path: '/ebayranking/datatables/update-row',
  access: myRankingRoles,
  summary:
    'Saves notes and the selected flag of rows (form data action=edit, data[id][isSelected], data[id][notes]; JSON of the same shape is accepted too)',
  body: z.object({
    action: z.literal('edit'),
    data: z.record(text().regex(/^\d+$/), rowEditSchema),
  }),
  data: z.array(z.object({ id: z.number().int(), isSelected: z.boolean(), notes: text() })),
});

export const deleteTrackedKeyword = endpoint({
  method: 'DELETE',
  path: '/ebayranking/keyword/:id',
  access: myRankingRoles,
  personalToken: 'write',
  summary: 'Stops tracking one keyword row',
  params: z.object({ id: rowIdSchema }),
  data: z.null(),
});

export const deleteTrackedItem = endpoint({
  method: 'DELETE',
  path: '/ebayranking/:itemNumber',
  access: myRankingRoles,
  personalToken: 'write',
  summary: 'Stops tracking every keyword of one item',
  params: z.object({ itemNumber: itemNumberSchema }),
  data: z.object({ deleted: z.number().int() }),
});

export const addNewItem = endpoint({
  method: 'POST',
  path: '/ebayranking/add-new-item',
  access: myRankingRoles,
  summary:
    "Moves the caller's tracked keywords of an item to its successor (a relisted item); keywords already tracked on the new item are kept once",
  body: z.object({ oldItemNumber: itemNumberSchema, newItemNumber: listingNumberSchema }),
  data: z.object({ moved: z.number().int() }),
});
