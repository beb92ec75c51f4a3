import { z } from 'zod';
import { calendarDaySchema, text } from './primitives.ts';

// Account check (spec 001 §3, §9): the figures per day the KPI chart, the item chart and the group chart draw.

/** 'yyyy-MM-dd', a UTC calendar day. */
export const accountCheckDaySchema = calendarDaySchema;

/** Account KPI per day (spec 001 §3). */
export const accountKpiSchema = z.object({
  createdDate: accountCheckDaySchema,
  medianSingle: z.number().nullable().describe('Median BayScore of the single listings that ranked that day'),
  singlePositionScore: z.number().int(),
  medianVariant: z.number().nullable().describe('Median BayScore of the listings with variations'),
  variantPositionScore: z.number().int(),
});
export type AccountKpi = z.infer<typeof accountKpiSchema>;

/** One day of one item's figures (the item chart). */
export const itemScorePointSchema = z.object({
  date: accountCheckDaySchema,
  bayScore: z.number().nullable().describe('Median place over all keywords; null = not ranked'),
  organicBayScore: z.number().nullable(),
  promotedBayScore: z.number().nullable(),
  positionScore: z.number().int().describe('Keywords it ranked for in the top 200'),
});
export type ItemScorePoint = z.infer<typeof itemScorePointSchema>;

/** A day's place of the item for one keyword. */
export const keywordDayPositionSchema = z.object({
  date: accountCheckDaySchema,
  position: z.number().int().describe('Best organic place in the newest search of the day; 0 = none'),
  advPosition: z.number().int().describe('Best sponsored place that day; 0 = none'),
});

export const itemKeywordPositionsSchema = z.object({
  keyword: text(),
  eBaySiteId: z.number().int(),
  isTracked: z.boolean().describe('The caller tracks this keyword for the item (My Ranking)'),
  points: z.array(keywordDayPositionSchema).describe('Only the days the item was found for the keyword'),
});
export type ItemKeywordPositions = z.infer<typeof itemKeywordPositionsSchema>;

/**
 * One series of the group chart (spec 001 §3 "Group chart series"). Lines: [time ms, place] per day, null =
 * not in the top 200; yAxis 0 = places (lower is better), 1 = position score. Flags: the SEO steps, each
 * point { x, title (the flag), text (the description) } drawn on the first line.
 */
export const groupChartSeriesSchema = z.object({
  chartType: z.enum(['line', 'column', 'flags']),
  data: z.union([
    z.array(z.tuple([z.number(), z.number().nullable()])),
    z.array(z.object({ x: z.number(), title: text(), text: text() })),
  ]),
  name: text().describe('A keyword, or a translation key (accountCheck.groupChart.*) for the other series'),
  id: text(),
  yAxis: z.number().int(),
  lineWidth: z.number(),
  color: text(),
  marker: z.object({ enabled: z.boolean() }),
  tooltip: z.object({ valueDecimals: z.number().int() }),
  shape: text().nullable().describe("Flag shape ('flag') for the SEO steps; null for the others"),
});
export type GroupChartSeries = z.infer<typeof groupChartSeriesSchema>;
