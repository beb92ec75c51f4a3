-- Hand-written note: search_snapshots is partitioned by day; the column added to the parent reaches every
-- existing partition, and ensure_search_snapshot_partition (0004) creates new ones with PARTITION OF, which
-- takes the parent's columns. The defaults are constants, so no partition is rewritten. Searches stored before
-- this migration had no prices read: '{}' (no super price), and their item_keyword_days rows false, which is
-- what a new fill of those days writes, so marked days stay valid.
ALTER TABLE "item_keyword_days" ADD COLUMN "organic_super_price" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "search_snapshots" ADD COLUMN "super_price_positions" smallint[] DEFAULT '{}' NOT NULL;
