import { z } from 'zod';
import { accountCheckRoles, itemNumberSchema } from './account-check.ts';
import { accountCheckDaySchema } from './account-check-charts.ts';
import { endpoint } from './endpoint.ts';
import { text } from './primitives.ts';

/**
 * What made a BayScore (docs/decisions/explainable-bayscore.md): the parts of one listing's or one account's
 * score on a day, read from the day's stored searches and scores, with the median worked out from them and
 * the day before for comparison. Only the caller's own listings and accounts; others answer notFound.
 */

const place = z.number().int().positive().nullable();

/** One keyword the listing was found for in the top 200 that day. */
export const keywordPartSchema = z.object({
  keywordId: z.number().int(),
  keyword: z.string(),
  place: z.number().int().positive().describe('Best place of either kind: what the BayScore takes'),
  organicPlace: place.describe('Best unpaid place, null if only sponsored'),
  promotedPlace: place.describe('Best sponsored place, null if only unpaid'),
  weight: z
    .number()
    .int()
    .describe('How often the place counts in the median: every keyword once, whatever its volume'),
  keywordValue: z
    .number()
    .int()
    .describe('Keyword value 0–100, the estimate of how worthwhile the keyword is (docs/glossary.md)'),
  points: z.number().int().describe('Points towards the position score: 1 per keyword'),
  isMiddle: z.boolean().describe('The place is one of the middle places the median takes'),
});

/** A median worked out: the places sorted, the middle index(es), their median and the stored score. */
export const medianPartSchema = z.object({
  sortedValues: z.array(z.number()),
  middle: z.array(z.number().int()).describe('Indexes into sortedValues of the middle value(s)'),
  median: z.number().nullable().describe('Median of the sorted values, rounded to two decimals'),
  stored: z.number().nullable().describe('The score as stored for the day'),
});

export const keywordChangeSchema = z.object({
  keyword: z.string(),
  yesterday: place,
  today: place,
  kind: z.enum(['gained', 'lost', 'better', 'worse']),
});

export const dayChangeSchema = z.object({
  yesterday: z.number().nullable(),
  today: z.number().nullable(),
  causes: z.array(keywordChangeSchema).describe('Keywords gained or lost and the biggest moves, at most 10'),
});

export const listingBreakdownSchema = z.object({
  itemNumber: z.number().int(),
  day: accountCheckDaySchema,
  keywords: z.array(keywordPartSchema).describe('Best place first'),
  bayScore: medianPartSchema,
  organicBayScore: medianPartSchema,
  promotedBayScore: medianPartSchema,
  positionScore: z.object({ sum: z.number().int(), stored: z.number().int() }),
  change: dayChangeSchema,
});

export const accountListingPartSchema = z.object({
  index: z.number().int().describe("The listing's index in the group's sorted BayScores"),
  itemNumber: z.number().int(),
  title: z.string(),
  hasVariations: z.boolean(),
  bayScore: z.number().nullable(),
  positionScore: z.number().int(),
  isMiddle: z.boolean(),
});

export const listingChangeSchema = z.object({
  itemNumber: z.number().int(),
  title: z.string(),
  yesterday: z.number().nullable(),
  today: z.number().nullable(),
  kind: z.enum(['gained', 'lost', 'better', 'worse']),
});

/** Listings a group shows by name at most: all of a small group, else those around the middle. */
export const accountBreakdownListingLimit = 51;

export const accountGroupSchema = z.object({
  listings: z
    .array(accountListingPartSchema)
    .describe('Ranked listings by BayScore: all, or the 51 around the middle of a larger group'),
  unrankedCount: z.number().int().describe('Listings without a BayScore that day: not in the median'),
  median: medianPartSchema,
  positionScore: z.object({ sum: z.number().int(), stored: z.number().int() }),
  change: z.object({
    yesterday: z.number().nullable(),
    today: z.number().nullable(),
    causes: z
      .array(listingChangeSchema)
      .describe('Listings that started or stopped ranking and the biggest moves, at most 10'),
  }),
});

export const accountBreakdownSchema = z.object({
  sellerName: z.string(),
  day: accountCheckDaySchema,
  single: accountGroupSchema,
  variant: accountGroupSchema,
});

export type KeywordPart = z.infer<typeof keywordPartSchema>;
export type MedianPart = z.infer<typeof medianPartSchema>;
export type KeywordChange = z.infer<typeof keywordChangeSchema>;
export type ListingBreakdown = z.infer<typeof listingBreakdownSchema>;
export type AccountListingPart = z.infer<typeof accountListingPartSchema>;
export type ListingChange = z.infer<typeof listingChangeSchema>;
export type AccountGroup = z.infer<typeof accountGroupSchema>;
export type AccountBreakdown = z.infer<typeof accountBreakdownSchema>;

export const listingScoreBreakdown = endpoint({
  method: 'GET',
  path: '/ranking/:itemNumber/score-breakdown',
  access: accountCheckRoles,
  personalToken: 'read',
  summary:
    "What made one of the caller's listings' BayScore and position score on a day (default the latest)",
  params: z.object({ itemNumber: itemNumberSchema }),
  query: z.object({ day: accountCheckDaySchema.optional() }),
  data: listingBreakdownSchema,
});

export const accountScoreBreakdown = endpoint({
  method: 'GET',
  path: '/ranking/account-score-breakdown',
  access: accountCheckRoles,
  personalToken: 'read',
  summary: "What made one of the caller's accounts' median BayScore on a day (default the latest)",
  query: z.object({
    account: text().trim().min(1).max(64).describe("Seller name of one of the caller's accounts"),
    day: accountCheckDaySchema.optional(),
  }),
  data: accountBreakdownSchema,
});
