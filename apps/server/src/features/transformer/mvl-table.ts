import {
  type MvlRow,
  transformerMaxValueColumns,
  transformerNotesColumn,
  transformerValueKeys,
} from '@baylytics/contract/transformer';
import type { CompatibilityRow } from '../../integrations/ebay/ebay-types.ts';

/** The value columns of a compatibility list: eBay's names in the order they first appear, at most six. */
export function columnsOf(rows: readonly CompatibilityRow[]): string[] {
  const names: string[] = [];
  for (const row of rows)
    for (const pair of row.nameValues)
      if (!names.includes(pair.name) && names.length < transformerMaxValueColumns) names.push(pair.name);
  return [transformerNotesColumn, ...names];
}

/** Each vehicle as a table row: its notes and the values of the columns (blank where it has none). */
export function tableRowsOf(rows: readonly CompatibilityRow[], columns: readonly string[]): MvlRow[] {
  return rows.map((row, index) => {
    const values = Object.fromEntries(
      transformerValueKeys.map((key, i) => {
        const name = columns[i + 1];
        return [
          key,
          name === undefined ? '' : (row.nameValues.find((pair) => pair.name === name)?.value ?? ''),
        ];
      }),
    ) as Record<(typeof transformerValueKeys)[number], string>;
    return { index, notes: row.notes, ...values };
  });
}

/** The table's rows back as vehicles: the named columns' non-blank values; rows without any value are left out. */
export function compatibilityOf(
  columns: readonly string[],
  data: readonly Omit<MvlRow, 'index'>[],
): CompatibilityRow[] {
  return data.flatMap((row) => {
    const nameValues = columns.slice(1).flatMap((name, i) => {
      const key = transformerValueKeys[i];
      const value = key ? row[key].trim() : '';
      return value ? [{ name, value }] : [];
    });
    return nameValues.length > 0 ? [{ notes: row.notes.trim(), nameValues }] : [];
  });
}

/** How a vehicle is named in the result: its values in column order ("Volkswagen Golf VII …"). */
export function partName(row: CompatibilityRow): string {
  return row.nameValues.map((pair) => pair.value).join(' ');
}

const keyOf = (row: CompatibilityRow) =>
  row.nameValues
    .map((pair) => `${pair.name}=${pair.value}`)
    .sort()
    .join('|');

/** The vehicles sent that the listing does not hold afterwards. */
export function failedParts(sent: readonly CompatibilityRow[], held: readonly CompatibilityRow[]): string[] {
  const kept = new Set(held.map(keyOf));
  return sent.filter((row) => !kept.has(keyOf(row))).map(partName);
}
