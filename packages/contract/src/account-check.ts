import { z } from 'zod';
import {
  accountCheckDaySchema,
  accountKpiSchema,
  groupChartSeriesSchema,
  itemKeywordPositionsSchema,
  itemScorePointSchema,
} from './account-check-charts.ts';
import { flagSchema, rankingFilterSchema, rankingSortSchema } from './account-check-filter.ts';
import { rankingItemSchema } from './account-check-item.ts';
import { starColorIdSchema, starColorSchema, starColorTextMaxLength } from './account-check-star-colors.ts';
import { endpoint } from './endpoint.ts';
import { maxDatabaseId, text } from './primitives.ts';
import { roleGroups } from './roles.ts';

/**
 * Account check (spec 001 §2.1): one seller account's listings with their BayScore and position score, star
 * colours, optimized flags, KPI per day, charts and a CSV export. Every call sees only the caller's own
 * imported accounts (ranking_accounts); another user's item number or seller name answers notFound (404).
 * This file holds the calls and the area's limits; their schemas are in the account-check-*.ts files beside it.
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

export const itemNumberSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(Number.MAX_SAFE_INTEGER)
  .describe('eBay item number');

export const rankingQuerySchema = rankingFilterSchema.extend(rankingSortSchema.shape).extend({
  pageIndex: z.coerce.number().int().min(1).max(maxDatabaseId).default(1).describe('1-based page number'),
  pageSize: z.coerce.number().int().min(1).max(200).default(accountCheckDefaultPageSize),
});

export const rankingList = endpoint({
  method: 'GET',
  path: '/ranking',
  access: accountCheckRoles,
  personalToken: 'read',
  summary:
    "The caller's imported listings, filtered, sorted (item number breaks ties) and paged; total = all matching rows",
  query: rankingQuerySchema,
  data: z.array(rankingItemSchema),
  isList: true,
  // The screen's most frequent call; its rows are built by the feature's SQL in this shape, and the zod
  // encode of 50 rows cost more server time than the rest of the request. The API tests check every answer.
  isLargeAnswer: true,
});

export const rankingExport = endpoint({
  method: 'GET',
  path: '/ranking/export',
  access: accountCheckRoles,
  personalToken: 'read',
  summary:
    "The current filter result as CSV (text/csv; ';', decimal comma, formula guard), streamed, sorted like the table, at most 10,000 rows",
  query: rankingFilterSchema.extend(rankingSortSchema.shape),
  data: z.null(),
  isFile: true,
});

export const accountKpi = endpoint({
  method: 'GET',
  path: '/ranking/account-kpi',
  access: accountCheckRoles,
  personalToken: 'read',
  summary: "One of the caller's accounts: KPI per day, oldest first (default the last 60 days to today)",
  query: z.object({
    account: text().trim().min(1).max(64).describe("Seller name of one of the caller's accounts"),
    fromDate: accountCheckDaySchema.optional(),
    toDate: accountCheckDaySchema.optional(),
  }),
  data: z.array(accountKpiSchema),
});

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
    text: text().trim().max(starColorTextMaxLength),
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
    oldSellerName: text().trim().min(1).max(64),
    newSellerName: text().trim().min(1).max(64),
  }),
  data: z.object({ sellerName: text() }),
});

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
  personalToken: 'read',
  summary:
    "BayScore and position score per day of one of the caller's listings (the last 60 days, oldest first)",
  params: z.object({ itemNumber: itemNumberSchema }),
  query: z.object({ eBaySiteId: z.coerce.number().int().min(0).max(maxDatabaseId).optional() }),
  data: z.array(itemScorePointSchema),
});

export const itemKeywordChart = endpoint({
  method: 'GET',
  path: '/ebayranking/:itemNumber/chart',
  access: roleGroups.bronzeAndUp,
  personalToken: 'read',
  summary:
    "Every keyword one of the caller's items (imported or tracked) ranked for in the window, with its place per day; best (lowest median) first",
  params: z.object({ itemNumber: itemNumberSchema }),
  query: z.object({
    fromDate: accountCheckDaySchema.optional().describe('Default 7 days before toDate'),
    toDate: accountCheckDaySchema.optional().describe('Included; default today'),
  }),
  data: z.object({ keywords: z.array(itemKeywordPositionsSchema) }),
});

export const itemGroupChart = endpoint({
  method: 'GET',
  path: '/ranking/:itemNumber/group-chart',
  access: roleGroups.bronzeAndUp,
  personalToken: 'read',
  summary:
    "The group chart of one of the caller's items: BayScore and position score per day, the place per day of up to 5 tracked keywords (the selected ones first) and the SEO steps as flags; the last 60 days",
  params: z.object({ itemNumber: itemNumberSchema }),
  query: z.object({ eBaySiteId: z.coerce.number().int().min(0).max(maxDatabaseId).optional() }),
  data: z.array(groupChartSeriesSchema),
});

export const sendItemReport = endpoint({
  method: 'GET',
  path: '/ranking/send-report/:itemNumber',
  access: accountCheckRoles,
  summary:
    'Mails the caller a ranking report of one of their listings (BayScore, position score, keywords with places; CSV of the last 30 days attached)',
  params: z.object({ itemNumber: itemNumberSchema }),
  data: z.object({ sentTo: text().describe("The caller's e-mail address") }),
});
