import { z } from 'zod';
import { listingNumberSchema } from './ebay-item-number.ts';
import { endpoint } from './endpoint.ts';
import { ebaySiteIdSchema } from './keyword-tool.ts';
import { defaultEbaySiteId } from './marketplaces.ts';
import { text } from './primitives.ts';
import { roleGroups } from './roles.ts';

/**
 * The vehicle-compatibility transformer (spec 002 §2 Transformer, §3, §5, §8): the vehicle usage list (eBay's
 * parts compatibility list) of one listing (`itemNumberTransfer`) is loaded as a table, its notes edited, and the
 * table applied to another listing (`itemNumber`) of the seller, replacing that listing's list on eBay.
 */

/** The first column is always the notes; then at most six value columns (spec 002 §3: 7 in total). */
export const transformerNotesColumn = 'notes';
export const transformerMaxValueColumns = 6;

/** Field-error keys (catalogue `transformer`) of spec 002 §5. */
export const transformerErrors = {
  itemNumberRequired: 'transformer.pleaseEnterItemNumber',
  itemNumberTransferRequired: 'transformer.pleaseEnterItemNumberTransfer',
} as const;

const valueFields = {
  value1: text().max(200).default(''),
  value2: text().max(200).default(''),
  value3: text().max(200).default(''),
  value4: text().max(200).default(''),
  value5: text().max(200).default(''),
  value6: text().max(200).default(''),
};
export const transformerValueKeys = ['value1', 'value2', 'value3', 'value4', 'value5', 'value6'] as const;

export const mvlRowSchema = z.object({
  index: z.number().int().min(0).describe('Place of the vehicle in the list, from 0'),
  notes: text().max(500).describe("The seller's notes on this vehicle (eBay's CompatibilityNotes)"),
  ...valueFields,
});
export type MvlRow = z.infer<typeof mvlRowSchema>;

/** How far the link of the listing to its Afterbuy product is known. */
export const afterBuyLinkStates = ['found', 'notFound', 'lookingUp', 'none'] as const;
export type AfterBuyLink = (typeof afterBuyLinkStates)[number];

export const mvlTableSchema = z.object({
  itemNumber: text(),
  itemNumberTransfer: text(),
  eBaySiteId: z.number().int(),
  columns: z
    .array(text())
    .describe("Column names: 'notes' first, then eBay's names of the value columns (at most 6)"),
  rows: z.array(mvlRowSchema),
  sellerName: text().describe('Seller of itemNumber, the listing the table is applied to'),
  afterBuyId: text().nullable().describe("The listing's id in the after-buy system; null while not linked"),
  afterBuyLink: z
    .enum(afterBuyLinkStates)
    .describe(
      "Where afterBuyId comes from: 'found' in the seller's Afterbuy shop by the item number as article number, " +
        "'notFound' there at the last lookup, 'lookingUp' while the lookup waits in the background, 'none' " +
        'without stored Afterbuy credentials',
    ),
  hasToken: z.boolean().describe('Whether the caller holds a usable eBay token of that seller'),
});
export type MvlTable = z.infer<typeof mvlTableSchema>;

export const transformerMvl = endpoint({
  method: 'GET',
  path: '/transformermvl',
  access: roleGroups.transformer,
  summary:
    "The vehicle usage list of itemNumberTransfer as columns and rows, for applying to the seller's itemNumber",
  query: z.object({
    itemNumber: listingNumberSchema,
    itemNumberTransfer: listingNumberSchema,
    eBaySiteId: ebaySiteIdSchema.default(defaultEbaySiteId),
  }),
  data: mvlTableSchema,
  isLargeAnswer: true,
});

export const mvlUpdateAcks = ['Success', 'Warning', 'Error'] as const;

export const mvlUpdateResultSchema = z.object({
  ack: z.enum(mvlUpdateAcks),
  message: text().describe("eBay's first message, or empty on Success"),
  errors: z.array(z.object({ longMessage: text() })),
  failedParts: z.array(text()).describe('The vehicles sent that the listing does not hold afterwards'),
});
export type MvlUpdateResult = z.infer<typeof mvlUpdateResultSchema>;

export const updateTransformerMvl = endpoint({
  method: 'PUT',
  path: '/transformermvl',
  access: roleGroups.transformer,
  summary: "Replaces the listing's whole vehicle usage list on eBay with the rows sent",
  body: z.object({
    itemNumber: listingNumberSchema,
    sellerName: text().trim().min(1).max(100),
    columns: z
      .array(text().trim().min(1).max(100))
      .min(2)
      .max(transformerMaxValueColumns + 1),
    mvlData: z.array(mvlRowSchema.omit({ index: true })).max(3000),
  }),
  data: mvlUpdateResultSchema,
});
