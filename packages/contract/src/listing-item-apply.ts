import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { itemCheckRoles, itemNumberParamSchema } from './listing-item-check.ts';
import { maxDatabaseId, text } from './primitives.ts';

/**
 * Changes from the item check sent to eBay (spec 002 §2, §5, §7): the listing's categories and its item
 * specifics, revised through Trading ReviseItem/ReviseFixedPriceItem with the listing's own seller's token.
 * Another seller's listing answers notFound (404); a seller without a usable token ebayTokenRequired.
 */

/** A category id as the check's pickers send it; 0 = not chosen (spec 002 §5: unselected counts as 0). */
const categoryIdSchema = z
  .number()
  .int()
  .min(0)
  .max(maxDatabaseId)
  .describe('eBay category id (a leaf), 0 when not chosen');

export const applyCategoryBodySchema = z.object({
  primaryCategoryId: categoryIdSchema,
  secondaryCategoryId: categoryIdSchema,
});
export type ApplyCategoryBody = z.infer<typeof applyCategoryBodySchema>;

/** At least one of primary or secondary must be chosen, else 'pleaseChooseCategories' (spec 002 §5). */
export function hasChosenCategory(body: ApplyCategoryBody): boolean {
  return body.primaryCategoryId > 0 || body.secondaryCategoryId > 0;
}

/** eBay's limits on item specifics: 65 characters per name and value, at most 45 specifics of 30 values. */
export const specificNameMaxLength = 65;
export const specificValueMaxLength = 65;

export const specificOptionSchema = z.object({
  name: text().trim().min(1).max(specificNameMaxLength).describe('Name of the item specific'),
  value: z
    .array(text().trim().max(specificValueMaxLength))
    .max(30)
    .describe('Its values (several where eBay allows more than one)'),
  required: z.boolean().describe('eBay requires this specific in the category'),
});
export type SpecificOption = z.infer<typeof specificOptionSchema>;

export const applySpecificsBodySchema = z.object({
  options: z
    .array(specificOptionSchema)
    .max(45)
    .describe('The specifics that have a value, and every required one'),
});

/** Names of required specifics without a value: each is refused as '{name} isRequired' (spec 002 §5). */
export function missingRequired(options: readonly SpecificOption[]): string[] {
  return options.filter((o) => o.required && !o.value.some((v) => v.trim())).map((o) => o.name);
}

/** eBay's answer to a revision: Success, Warning (changed, with remarks) or Failure (nothing changed). */
export const reviseAnswerSchema = z.object({
  ack: z.enum(['Success', 'Warning', 'Failure']),
  errors: z.array(z.string()).describe("eBay's messages: the warnings of a Warning, the errors of a Failure"),
});
export type ReviseAnswer = z.infer<typeof reviseAnswerSchema>;

const params = z.object({ itemNumber: itemNumberParamSchema });

export const applyItemCategory = endpoint({
  method: 'PUT',
  path: '/itemchecking/:itemNumber/category',
  access: itemCheckRoles,
  summary:
    "Moves one of the caller's listings to the chosen primary and/or secondary category on eBay; 0 keeps a category as it is",
  params,
  body: applyCategoryBodySchema,
  data: reviseAnswerSchema,
});

export const applyItemSpecifics = endpoint({
  method: 'POST',
  path: '/itemchecking/:itemNumber',
  access: itemCheckRoles,
  summary:
    "Replaces the item specifics of one of the caller's listings on eBay with the given ones (specifics outside the category's list are kept)",
  params,
  body: applySpecificsBodySchema,
  data: reviseAnswerSchema,
});

/** The optimized mark of one listing, as the item check's wizard and switch set it (spec 002 §2, §4). */
export const optimizedMarkSchema = z.object({
  itemNumber: z.string(),
  isOptimized: z.boolean().describe('The listing is marked optimized'),
});

export const markItemOptimized = endpoint({
  method: 'PUT',
  path: '/itemchecking/:itemNumber/optimized',
  access: itemCheckRoles,
  summary:
    "Marks one of the caller's listings optimized or not optimized, for every plan with the item check: the account check's mark on a listing imported there, else the mark kept for the listing (another seller's or an unknown listing answers notFound)",
  params,
  body: z.object({ value: z.boolean().describe('true marks optimized, false takes the mark away') }),
  data: optimizedMarkSchema,
});

/** What a move to another category would do to the listing's item specifics (spec 002 §2). */
export const categoryChangePreviewSchema = z.object({
  unknown: z.array(z.string()).describe("The listing's specifics the new category has no aspect for"),
  missing: z
    .array(z.string())
    .describe('Aspects the new category requires that the listing has no value for'),
});
export type CategoryChangePreview = z.infer<typeof categoryChangePreviewSchema>;

export const categoryChangePreview = endpoint({
  method: 'GET',
  path: '/itemchecking/:itemNumber/category-preview',
  access: itemCheckRoles,
  summary:
    "Before one of the caller's listings moves to another category: its specifics the category does not know, and the ones it requires that the listing lacks",
  params,
  query: z.object({
    categoryId: text()
      .regex(/^\d{1,10}$/)
      .describe('The eBay category the listing would move to'),
  }),
  data: categoryChangePreviewSchema,
});
