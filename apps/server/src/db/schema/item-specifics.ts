import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users-and-auth.ts';

// The item specifics editor (spec 002): a seller's listings of one category read from eBay, the seller's drafts,
// and the syncs that send them back.

/** A name and its values, as eBay's item specifics carry them. */
export interface SpecificValues {
  name: string;
  values: string[];
}

/** One leaf category of one of a user's sellers, once it was loaded: the load and the sync with their progress. */
export const itemSpecificCategories = pgTable(
  'item_specific_categories',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerName: text('seller_name').notNull(),
    siteId: smallint('site_id').notNull(),
    categoryId: text('category_id').notNull(),
    categoryName: text('category_name').notNull(),
    categoryTree: text('category_tree').notNull(),
    /** IN_PROGRESS (queued), PROCESSING (reading), COMPLETED. */
    loadStatus: text('load_status'),
    /** Counts the loads; a listing read in the current one is not read again when the job resumes. */
    loadRun: integer('load_run').notNull().default(0),
    loadTotal: integer('load_total').notNull().default(0),
    /** IN_PROGRESS, COMPLETED or FAILED. */
    syncStatus: text('sync_status'),
    /** Counts the syncs; the items of the current one carry its number. */
    syncRun: integer('sync_run').notNull().default(0),
    syncCompletedAt: timestamp('sync_completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('item_specific_categories_key').on(
      t.userId,
      sql`lower(${t.sellerName})`,
      t.siteId,
      t.categoryId,
    ),
  ],
);

/**
 * One listing of a loaded category: its specifics as read from eBay (or as last synced), the seller's draft, and
 * its part in the latest sync. `syncState` makes the sync resumable: pending (to send), sending (sent, answer not
 * stored yet), done (its result stored).
 */
export const itemSpecificItems = pgTable(
  'item_specific_items',
  {
    categoryRowId: integer('category_row_id')
      .notNull()
      .references(() => itemSpecificCategories.id, { onDelete: 'cascade' }),
    itemNumber: bigint('item_number', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    sku: text('sku').notNull().default(''),
    galleryUrl: text('gallery_url'),
    ebayUrl: text('ebay_url').notNull(),
    specifics: jsonb('specifics').$type<SpecificValues[]>().notNull(),
    loadedRun: integer('loaded_run').notNull(),
    draft: jsonb('draft').$type<SpecificValues[]>(),
    syncRun: integer('sync_run'),
    syncState: text('sync_state'),
    syncAck: text('sync_ack'),
    syncError: text('sync_error'),
    /** The values before the last sync that changed the listing; a restore makes them the draft. */
    previous: jsonb('previous').$type<SpecificValues[]>(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryRowId, t.itemNumber] }),
    index('item_specific_items_sync_idx').on(t.categoryRowId, t.syncRun, t.syncState),
  ],
);
