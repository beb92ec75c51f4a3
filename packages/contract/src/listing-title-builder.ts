import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { ebaySiteIdSchema } from './keyword-tool.ts';
import { reviseAnswerSchema } from './listing-item-apply.ts';
import { itemCheckRoles, itemNumberParamSchema } from './listing-item-check.ts';
import { titleMaxLength } from './listing-rules.ts';
import { text } from './primitives.ts';

/**
 * Title builder (spec 002 §2, §3, §7): one of the caller's own listings with keywords to build its title from,
 * the title sent back to eBay (Trading ReviseItem/ReviseFixedPriceItem with the listing's own seller's token), and
 * eBay's and a search engine's suggestions for a keyword. Another seller's listing answers notFound (404).
 */

/** Who may use the title builder (spec 002 §6: Bronze and above). */
export const titleBuilderRoles = itemCheckRoles;

/** Keywords of our keyword database offered for a main keyword, best first. */
export const availableKeywordLimit = 50;
/** A keyword of this value (0–100) or more is special: marked with a trailing '*'. */
export const specialKeywordValue = 70;
/** The marker of a special keyword (spec 002 §3). */
export const specialKeywordMarker = '*';

/** How long the 'title is copied' toast stays (spec 002 §2). */
export const titleCopiedToastMs = 3_000;

export const titleBuilderKeywordSchema = text()
  .trim()
  .min(1, 'required')
  .max(100)
  .describe('The main keyword the title is built around');

/** The start form: item number and main keyword, both required ('pleaseEnterItemNumberAndKeyword'). */
export const titleBuilderQuerySchema = z.object({
  keyword: titleBuilderKeywordSchema,
  itemNumber: itemNumberParamSchema,
});
export type TitleBuilderQuery = z.infer<typeof titleBuilderQuerySchema>;

export const titleBuilderItemSchema = z.object({
  itemNumber: z.string(),
  itemTitle: z.string().describe("The listing's title on eBay"),
  availableKeywords: z
    .array(z.string())
    .describe(
      "Keywords of our keyword database for the main keyword on the listing's site, best first; a trailing '*' marks a special keyword (value 70 or more)",
    ),
  hasToken: z
    .boolean()
    .describe("The caller holds a usable token of the listing's seller: the title can be sent"),
  sellerId: z.string().describe("The listing's seller (eBay user name)"),
  eBaySiteId: z.number().int().describe("The listing's eBay site"),
});
export type TitleBuilderItem = z.infer<typeof titleBuilderItemSchema>;

export const titleBuilderItem = endpoint({
  method: 'GET',
  path: '/titlebuilder',
  access: titleBuilderRoles,
  summary:
    "One of the caller's listings for the title builder: its title, keywords of our keyword database for the main keyword ('*' marks special ones) and whether the title can be sent to eBay",
  query: titleBuilderQuerySchema,
  data: titleBuilderItemSchema,
});

export const titleSchema = text()
  .trim()
  .min(1, 'required')
  .max(titleMaxLength)
  .describe('The new title, at most 80 characters');

export const applyTitleBodySchema = z.object({
  itemNumber: itemNumberParamSchema,
  title: titleSchema,
  sellerId: text()
    .trim()
    .max(64)
    .optional()
    .describe("The listing's seller as the builder showed it; another seller's name answers notFound"),
});
export type ApplyTitleBody = z.infer<typeof applyTitleBodySchema>;

export const applyTitle = endpoint({
  method: 'PUT',
  path: '/titlebuilder',
  access: titleBuilderRoles,
  summary:
    "Sends a new title of one of the caller's listings to eBay with the listing's own seller's token; eBay's warnings are passed on",
  body: applyTitleBodySchema,
  data: reviseAnswerSchema,
});

const suggestionKeywordSchema = text()
  .trim()
  .min(1, 'required')
  .max(100)
  .describe('What the seller typed, to be completed');

export const ebayAutoSuggestion = endpoint({
  method: 'GET',
  path: '/titlebuilder/ebay-auto-suggestion',
  access: titleBuilderRoles,
  summary: "eBay's search-box suggestions for a keyword on one eBay site",
  query: z.object({ keyword: suggestionKeywordSchema, sId: ebaySiteIdSchema.default(77) }),
  data: z.array(z.string()).describe('Completions, most asked first'),
});

/** Languages the search engine is asked in, with the country its suggestions are for. */
export const suggestionLanguages = { de: 'DE', en: 'US' } as const;

export const googleAutoSuggestion = endpoint({
  method: 'GET',
  path: '/titlebuilder/google-auto-suggestion',
  access: titleBuilderRoles,
  summary: "A search engine's suggestions for a keyword in one language",
  query: z.object({
    keyword: suggestionKeywordSchema,
    lang: z.enum(['de', 'en']).default('de').describe('Language of the suggestions'),
  }),
  data: z.array(z.string()).describe('Completions, most asked first'),
});
