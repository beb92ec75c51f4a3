import { toCsv } from '@baylytics/contract/csv';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  characteristicsFormSchema,
  csvOf,
  transformerFormSchema,
  vehicleListFormSchema,
} from './transformer-values.ts';

const row = (index: number, notes: string, values: string[]) => ({
  index,
  notes,
  value1: values[0] ?? '',
  value2: values[1] ?? '',
  value3: values[2] ?? '',
  value4: values[3] ?? '',
  value5: values[4] ?? '',
  value6: values[5] ?? '',
});

describe('the transformer’s CSV', () => {
  it("writes notes first, then eBay's columns, with ';' and a decimal comma", () => {
    const csv = csvOf(
      ['notes', 'Make', 'Model', 'Displacement'],
      [row(0, 'Nur Kombi', ['Volkswagen', 'Golf', '1.6']), row(1, '=SUM(A1)', ['BMW', '3er', ''])],
    );
    expect(toCsv(csv.header, csv.rows)).toBe(
      "notes;Make;Model;Displacement\r\nNur Kombi;Volkswagen;Golf;1,6\r\n'=SUM(A1);BMW;3er;\r\n",
    );
  });
});

describe('the transformer’s form', () => {
  const first = (schema: z.ZodType, values: Record<string, string>) =>
    schema
      .safeParse({ itemNumber: '', itemNumberTransfer: '', keyword: '', ...values })
      .error?.issues.map((issue) => [issue.path[0], issue.message])
      .filter(([field], i, all) => all.findIndex(([other]) => other === field) === i);

  it('asks for the item number transfer only when the vehicle list is loaded', () => {
    expect(first(vehicleListFormSchema, {})).toEqual([
      ['itemNumber', 'transformer.pleaseEnterItemNumber'],
      ['itemNumberTransfer', 'transformer.pleaseEnterItemNumberTransfer'],
    ]);
    expect(first(transformerFormSchema, { itemNumber: '123456789012' })).toBeUndefined();
    expect(first(vehicleListFormSchema, { itemNumber: '123456789012', itemNumberTransfer: '12' })).toEqual([
      ['itemNumberTransfer', 'validation.itemNumber'],
    ]);
  });

  it("asks for the keyword only when the characteristics are loaded ('please enter keyword')", () => {
    expect(first(characteristicsFormSchema, { itemNumber: '123456789012', keyword: '  ' })).toEqual([
      ['keyword', 'transformer.pleaseEnterKeyword'],
    ]);
    expect(
      first(vehicleListFormSchema, { itemNumber: '123456789012', itemNumberTransfer: '123456789013' }),
    ).toBeUndefined();
    expect(first(characteristicsFormSchema, { itemNumber: '', keyword: 'Bremsscheibe' })).toEqual([
      ['itemNumber', 'transformer.pleaseEnterItemNumber'],
    ]);
  });
});
