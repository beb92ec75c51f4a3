import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { calendarDaySchema, text } from './primitives.ts';
import { roleGroups } from './roles.ts';

/** Time ranges of the reverse tracker's search form (spec 001 §2.2). */
export const rankingCheckTimeRanges = [
  'yesterday',
  'last7days',
  '30days',
  '60days',
  'thismonth',
  'lastmonth',
  'custom',
] as const;
export type RankingCheckTimeRange = (typeof rankingCheckTimeRanges)[number];

/** Keywords one check answers at most (spec 001 §9: the table shows 500). */
export const rankingCheckKeywordLimit = 500;

/** 'YYYY-MM-DD', a UTC calendar day (the days of the position history). */
export const daySchema = calendarDaySchema;

/** What a date without a value reads as (the spec's year 0001): the browser shows it blank. */
export const noDate = '0001-01-01T00:00:00.000Z';

function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The days a time range covers, both ends included (spec 001 §9): yesterday is one day back; last7days
 * is 8 days back to yesterday; 30days 31 back and 60days 59 back, also to yesterday (yesterday's crawls are
 * complete, today's are not); this month from its 1st to today; last month whole; custom as given.
 */
export function rangeDaysOf(
  timeRange: RankingCheckTimeRange,
  today: string,
  custom: { fromDate?: string | undefined; toDate?: string | undefined } = {},
): { fromDate: string; toDate: string } {
  const yesterday = shiftDay(today, -1);
  switch (timeRange) {
    case 'yesterday':
      return { fromDate: yesterday, toDate: yesterday };
    case 'last7days':
      return { fromDate: shiftDay(today, -8), toDate: yesterday };
    case '30days':
      return { fromDate: shiftDay(today, -31), toDate: yesterday };
    case '60days':
      return { fromDate: shiftDay(today, -59), toDate: yesterday };
    case 'thismonth':
      return { fromDate: `${today.slice(0, 7)}-01`, toDate: today };
    case 'lastmonth': {
      const lastDay = shiftDay(`${today.slice(0, 7)}-01`, -1);
      return { fromDate: `${lastDay.slice(0, 7)}-01`, toDate: lastDay };
    }
    case 'custom': {
      const fromDate = custom.fromDate ?? yesterday;
      const toDate = custom.toDate ?? fromDate;
      return fromDate <= toDate ? { fromDate, toDate } : { fromDate: toDate, toDate: fromDate };
    }
  }
}

const itemNumberSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(Number.MAX_SAFE_INTEGER)
  .describe('eBay item number');

export const rankingCheckRequestSchema = z
  .object({
    itemNumber: itemNumberSchema,
    competitorItemNumber: itemNumberSchema.optional().describe('Optional competitor item to compare with'),
    timeRange: z.enum(rankingCheckTimeRanges).default('last7days'),
    fromDate: daySchema.optional().describe('First day of a custom range'),
    toDate: daySchema.optional().describe('Last day of a custom range'),
  })
  .refine((r) => r.timeRange !== 'custom' || (r.fromDate !== undefined && r.toDate !== undefined), {
    message: 'validationFailed',
    path: ['fromDate'],
  });

export const itemOfValues = ['myself', 'competitor', 'both'] as const;
export type ItemOf = (typeof itemOfValues)[number];

export const checkedItemSchema = z.object({
  itemNumber: z.number().int(),
  title: text().describe("The listing's title; empty when neither an import nor eBay knows it"),
  pictureUrl: text().nullable(),
  bayScore: z.number().nullable().describe('BayScore on the last day of the range with one'),
  organicBayScore: z.number().nullable(),
  promotedBayScore: z.number().nullable(),
});
export type CheckedItem = z.infer<typeof checkedItemSchema>;

export const checkKeywordSchema = z.object({
  keyword: text(),
  sId: z.number().int().describe('eBay site id of the keyword (77 DE, 0 US, 3 UK)'),
  value: z.number().int().describe('Keyword value 0-100'),
  showInKeyword: z
    .number()
    .int()
    .optional()
    .describe(
      'Competitors: result count of the search; only for Administrator, Silver, Gold, Platinum, trial',
    ),
  position: z.number().int().describe('Latest organic place in the range; 0 = not ranked organically'),
  advPosition: z.number().int().describe('Latest sponsored place in the range; 0 = none'),
  createdTime: text().describe('When the organic place was seen (ISO 8601); year 0001 = never'),
  advCreatedTime: text().describe('When the sponsored place was seen; year 0001 = never'),
  isSuperPrice: z
    .boolean()
    .describe(
      "Whether the organic place's price was a super price in that search (docs/decisions/super-price.md)",
    ),
  advItemPosition: z
    .array(z.number().int())
    .optional()
    .describe(
      "Sponsored places of the keyword's latest search in the range; role-limited like showInKeyword",
    ),
  competitorPosition: z
    .number()
    .int()
    .describe("The competitor's latest organic place; 0 = none or no competitor"),
  itemOf: z.enum(itemOfValues),
});
export type CheckKeyword = z.infer<typeof checkKeywordSchema>;

export const wordFrequencySchema = z.object({ keyword: text(), count: z.number().int() });
export type WordFrequency = z.infer<typeof wordFrequencySchema>;

export const rankingCheckSummarySchema = z.object({
  keywords: z.array(checkKeywordSchema),
  totalKeywords: z.number().int().describe('Keywords found, also beyond the 500 answered'),
  organicKeywords: z.number().int(),
  sponsoredKeywords: z.number().int(),
  topOfferKeywords: z.number().int().describe('Keywords with an organic place 1-10'),
  wordFrequency: z.array(wordFrequencySchema),
});
export type RankingCheckSummary = z.infer<typeof rankingCheckSummarySchema>;

export const rankingCheckResultSchema = z.object({
  fromDate: daySchema,
  toDate: daySchema,
  items: z.array(checkedItemSchema),
  filtered: rankingCheckSummarySchema,
  canSeeDetails: z
    .boolean()
    .describe('Whether competitor counts and ads positions are included (spec 001 §6)'),
});
export type RankingCheckResult = z.infer<typeof rankingCheckResultSchema>;

/** Words shown in the word-frequency widget. */
export const wordFrequencyLimit = 30;

/** Word counts over keywords, most frequent first, then alphabetical. */
export function wordFrequencyOf(keywords: readonly { keyword: string }[]): WordFrequency[] {
  const counts = new Map<string, number>();
  for (const { keyword } of keywords) {
    for (const word of new Set(keyword.toLowerCase().split(/\s+/).filter(Boolean))) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts]
    .map(([keyword, count]) => ({ keyword, count }))
    .sort((a, b) => b.count - a.count || a.keyword.localeCompare(b.keyword))
    .slice(0, wordFrequencyLimit);
}

/** Distribution and word frequency of a set of keyword rows (the search's and the filter's alike). */
export function summarize(
  keywords: readonly CheckKeyword[],
  totalKeywords = keywords.length,
): RankingCheckSummary {
  return {
    keywords: [...keywords],
    totalKeywords,
    organicKeywords: keywords.filter((k) => k.position > 0).length,
    sponsoredKeywords: keywords.filter((k) => k.advPosition > 0).length,
    topOfferKeywords: keywords.filter((k) => k.position >= 1 && k.position <= 10).length,
    wordFrequency: wordFrequencyOf(keywords),
  };
}

export const rankingCheck = endpoint({
  method: 'POST',
  path: '/ranking/check',
  access: roleGroups.silverAndUp,
  summary:
    "Reverse tracker: every keyword whose searches in the time range show the item (or the competitor item), with places, value and the items' BayScores",
  body: rankingCheckRequestSchema,
  data: rankingCheckResultSchema,
});

export const positionPointSchema = z.object({
  dateInMiliseconds: z.number().int().describe('Time of the search, ms since 1970'),
  position: z.number().int().describe('Organic place; 0 = not in the top 200'),
  ads: z.number().int().describe('Sponsored place; 0 = none'),
});
export type PositionPoint = z.infer<typeof positionPointSchema>;

export const keywordPositionHistory = endpoint({
  method: 'GET',
  path: '/ranking/:itemNumber/position',
  access: roleGroups.bronzeAndUp,
  personalToken: 'read',
  summary: "An item's place for one keyword at every search in the range (default the last 60 days)",
  params: z.object({ itemNumber: itemNumberSchema }),
  query: z.object({
    keyword: text().trim().min(1).max(200),
    eBaySiteId: z.coerce
      .number()
      .int()
      .pipe(z.union([z.literal(77), z.literal(0), z.literal(3)])),
    fromDate: daySchema.optional(),
    toDate: daySchema.optional(),
  }),
  data: z.array(positionPointSchema),
});

export const checkChartPointSchema = z.object({
  day: daySchema,
  organicKeywords: z.number().int().describe('Keywords the item held an organic place for that day'),
  promotedKeywords: z.number().int().describe('Keywords the item held a sponsored place for that day'),
  bayScore: z.number().nullable(),
  organicBayScore: z.number().nullable(),
  promotedBayScore: z.number().nullable(),
});
export type CheckChartPoint = z.infer<typeof checkChartPointSchema>;

export const rankingCheckChart = endpoint({
  method: 'GET',
  path: '/ranking/check/:itemNumber/chart',
  access: roleGroups.silverAndUp,
  personalToken: 'read',
  summary: 'Per day: how many keywords an item ranked for organically and promoted, and its BayScores',
  params: z.object({ itemNumber: itemNumberSchema }),
  query: z.object({ fromDate: daySchema.optional(), toDate: daySchema.optional() }),
  data: z.array(checkChartPointSchema),
});
