import { type CsvCell, toCsv } from '@baylytics/contract/csv';

// Long enough for the browser to start saving the file before its object URL goes away.
const objectUrlLifetimeMs = 60_000;

/** Hands a blob to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), objectUrlLifetimeMs);
}

/**
 * The one CSV download of the browser: the shared format (`;`, decimal comma, formula guard) with a byte
 * order mark, so Excel opens umlauts correctly.
 */
export function downloadCsv(
  fileName: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
) {
  saveFile(new Blob([`\uFEFF${toCsv(header, rows)}`], { type: 'text/csv;charset=utf-8' }), fileName);
}
