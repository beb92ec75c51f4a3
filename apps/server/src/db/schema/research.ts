import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Market research: eBay's category trees as the category browser reads them.

/** The version of each site's category tree we hold; the refresh job reads the whole tree only when eBay's differs. */
export const categoryTrees = pgTable('category_trees', {
  siteId: smallint('site_id').primaryKey(),
  treeId: text('tree_id').notNull(),
  version: text('version').notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
});

/**
 * One row per leaf category of a site's tree, with its path from level 1 down (levels 1–6, id and name;
 * the levels below the leaf are null). `search_text` holds every level's name in lower case for the search.
 */
export const categories = pgTable(
  'categories',
  {
    siteId: smallint('site_id').notNull(),
    leafId: text('leaf_id').notNull(),
    l1Id: text('l1_id'),
    l1Name: text('l1_name'),
    l2Id: text('l2_id'),
    l2Name: text('l2_name'),
    l3Id: text('l3_id'),
    l3Name: text('l3_name'),
    l4Id: text('l4_id'),
    l4Name: text('l4_name'),
    l5Id: text('l5_id'),
    l5Name: text('l5_name'),
    l6Id: text('l6_id'),
    l6Name: text('l6_name'),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(coalesce(l1_name, '') || ' ' || coalesce(l2_name, '') || ' ' || coalesce(l3_name, '') || ' ' || coalesce(l4_name, '') || ' ' || coalesce(l5_name, '') || ' ' || coalesce(l6_name, ''))`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.leafId] }),
    // The default order (by level 1: the whole path, a missing level first, then the leaf), read from here.
    index('categories_site_path_idx').on(
      t.siteId,
      t.l1Name.asc().nullsFirst(),
      t.l2Name.asc().nullsFirst(),
      t.l3Name.asc().nullsFirst(),
      t.l4Name.asc().nullsFirst(),
      t.l5Name.asc().nullsFirst(),
      t.l6Name.asc().nullsFirst(),
      t.leafId,
    ),
    index('categories_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

// The variant tool: listings whose sales we observe, and each one's sold quantities per variation and day.

/**
 * A listing the variant tool observes: it joins when a seller first looks it up (or the demo market is
 * observed) and is read daily from then on. eBay's public data: shared by every user, owned by none.
 */
export const observedListings = pgTable('observed_listings', {
  itemNumber: text('item_number').primaryKey(),
  siteId: smallint('site_id').notNull(),
  title: text('title').notNull(),
  pictureUrl: text('picture_url'),
  currency: text('currency'),
  hasVariations: boolean('has_variations').notNull(),
  observedSince: date('observed_since', { mode: 'string' }).notNull(),
  /** When eBay last answered for it; a listing eBay no longer knows is kept but not read again. */
  lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

/**
 * Sold quantity since the listing started, per variation, as read on a day (the day's last reading wins).
 * A day's sales are the difference to the day before; `variation_key` is eBay's variation id ('0' without).
 */
export const variationSnapshots = pgTable(
  'variation_snapshots',
  {
    itemNumber: text('item_number')
      .notNull()
      .references(() => observedListings.itemNumber, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    variationKey: text('variation_key').notNull(),
    variant: text('variant').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    quantitySold: integer('quantity_sold').notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemNumber, t.day, t.variationKey] })],
);
