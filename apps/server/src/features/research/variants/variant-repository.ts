import { and, asc, count, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { observedListings, variationSnapshots } from '../../../db/schema/research.ts';
import type { ObservedListing, SnapshotRow } from './variant-figures.ts';

/** One reading of a listing: its facts and each variation's sold quantity, as of a day. */
export interface ListingReading {
  itemNumber: string;
  siteId: number;
  title: string;
  pictureUrl: string | null;
  currency: string | null;
  hasVariations: boolean;
  variations: { variationKey: string; variant: string; price: number | null; quantitySold: number }[];
}

export function createVariantRepository(db: Database) {
  return {
    /**
     * Stores a reading of a day (the day's latest reading wins) and keeps the listing observed; a listing seen
     * for the first time is observed since `observedSince`. Today's facts (title, picture) replace older ones;
     * a past day's reading (the demo's history) leaves them.
     */
    async saveReading(
      reading: ListingReading,
      o: { day: string; observedSince: string; at: Date; isPast?: boolean },
    ) {
      await db.transaction(async (tx) => {
        const listing = tx.insert(observedListings).values({
          itemNumber: reading.itemNumber,
          siteId: reading.siteId,
          title: reading.title,
          pictureUrl: reading.pictureUrl,
          currency: reading.currency,
          hasVariations: reading.hasVariations,
          observedSince: o.observedSince,
          lastReadAt: o.at,
        });
        if (o.isPast) await listing.onConflictDoNothing();
        else
          await listing.onConflictDoUpdate({
            target: observedListings.itemNumber,
            set: {
              title: reading.title,
              pictureUrl: reading.pictureUrl,
              currency: reading.currency,
              hasVariations: reading.hasVariations,
              observedSince: sql`least(${observedListings.observedSince}, excluded.observed_since)`,
              lastReadAt: o.at,
              endedAt: null,
            },
          });
        if (reading.variations.length === 0) return;
        await tx
          .insert(variationSnapshots)
          .values(
            reading.variations.map((variation) => ({
              itemNumber: reading.itemNumber,
              day: o.day,
              variationKey: variation.variationKey,
              variant: variation.variant,
              price: variation.price,
              quantitySold: variation.quantitySold,
            })),
          )
          .onConflictDoUpdate({
            target: [variationSnapshots.itemNumber, variationSnapshots.day, variationSnapshots.variationKey],
            set: {
              variant: sql`excluded.variant`,
              price: sql`excluded.price`,
              quantitySold: sql`excluded.quantity_sold`,
            },
          });
      });
    },

    /** A listing eBay no longer knows: kept with its history, not read again until someone looks it up. */
    async markEnded(itemNumber: string, at: Date) {
      await db
        .update(observedListings)
        .set({ endedAt: at })
        .where(eq(observedListings.itemNumber, itemNumber));
    },

    async listings(
      itemNumbers: readonly string[],
    ): Promise<(ObservedListing & { siteId: number; lastReadAt: Date; endedAt: Date | null })[]> {
      if (itemNumbers.length === 0) return [];
      return db
        .select({
          itemNumber: observedListings.itemNumber,
          siteId: observedListings.siteId,
          title: observedListings.title,
          pictureUrl: observedListings.pictureUrl,
          currency: observedListings.currency,
          hasVariations: observedListings.hasVariations,
          observedSince: observedListings.observedSince,
          lastReadAt: observedListings.lastReadAt,
          endedAt: observedListings.endedAt,
        })
        .from(observedListings)
        .where(inArray(observedListings.itemNumber, [...itemNumbers]));
    },

    /** The readings of one listing from `from` to `until`, both included. */
    async snapshots(itemNumber: string, from: string, until: string): Promise<SnapshotRow[]> {
      return db
        .select({
          day: variationSnapshots.day,
          variationKey: variationSnapshots.variationKey,
          variant: variationSnapshots.variant,
          price: variationSnapshots.price,
          quantitySold: variationSnapshots.quantitySold,
        })
        .from(variationSnapshots)
        .where(
          and(
            eq(variationSnapshots.itemNumber, itemNumber),
            gte(variationSnapshots.day, from),
            lte(variationSnapshots.day, until),
          ),
        );
    },

    /** Listings to read for a day: observed by then and still on eBay, in item-number order. */
    async toRead(day: string): Promise<{ itemNumber: string; siteId: number; hasVariations: boolean }[]> {
      return db
        .select({
          itemNumber: observedListings.itemNumber,
          siteId: observedListings.siteId,
          hasVariations: observedListings.hasVariations,
        })
        .from(observedListings)
        .where(and(lte(observedListings.observedSince, day), isNull(observedListings.endedAt)))
        .orderBy(asc(observedListings.itemNumber));
    },

    async countObserved(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(observedListings);
      return row?.n ?? 0;
    },
  };
}

export type VariantRepository = ReturnType<typeof createVariantRepository>;
