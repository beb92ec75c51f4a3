import { z } from 'zod';
import { listingNumberSchema } from './ebay-item-number.ts';
import { endpoint } from './endpoint.ts';
import { reviseAnswerSchema, specificOptionSchema } from './listing-item-apply.ts';
import { characteristicSchema } from './listing-item-check.ts';
import { text } from './primitives.ts';
import { roleGroups } from './roles.ts';

/**
 * The transformer's item-specifics panel (spec 002 §2 Transformer, §3, §5): one of the caller's listings read as
 * the item check reads it, its specifics in two columns — the characteristics it carries and the category's
 * proposals it does not carry yet — and the panel's specifics sent to eBay as the listing's whole list.
 */

export const transformerKeywordRequired = 'transformer.pleaseEnterKeyword';

export const transformerCharacteristicSchema = characteristicSchema.extend({
  isCustomField: z.boolean().describe("The seller's own specific, outside the category's aspects"),
});
export type TransformerCharacteristic = z.infer<typeof transformerCharacteristicSchema>;

export const transformerCharacteristicsSchema = z.object({
  itemNumber: text(),
  title: text(),
  keyword: text(),
  sellerName: text().describe("The listing's seller"),
  hasToken: z.boolean().describe('Whether the caller holds a usable eBay token of that seller'),
  characteristics: z
    .array(transformerCharacteristicSchema)
    .describe("The listing's specifics: the category's aspects it fills, then the seller's own"),
  proposals: z
    .array(transformerCharacteristicSchema)
    .describe(
      "The category's aspects the listing does not fill (required first); `value` proposes eBay's values named in the keyword",
    ),
});
export type TransformerCharacteristics = z.infer<typeof transformerCharacteristicsSchema>;

export const transformerCharacteristics = endpoint({
  method: 'GET',
  path: '/transformermvl/characteristics',
  access: roleGroups.transformer,
  summary: "The item specifics of one of the caller's listings and the category's proposals for the keyword",
  query: z.object({
    itemNumber: listingNumberSchema,
    keyword: text()
      .trim()
      .min(1, transformerKeywordRequired)
      .max(200)
      .describe('What the listing is sold as'),
  }),
  data: transformerCharacteristicsSchema,
});

export const applyTransformerCharacteristics = endpoint({
  method: 'PUT',
  path: '/transformermvl/characteristics',
  access: roleGroups.transformer,
  summary:
    "Replaces the item specifics of one of the caller's listings on eBay with those sent (with its seller's token)",
  body: z.object({
    itemNumber: listingNumberSchema,
    options: z
      .array(specificOptionSchema)
      .max(45)
      .describe('Every specific the listing is to carry: the ones with a value, and every required one'),
  }),
  data: reviseAnswerSchema,
});
