-- The account check at 25,000 listings (spec 001 §2.1, issue 5 speed): trigram indexes for its search, an
-- index for its title sort and a live-listing count per account kept by triggers. pg_trgm ships with
-- PostgreSQL (contrib); the embedded server has it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "listing_counts" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"live" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_counts" ADD CONSTRAINT "listing_counts_account_id_ranking_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ranking_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_account_title_idx" ON "listings" USING btree ("account_id","title","item_number") WHERE not "listings"."is_ended";--> statement-breakpoint
CREATE INDEX "listings_title_trgm_idx" ON "listings" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_sku_trgm_idx" ON "listings" USING gin (lower("sku") gin_trgm_ops);--> statement-breakpoint
-- The count per account moves with every statement that adds, ends, revives, moves or removes listings.
-- Statement triggers with transition tables: an import of 200 listings or the derivation's update of 25,000
-- rows adjusts each account's count once, not once per row. Written by hand (drizzle has no triggers).
CREATE FUNCTION "listing_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listing_counts AS c (account_id, live)
      SELECT account_id, count(*) FROM new_rows WHERE NOT is_ended GROUP BY account_id
      ON CONFLICT (account_id) DO UPDATE SET live = c.live + excluded.live;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE listing_counts c SET live = c.live - d.n
      FROM (SELECT account_id, count(*) AS n FROM old_rows WHERE NOT is_ended GROUP BY account_id) d
      WHERE c.account_id = d.account_id;
  ELSE
    INSERT INTO listing_counts AS c (account_id, live)
      SELECT account_id, sum(n) FROM (
        SELECT account_id, count(*) AS n FROM new_rows WHERE NOT is_ended GROUP BY account_id
        UNION ALL
        SELECT account_id, -count(*) FROM old_rows WHERE NOT is_ended GROUP BY account_id
      ) delta GROUP BY account_id HAVING sum(n) <> 0
      ON CONFLICT (account_id) DO UPDATE SET live = c.live + excluded.live;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "listings_count_insert" AFTER INSERT ON "listings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "listings_count_update" AFTER UPDATE ON "listings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "listings_count_delete" AFTER DELETE ON "listings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_apply"();--> statement-breakpoint
INSERT INTO listing_counts (account_id, live)
  SELECT a.id, count(l.item_number) FROM ranking_accounts a
  LEFT JOIN listings l ON l.account_id = a.id AND NOT l.is_ended
  GROUP BY a.id;
