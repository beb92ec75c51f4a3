import { type CsvCell, toCsv } from '@baylytics/contract/csv';
import { Zip, ZipDeflate } from 'fflate';
import type { Database } from '../../db/database.ts';
import { myDataQueries, secretColumns } from './my-data-files.ts';
import { userScopedSql } from './user-scoped-sql.ts';

type Row = Record<string, unknown>;

const encoder = new TextEncoder();

function jsonValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

function csvValue(value: unknown): CsvCell {
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'bigint') return String(value);
  return value as CsvCell;
}

/** The rows without secret columns, and the column names in the order the query gave them. */
function publicRows(rows: Row[], fields: { name: string }[]): { columns: string[]; rows: Row[] } {
  const columns = fields.map((field) => field.name).filter((name) => !secretColumns.has(name));
  return {
    columns,
    rows: rows.map((row) => Object.fromEntries(columns.map((name) => [name, jsonValue(row[name])]))),
  };
}

/**
 * The caller's data as a ZIP, made while it is sent: one table is read at a time, its JSON and CSV files are
 * compressed and their bytes handed on before the next table is read. CSV cells go through the one CSV writer
 * (`;`, formula guard). The first table is read before the first byte, so a failing query still answers the
 * error envelope.
 */
export async function* myDataZip(db: Database, userId: number): AsyncGenerator<Uint8Array> {
  const pending: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else pending.push(chunk);
  });
  const add = (name: string, content: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(encoder.encode(content), true);
  };
  for (const [name, query] of Object.entries(myDataQueries)) {
    const result = await db.execute(userScopedSql(query, userId));
    const { columns, rows } = publicRows(result.rows as Row[], result.fields);
    add(`${name}.json`, `${JSON.stringify(rows, null, 2)}\n`);
    // Excel reads a UTF-8 CSV correctly only with the byte order mark.
    add(
      `${name}.csv`,
      `\uFEFF${toCsv(
        columns,
        rows.map((row) => columns.map((c) => csvValue(row[c]))),
      )}`,
    );
    if (failure) throw failure;
    yield* pending.splice(0);
  }
  zip.end();
  if (failure) throw failure;
  yield* pending.splice(0);
}
