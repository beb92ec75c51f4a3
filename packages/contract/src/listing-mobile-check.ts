import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { checkEntrySchema, itemCheckRoles, itemNumberParamSchema } from './listing-item-check.ts';

/**
 * Mobile check (spec 002 §2, §3): the mobile short description of one of the caller's own listings, read from
 * eBay (Trading GetItem with the description). Another seller's listing answers notFound (404).
 */

/** The mobile preview frame's size in pixels (spec 002 §2). */
export const mobilePreviewWidth = 400;
export const mobilePreviewHeight = 555;

/** The figures of the mobile check's entry, sent as its metadata JSON (spec 002 §3). */
export const mobileCheckMetadataSchema = z.object({
  mobileDescription0: z.string().describe('The first 215 characters: shown as the subtitle on mobile'),
  mobileDescription1: z.string().describe('Characters 216 to 800: shown in full on mobile'),
  mobileDescription2: z.string().describe('Beyond 800 characters: cut by eBay'),
  mobileDescriptionCount: z.number().int().describe('Characters of the short description'),
  mobileDescriptionCharacters: z.number().int().describe('Characters eBay shows at most (800)'),
  shortDescription: z.string().describe('The short description as text, empty without one'),
  mobileDescriptionAll: z
    .string()
    .describe("The description's text: what eBay shows on mobile without a short description"),
});
export type MobileCheckMetadata = z.infer<typeof mobileCheckMetadataSchema>;

export const mobileCheckResultSchema = checkEntrySchema.extend({
  description: z.literal('description'),
  value: z.string().describe('The short description as saved in the listing (HTML), empty without one'),
  itemNumber: z.string(),
  title: z.string(),
  pictureUrl: z.string().nullable().describe("The listing's first picture, for the preview"),
  viewItemUrl: z.string().nullable(),
});
export type MobileCheckResult = z.infer<typeof mobileCheckResultSchema>;

export const mobileCheck = endpoint({
  method: 'GET',
  path: '/itemchecking/:itemNumber/mobile-checking',
  access: itemCheckRoles,
  summary:
    "Checks the mobile short description of one of the caller's listings: its HTML as saved, a flag and its parts as eBay shows them",
  params: z.object({ itemNumber: itemNumberParamSchema }),
  data: mobileCheckResultSchema,
});
