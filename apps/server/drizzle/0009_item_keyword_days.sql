CREATE TABLE "item_keyword_days" (
	"item_number" bigint NOT NULL,
	"day" date NOT NULL,
	"keyword_id" integer NOT NULL,
	"organic_position" smallint,
	"organic_seen_at" timestamp with time zone,
	"organic_ads" smallint[],
	"sponsored_position" smallint,
	"sponsored_seen_at" timestamp with time zone,
	"sponsored_ads" smallint[],
	CONSTRAINT "item_keyword_days_item_number_day_keyword_id_pk" PRIMARY KEY("item_number","day","keyword_id")
);
--> statement-breakpoint
CREATE TABLE "placement_days" (
	"day" date PRIMARY KEY NOT NULL,
	"derived_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "item_keyword_days_day_idx" ON "item_keyword_days" USING btree ("day");--> statement-breakpoint
-- Hand-written (drizzle has no triggers): a day stays marked in placement_days only while its snapshots are
-- unchanged since its item_keyword_days rows were written. Any later write to a search of that day (a slot
-- crawled late, a backfill retried) or a truncate unmarks it, and readers take that day from the snapshots
-- until the derivation fills it again. Statement triggers: a bulk insert unmarks each of its days once.
CREATE FUNCTION "placement_days_unmark"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM placement_days;
  ELSIF TG_OP = 'INSERT' THEN
    DELETE FROM placement_days WHERE day IN (SELECT (crawled_at AT TIME ZONE 'UTC')::date FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM placement_days WHERE day IN (SELECT (crawled_at AT TIME ZONE 'UTC')::date FROM old_rows);
  ELSE
    DELETE FROM placement_days WHERE day IN (
      SELECT (crawled_at AT TIME ZONE 'UTC')::date FROM new_rows
      UNION SELECT (crawled_at AT TIME ZONE 'UTC')::date FROM old_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "search_snapshots_unmark_insert" AFTER INSERT ON "search_snapshots"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "placement_days_unmark"();--> statement-breakpoint
CREATE TRIGGER "search_snapshots_unmark_update" AFTER UPDATE ON "search_snapshots"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "placement_days_unmark"();--> statement-breakpoint
CREATE TRIGGER "search_snapshots_unmark_delete" AFTER DELETE ON "search_snapshots"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "placement_days_unmark"();--> statement-breakpoint
CREATE TRIGGER "search_snapshots_unmark_truncate" AFTER TRUNCATE ON "search_snapshots"
  FOR EACH STATEMENT EXECUTE FUNCTION "placement_days_unmark"();
