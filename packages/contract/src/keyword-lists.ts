import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { text } from './primitives.ts';

/**
 * The personal keyword lists (spec 001 §2.6, §3 "User keyword list"): named lists of keywords a user
 * saves from Keyword Pro, the reverse tracker or by hand, and picks from in My Ranking.
 * Every call sees only the caller's own lists; another user's documentId answers notFound (404).
 */

/** Keywords one list holds: as many as one Keyword Pro fetch (spec 001 §9, 10,000 rows). */
export const keywordListCapacity = 10_000;
/** Lists one user may keep. */
export const keywordListsPerUser = 200;

/**
 * Field-error keys (catalogue `keywordLists`) of the `validationFailed` answers about limits:
 * the list would hold more than keywordListCapacity, or the user already has keywordListsPerUser lists.
 */
export const keywordListErrors = {
  listFull: 'keywordLists.listFull',
  tooManyLists: 'keywordLists.tooManyLists',
} as const;

export const keywordSchema = text().trim().min(1).max(200).describe('One keyword (a search phrase)');
export const keywordListNameSchema = text().trim().min(1).max(100).describe('Name of the list');
const keywordsSchema = z.array(keywordSchema).min(1).max(keywordListCapacity);

export const documentIdSchema = z.uuid().describe('Id of one keyword list');

export const keywordListSchema = z.object({
  documentId: text(),
  name: text(),
  keywordCount: z.number().int().min(0),
  keywords: z
    .array(text())
    .describe('The keywords in the order they were added; empty in the list call without details'),
  updatedAt: text().describe('ISO 8601'),
});
export type KeywordList = z.infer<typeof keywordListSchema>;

export const keywordLists = endpoint({
  method: 'GET',
  path: '/userkeywords',
  access: 'signedIn',
  summary: "The caller's keyword lists by name; with details=true each carries its keywords",
  query: z.object({
    details: z.enum(['true', 'false']).default('false').describe('true: include every list’s keywords'),
  }),
  data: z.array(keywordListSchema),
});

export const createKeywordList = endpoint({
  method: 'POST',
  path: '/userkeywords',
  access: 'signedIn',
  summary:
    'Saves keywords into a new list; a name the caller already uses (any letter case) adds them to that list',
  body: z.object({ name: keywordListNameSchema, keywords: keywordsSchema }),
  data: keywordListSchema,
});

const documentParams = z.object({ documentId: documentIdSchema });

export const addToKeywordList = endpoint({
  method: 'PUT',
  path: '/userkeywords/:documentId',
  access: 'signedIn',
  summary:
    'Adds keywords to one of the caller’s lists; keywords it holds already (any letter case) are skipped',
  params: documentParams,
  body: z.object({ keywords: keywordsSchema }),
  data: keywordListSchema,
});

export const deleteKeywordList = endpoint({
  method: 'DELETE',
  path: '/userkeywords/:documentId',
  access: 'signedIn',
  summary: 'Deletes one of the caller’s lists',
  params: documentParams,
  data: z.null(),
});

export const keywordListDetails = endpoint({
  method: 'GET',
  path: '/userkeywords/:documentId',
  access: 'signedIn',
  summary: 'One of the caller’s lists with its keywords',
  params: documentParams,
  data: keywordListSchema,
});

export const removeFromKeywordList = endpoint({
  method: 'DELETE',
  path: '/userkeywords/:documentId/keyword',
  access: 'signedIn',
  summary: 'Removes one keyword (exact text) from one of the caller’s lists',
  params: documentParams,
  query: z.object({ keyword: keywordSchema }),
  data: keywordListSchema,
});
