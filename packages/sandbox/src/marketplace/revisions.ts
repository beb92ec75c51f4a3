import { z } from 'zod';
import type { EffectiveRevision } from './listing-builder.ts';
import type { ListingRevision } from './model.ts';

/**
 * Revisions sellers made through the stand-in (ReviseItem), kept as an overlay over the generated
 * market: each applies from its day on, later ones over earlier ones. The generated listing itself never
 * changes, so the overlay is all there is to persist.
 */
interface StoredRevision {
  itemId: string;
  slot: number;
  /** Day relative to the epoch. */
  day: number;
  dayString: string;
  changes: ListingRevision;
}

const nameValues = z.array(z.object({ name: z.string(), values: z.array(z.string()) }));
const compatibilityRows = z.array(
  z.object({ notes: z.string(), nameValues: z.array(z.object({ name: z.string(), value: z.string() })) }),
);
const revisionSchema = z.object({
  compatibility: compatibilityRows.optional(),
  title: z.string().optional(),
  categoryId: z.string().optional(),
  secondaryCategoryId: z.string().optional(),
  itemSpecifics: nameValues.optional(),
  price: z.number().optional(),
  descriptionHtml: z.string().optional(),
  quantity: z.number().optional(),
});
const exportSchema = z.object({
  version: z.literal(1),
  revisions: z.array(z.object({ itemId: z.string(), day: z.string(), changes: revisionSchema })),
});

export type RevisionExport = z.infer<typeof exportSchema>;

export function parseRevisionExport(data: unknown): RevisionExport {
  return exportSchema.parse(data);
}

export class RevisionOverlay {
  private readonly bySlot = new Map<number, StoredRevision[]>();

  get size(): number {
    return this.bySlot.size;
  }

  revisedSlots(): IterableIterator<number> {
    return this.bySlot.keys();
  }

  add(slot: number, itemId: string, day: number, dayString: string, changes: ListingRevision): void {
    const list = this.bySlot.get(slot) ?? [];
    list.push({ itemId, slot, day, dayString, changes: structuredClone(changes) });
    // Stable: same-day revisions stay in the order they were made.
    list.sort((a, b) => a.day - b.day);
    this.bySlot.set(slot, list);
  }

  /** Everything revised up to and including `day`, merged; undefined if nothing. */
  effective(slot: number, day: number): EffectiveRevision | undefined {
    const list = this.bySlot.get(slot);
    if (!list) return undefined;
    let merged: EffectiveRevision | undefined;
    for (const revision of list) {
      if (revision.day > day) break;
      merged = { ...merged, ...revision.changes };
      if (revision.changes.quantity !== undefined) merged.quantityFromDay = revision.day;
    }
    return merged;
  }

  export(): RevisionExport {
    const revisions: RevisionExport['revisions'] = [];
    for (const list of this.bySlot.values()) {
      for (const r of list)
        revisions.push({ itemId: r.itemId, day: r.dayString, changes: structuredClone(r.changes) });
    }
    return { version: 1, revisions };
  }

  clear(): void {
    this.bySlot.clear();
  }
}
