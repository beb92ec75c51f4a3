import { accountCheckCsvRowLimit } from '@baylytics/contract/account-check';
import type { RankingFilter, RankingSortColumn } from '@baylytics/contract/account-check-filter';
import { type RankingItem, rankingCsvColumns } from '@baylytics/contract/account-check-item';
import { type CsvCell, csvLines, csvNumber } from '@baylytics/contract/csv';
import type { AccountCheckRepository } from './repository.ts';

/** Rows fetched from the cursor at a time: small enough to send the first bytes early, few round trips. */
export const csvChunkRows = 2_500;

export interface RankingExport {
  accountIds: readonly number[];
  filter: RankingFilter;
  orderBy: RankingSortColumn;
  direction: 'asc' | 'desc';
  userId: number;
  /** At most this many rows (the spec's 10,000; tests lower it). */
  rowLimit?: number;
}

/** A list of ad rates in one cell: the numbers with a decimal comma, separated by ' | '. */
const cellOf = (value: RankingItem[(typeof rankingCsvColumns)[number]]): CsvCell =>
  Array.isArray(value) ? value.map(csvNumber).join(' | ') : value;

const cellsOf = (item: RankingItem) => rankingCsvColumns.map((column) => cellOf(item[column]));

/**
 * The export as CSV text chunks: a byte order mark (Excel then reads umlauts right) and the header of field
 * names, then the rows in the table's order from one cursor, fetched and written a chunk at a time so memory
 * stays flat. The first chunk holds the header and the first rows, so the query has run when it is given out.
 */
export async function* rankingCsvChunks(
  repository: AccountCheckRepository,
  request: RankingExport,
): AsyncGenerator<string> {
  const header = `\uFEFF${csvLines([rankingCsvColumns])}`;
  if (request.accountIds.length === 0) {
    yield header;
    return;
  }
  const { rowLimit, ...query } = request;
  const chunks = repository.exportRows({
    ...query,
    limit: rowLimit ?? accountCheckCsvRowLimit,
    chunkRows: csvChunkRows,
  });
  // The query runs before the header is given out: a failing query never leaves half a file.
  const first = await chunks.next();
  yield first.done ? header : header + csvLines(first.value.map(cellsOf));
  if (first.done) return;
  for await (const rows of chunks) yield csvLines(rows.map(cellsOf));
}
