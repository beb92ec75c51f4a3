import type { EditorItem } from '@baylytics/contract/listing-item-specifics';

/** Values typed on this page and not yet saved, per listing and aspect. */
export type Edits = Readonly<Record<string, Readonly<Record<string, string[]>>>>;

/** Hands a typed or chosen value to the editor; read through a ref, so the columns never change with it. */
export type OnEdit = (itemNumber: string, name: string, value: string[]) => void;

/** The one field of the page whose eBay choices are open (a combobox in place of its plain field). */
export interface OpenField {
  itemNumber: string;
  aspect: string;
}

/** A listing as the editor shows it: its saved values, this page's unsaved ones and its open field. */
export interface EditorRow {
  item: EditorItem;
  draft: Readonly<Record<string, string[]>> | undefined;
  /** The aspect whose combobox is open in this row, if any. */
  open: string | null;
}

/** The listing's saved value of one aspect (eBay's, or a draft saved before). */
export function savedValue(item: EditorItem, name: string): string[] {
  return item.characteristics.find((c) => c.name === name)?.value ?? [];
}

/** The value shown for one aspect: the unsaved one, else the listing's saved one. */
export function shownValue(row: EditorRow, name: string): string[] {
  return row.draft?.[name] ?? savedValue(row.item, name);
}

/** Changed since eBay's values: saved as a draft before, or edited on this page. */
export function isChanged(row: EditorRow): boolean {
  return row.item.changed || row.draft !== undefined;
}

/**
 * The page's rows with their unsaved values and the open field. A row keeps its object while neither its listing,
 * its own unsaved values nor its open field change, so an edit or opening a field draws that one row again, not the
 * page (`previous` is the last answer).
 */
export function rowsWithEdits(
  items: readonly EditorItem[],
  edits: Edits,
  previous: ReadonlyMap<string, EditorRow>,
  openField: OpenField | null = null,
): Map<string, EditorRow> {
  const rows = new Map<string, EditorRow>();
  for (const item of items) {
    const draft = edits[item.itemNumber];
    const open = openField?.itemNumber === item.itemNumber ? openField.aspect : null;
    const before = previous.get(item.itemNumber);
    rows.set(
      item.itemNumber,
      before && before.item === item && before.draft === draft && before.open === open
        ? before
        : { item, draft, open },
    );
  }
  return rows;
}
