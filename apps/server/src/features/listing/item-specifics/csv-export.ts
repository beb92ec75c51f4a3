import { csvLines } from '@baylytics/contract/csv';
import { itemSpecificsCsvColumns } from '@baylytics/contract/listing-item-specifics';
import type { ItemRepository, ItemRow } from './item-repository.ts';
import { characteristicsOf } from './service.ts';
import { aspectKey } from './specifics-values.ts';

/** Listings read from the database at a time: the first bytes go out early, with few round trips. */
export const specificsCsvChunkRows = 1_000;

/** One line per aspect of the category: the listing's SKU and number, the aspect and its values joined by ', '. */
function linesOf(item: ItemRow, aspectNames: readonly string[]): string[][] {
  const values = new Map(characteristicsOf(item).map((c) => [aspectKey(c.name), c.value]));
  return aspectNames.map((name) => [
    item.sku,
    String(item.itemNumber),
    name,
    (values.get(aspectKey(name)) ?? []).join(', '),
  ]);
}

/**
 * The editor's CSV of every matching listing (spec 002 §2, all pages, not just the one on screen): a byte order
 * mark and the header, then the listings in item number order, a chunk at a time. The first chunk holds the header
 * and the first listings, so the query has run before the answer starts.
 */
export async function* itemSpecificsCsvChunks(
  items: Pick<ItemRepository, 'chunks'>,
  request: { rowId: number; keyword: string | undefined; aspectNames: readonly string[]; chunkRows?: number },
): AsyncGenerator<string> {
  const header = `\uFEFF${csvLines([itemSpecificsCsvColumns])}`;
  const chunks = items.chunks(request.rowId, request.keyword, request.chunkRows ?? specificsCsvChunkRows);
  const toLines = (rows: ItemRow[]) => csvLines(rows.flatMap((item) => linesOf(item, request.aspectNames)));
  const first = await chunks.next();
  if (first.done) {
    yield header;
    return;
  }
  yield header + toLines(first.value);
  for await (const rows of chunks) yield toLines(rows);
}
