import type { EditorItem } from '@baylytics/contract/listing-item-specifics';

/** Values typed on this page and not yet saved, per listing and aspect. */
export type Edits = Readonly<Record<string, Readonly<Record<string, string[]>>>>;

/** A listing as the editor shows it: its saved values and this page's unsaved ones. */
export interface EditorRow {
  item: EditorItem;
  draft: Readonly<Record<string, string[]>> | undefined;
}

/** The value shown for one aspect: the unsaved one, else the listing's saved one. */
export function shownValue(row: EditorRow, name: string): string[] {
  return row.draft?.[name] ?? row.item.characteristics.find((c) => c.name === name)?.value ?? [];
}

/** Changed since eBay's values: saved as a draft before, or edited on this page. */
export function isChanged(row: EditorRow): boolean {
  return row.item.changed || row.draft !== undefined;
}

/**
 * The page's rows with their unsaved values. A row keeps its object while neither its listing nor its own
 * unsaved values change, so an edit draws that one row again, not the page (`previous` is the last answer).
 */
export function rowsWithEdits(
  items: readonly EditorItem[],
  edits: Edits,
  previous: ReadonlyMap<string, EditorRow>,
): Map<string, EditorRow> {
  const rows = new Map<string, EditorRow>();
  for (const item of items) {
    const draft = edits[item.itemNumber];
    const before = previous.get(item.itemNumber);
    rows.set(
      item.itemNumber,
      before && before.item === item && before.draft === draft ? before : { item, draft },
    );
  }
  return rows;
}
