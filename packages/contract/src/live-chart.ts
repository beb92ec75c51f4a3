import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { text } from './primitives.ts';
import { roleGroups } from './roles.ts';
import { itemNumberSchema } from './search-organic.ts';

/** The live chart's clock (spec 001 §2.8, §9). */
export const liveChartTiming = {
  /** The first update after the saved setup is loaded. */
  firstUpdateDelayMs: 1_500,
  updateIntervalMs: 15_000,
  /** After this the page returns to the dashboard. */
  redirectAfterMs: 900_000,
  redirectTo: '/app/dashboard',
} as const;

export const liveChartHeight = 600;

/** At most one live search per user in this time; a faster update answers the latest stored point. */
export const liveSearchMinGapMs = 15_000;

/**
 * isSuperPrice: the item's price (with shipping left out, as the result list shows it) is the lowest of the
 * first results a buyer sees, this many places. eBay shows no such mark in its API; ours is observable.
 */
export const superPriceWindow = 50;

/** German site or the international (US) site (spec 001 §2.8). */
export const liveChartSites = [77, 0] as const;
export type LiveChartSite = (typeof liveChartSites)[number];
const siteSchema = z
  .union([z.literal(77), z.literal(0)])
  .describe('eBay site id: 77 Germany, 0 international (ebay.com)');

export const livePointSchema = z.object({
  timestamp: text().describe('ISO 8601 time of the live search'),
  position: z.number().int().min(0).describe('First place of the item; 0 if not in the first 200'),
  isAdv: z.boolean().describe('That place is a sponsored slot'),
  isSuperPrice: z.boolean().describe(`Lowest price of the first ${superPriceWindow} results`),
});
export type LivePoint = z.infer<typeof livePointSchema>;

export const liveChartSchema = z.object({
  itemNumber: z.number().int(),
  keywords: text(),
  destinationSite: siteSchema,
  points: z.array(livePointSchema).describe('Oldest first'),
});
export type LiveChart = z.infer<typeof liveChartSchema>;

export const mainKeywordsSchema = text().trim().min(1).max(350).describe('The keyword searched');

export const liveChart = endpoint({
  method: 'GET',
  path: '/livechart',
  access: roleGroups.liveChart,
  summary: "The caller's saved live-chart setup and its points; null before the first setup",
  data: liveChartSchema.nullable(),
});

export const saveLiveChart = endpoint({
  method: 'POST',
  path: '/livechart',
  access: roleGroups.liveChart,
  summary: 'Saves the live-chart setup (item, keyword, site) and clears the points of the previous one',
  body: z.object({ itemNumber: itemNumberSchema, mainKeywords: mainKeywordsSchema, eBaySite: siteSchema }),
  data: liveChartSchema,
});

export const liveChartUpdate = endpoint({
  method: 'GET',
  path: '/livechart/update',
  access: roleGroups.liveChart,
  summary: `One live search for the saved setup, stored as a point; within ${liveSearchMinGapMs / 1000} s of the last search the latest point instead`,
  query: z.object({
    keywords: mainKeywordsSchema,
    itemNumber: itemNumberSchema,
    eBaySite: z.coerce.number().pipe(siteSchema),
  }),
  data: livePointSchema,
});
