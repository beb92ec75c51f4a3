import Papa from 'papaparse';

/**
 * The one CSV format of every export (ENGINEERING §3): `;` between fields, decimal comma, CRLF line ends,
 * and cells that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR) guarded by a leading
 * quote. Server streams and browser downloads both write through here, so a file looks the same either way.
 */
export const csvDelimiter = ';';

export type CsvCell = string | number | boolean | null | undefined;

/** Numbers with a decimal comma and no thousands separator, so German Excel reads them as numbers. */
export function csvNumber(value: number): string {
  return Number.isFinite(value) ? String(value).replace('.', ',') : '';
}

// OWASP's list of characters that make a spreadsheet cell a formula.
const formulaStart = /^[=+\-@\t\r]/;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return csvNumber(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  return formulaStart.test(value) ? `'${value}` : value;
}

/** Lines for the given rows (no header), each ending in CRLF; a stream writes a header once, then chunks. */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  if (rows.length === 0) return '';
  const cells = rows.map((row) => row.map(cell));
  return `${Papa.unparse(cells, { delimiter: csvDelimiter, newline: '\r\n', escapeFormulae: false })}\r\n`;
}

/** A whole CSV document: the header line, then the rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return csvLines([header, ...rows]);
}
