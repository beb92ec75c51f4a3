import type { CsvCell } from '@baylytics/contract/csv';
import { listingNumberSchema } from '@baylytics/contract/ebay-item-number';
import { type MvlRow, transformerValueKeys } from '@baylytics/contract/transformer';
import { transformerKeywordRequired } from '@baylytics/contract/transformer-characteristics';
import { z } from 'zod';
import { numberTextSchema } from '../../app/request-schemas.ts';

const itemNumberText = numberTextSchema(listingNumberSchema, 'transformer.pleaseEnterItemNumber');
const transferText = numberTextSchema(listingNumberSchema, 'transformer.pleaseEnterItemNumberTransfer');
const optional = (rule: z.ZodType<string>) => z.union([z.string().trim().length(0), rule]);

/**
 * The start form as typed (spec 002 §5): the item number is always required; loading the vehicle list needs the
 * item number to transfer from. While typing, that field only needs a valid shape.
 */
export const transformerFormSchema = z.object({
  itemNumber: itemNumberText,
  itemNumberTransfer: optional(transferText),
  keyword: z.string().max(200, 'validation.maxLength'),
});
export type TransformerFormValues = z.infer<typeof transformerFormSchema>;

/** What loading the vehicle usage list checks. */
export const vehicleListFormSchema = transformerFormSchema.extend({ itemNumberTransfer: transferText });

/** What loading the item characteristics checks: the keyword is required ('please enter keyword'). */
export const characteristicsFormSchema = transformerFormSchema.extend({
  keyword: z.string().trim().min(1, transformerKeywordRequired).max(200, 'validation.maxLength'),
});

export const emptyTransformerForm: TransformerFormValues = {
  itemNumber: '',
  itemNumberTransfer: '',
  keyword: '',
};

/** The value columns the table shows: eBay's names after the notes, each with the row field it fills. */
export function valueColumnsOf(columns: readonly string[]) {
  return columns.slice(1).flatMap((name, i) => {
    const key = transformerValueKeys[i];
    return key ? [{ name, key }] : [];
  });
}

/** The CSV of the table: the column names as loaded, then each row's notes and values (shared CSV format). */
export function csvOf(columns: readonly string[], rows: readonly MvlRow[]) {
  const values = valueColumnsOf(columns);
  return {
    header: [...columns],
    rows: rows.map((row): CsvCell[] => [row.notes, ...values.map(({ key }) => csvValue(row[key]))]),
  };
}

const decimal = /^-?\d+\.\d+$/;

/** A value that is a decimal number is written as one (decimal comma); anything else as text. */
function csvValue(value: string): CsvCell {
  return decimal.test(value) ? Number(value) : value;
}

/** The rows as the update call takes them. */
export function mvlDataOf(rows: readonly MvlRow[]) {
  return rows.map(({ index: _index, ...rest }) => rest);
}
