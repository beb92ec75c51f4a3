import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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
