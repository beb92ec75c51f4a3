import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { defaultEbaySiteId, type EbaySiteId, marketplaces } from './marketplaces.ts';
import { maxDatabaseId, text } from './primitives.ts';
import { roleGroups } from './roles.ts';

/** Related keywords the tool lists from our keyword database (ours: spec 001 names no number). */
export const relatedKeywordLimit = 100;

/** Words the keyword cloud shows at most. */
export const keywordCloudLimit = 40;

/** The suggestion sources; the answer names those that failed, so the page can say which part is missing. */
export const suggestionSources = ['eBaySuggestions', 'googleSuggestions'] as const;
export type SuggestionSource = (typeof suggestionSources)[number];

const siteIds = marketplaces.map((m) => m.eBaySiteId);

export const ebaySiteIdSchema = z.coerce
  .number()
  .int()
  .max(maxDatabaseId)
  .refine((id) => (siteIds as readonly number[]).includes(id), { message: 'unknownEbaySite' })
  .describe('eBay site id: 77 Germany, 0 United States, 3 United Kingdom');

export const keywordToolQuery = z.object({
  keyword: text().trim().min(1).max(100).describe('What the seller wants keyword ideas for'),
  eBaySiteId: ebaySiteIdSchema.default(defaultEbaySiteId),
});

export const relatedKeywordSchema = z.object({
  keyword: text(),
  value: z.number().int().min(0).max(100).describe('Keyword value 0–100 from our keyword database'),
  showInKeyword: z.number().int().min(0).describe('Search results eBay reported for the keyword'),
});
export type RelatedKeyword = z.infer<typeof relatedKeywordSchema>;

export const keywordCloudWordSchema = z.object({
  word: text(),
  weight: z.number().int().min(1).max(100).describe('Relative weight; the heaviest word is 100'),
  count: z.number().int().min(1).describe('In how many suggestions and related keywords the word occurs'),
});
export type KeywordCloudWord = z.infer<typeof keywordCloudWordSchema>;

export const keywordToolDataSchema = z.object({
  keyword: text(),
  eBaySiteId: z.number().int(),
  eBaySuggestions: z.array(text()).describe("eBay's own search-box suggestions for the keyword"),
  googleSuggestions: z.array(text()).describe("A search engine's suggestions in the site's language"),
  keywords: z
    .array(relatedKeywordSchema)
    .describe('Keywords of our database sharing words with it, best first'),
  keywordCloud: z.array(keywordCloudWordSchema).describe('Words around the keyword, heaviest first'),
  googleTrendsUrl: text().url().describe("Google Trends for the keyword in the site's country"),
  unavailable: z
    .array(z.enum(suggestionSources))
    .describe('Suggestion sources that did not answer this time; their lists are empty'),
});
export type KeywordToolData = z.infer<typeof keywordToolDataSchema>;

export const keywordTool = endpoint({
  method: 'GET',
  path: '/keywordtool',
  access: roleGroups.bronzeAndUp,
  summary:
    'Keyword ideas: eBay and search-engine suggestions, related keywords with value, a keyword cloud and a trends link',
  query: keywordToolQuery,
  data: keywordToolDataSchema,
});

/** Google Trends for a keyword in the site's country. */
export function googleTrendsUrl(keyword: string, eBaySiteId: EbaySiteId): string {
  const geo = marketplaces.find((m) => m.eBaySiteId === eBaySiteId)?.iso ?? 'DE';
  return `https://trends.google.com/trends/explore?q=${encodeURIComponent(keyword)}&geo=${geo}`;
}
