CREATE TABLE "account_daily_kpis" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"median_single" numeric(8, 2),
	"single_position_score" integer NOT NULL,
	"median_variant" numeric(8, 2),
	"variant_position_score" integer NOT NULL,
	CONSTRAINT "account_daily_kpis_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
CREATE TABLE "crawl_slots" (
	"keyword_id" integer NOT NULL,
	"slot_at" timestamp with time zone NOT NULL,
	"as_of" date,
	"done_at" timestamp with time zone,
	CONSTRAINT "crawl_slots_keyword_id_slot_at_pk" PRIMARY KEY("keyword_id","slot_at")
);
--> statement-breakpoint
CREATE TABLE "engine_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_daily_scores" (
	"item_number" bigint NOT NULL,
	"day" date NOT NULL,
	"bay_score" numeric(8, 2),
	"organic_bay_score" numeric(8, 2),
	"promoted_bay_score" numeric(8, 2),
	"position_score" integer NOT NULL,
	CONSTRAINT "item_daily_scores_item_number_day_pk" PRIMARY KEY("item_number","day")
);
--> statement-breakpoint
CREATE TABLE "keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', keyword)) STORED NOT NULL,
	"source" text NOT NULL,
	"show_in_keyword" integer DEFAULT 0 NOT NULL,
	"ads_positions" smallint[] DEFAULT '{}' NOT NULL,
	"category_ids" integer[] DEFAULT '{}' NOT NULL,
	"value" smallint DEFAULT 0 NOT NULL,
	"suggest_rank" smallint,
	"facts_day" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"next_page" integer DEFAULT 1 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"account_id" integer NOT NULL,
	"item_number" bigint NOT NULL,
	"site_id" integer NOT NULL,
	"title" text NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"category_name" text DEFAULT '' NOT NULL,
	"image_url" text,
	"has_variations" boolean DEFAULT false NOT NULL,
	"price" numeric(12, 2),
	"currency" text,
	"quantity" integer DEFAULT 0 NOT NULL,
	"quantity_sold" integer DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"is_ended" boolean DEFAULT false NOT NULL,
	"star_color" smallint DEFAULT 0 NOT NULL,
	"is_optimized" boolean DEFAULT false NOT NULL,
	"yesterday_bay_score" numeric(8, 2),
	"today_bay_score" numeric(8, 2),
	"yesterday_score" integer DEFAULT 0 NOT NULL,
	"today_score" integer DEFAULT 0 NOT NULL,
	"last_import_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_account_id_item_number_pk" PRIMARY KEY("account_id","item_number")
);
--> statement-breakpoint
CREATE TABLE "ranking_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"seller_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_snapshots" (
	"keyword_id" integer NOT NULL,
	"crawled_at" timestamp with time zone NOT NULL,
	"item_numbers" bigint[] NOT NULL,
	"sponsored_positions" smallint[] NOT NULL,
	"total_results" integer NOT NULL,
	CONSTRAINT "search_snapshots_keyword_id_crawled_at_pk" PRIMARY KEY("keyword_id","crawled_at")
) PARTITION BY RANGE ("crawled_at");
--> statement-breakpoint
CREATE TABLE "tracked_keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_number" bigint NOT NULL,
	"site_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"keyword_id" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"is_selected" boolean DEFAULT false NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_daily_kpis" ADD CONSTRAINT "account_daily_kpis_account_id_ranking_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ranking_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crawl_slots" ADD CONSTRAINT "crawl_slots_keyword_id_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_imports" ADD CONSTRAINT "listing_imports_account_id_ranking_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ranking_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_account_id_ranking_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ranking_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_accounts" ADD CONSTRAINT "ranking_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_keywords" ADD CONSTRAINT "tracked_keywords_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_keywords" ADD CONSTRAINT "tracked_keywords_keyword_id_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."keywords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crawl_slots_slot_idx" ON "crawl_slots" USING btree ("slot_at");--> statement-breakpoint
CREATE UNIQUE INDEX "keywords_site_keyword_key" ON "keywords" USING btree ("site_id","keyword");--> statement-breakpoint
CREATE INDEX "keywords_words_idx" ON "keywords" USING gin ("words");--> statement-breakpoint
CREATE INDEX "keywords_site_value_idx" ON "keywords" USING btree ("site_id","value");--> statement-breakpoint
CREATE INDEX "listing_imports_account_idx" ON "listing_imports" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "listings_item_idx" ON "listings" USING btree ("item_number");--> statement-breakpoint
CREATE INDEX "listings_account_today_bay_score_idx" ON "listings" USING btree ("account_id","today_bay_score");--> statement-breakpoint
CREATE UNIQUE INDEX "ranking_accounts_user_seller_key" ON "ranking_accounts" USING btree ("user_id",lower("seller_name"));--> statement-breakpoint
CREATE INDEX "search_snapshots_items_idx" ON "search_snapshots" USING gin ("item_numbers");--> statement-breakpoint
CREATE UNIQUE INDEX "tracked_keywords_user_item_keyword_key" ON "tracked_keywords" USING btree ("user_id","item_number","keyword_id");--> statement-breakpoint
CREATE INDEX "tracked_keywords_keyword_idx" ON "tracked_keywords" USING btree ("keyword_id");--> statement-breakpoint
-- Hand-written: one partition of search_snapshots per UTC day, created on demand (crawl task, cron ahead).
CREATE FUNCTION ensure_search_snapshot_partition(p_day date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  part text := 'search_snapshots_p' || to_char(p_day, 'YYYYMMDD');
BEGIN
  IF to_regclass(part) IS NULL THEN
    EXECUTE format(
      'CREATE TABLE IF NOT EXISTS %I PARTITION OF search_snapshots FOR VALUES FROM (%L) TO (%L)',
      part,
      (p_day::timestamp AT TIME ZONE 'UTC'),
      ((p_day + 1)::timestamp AT TIME ZONE 'UTC')
    );
  END IF;
EXCEPTION WHEN duplicate_table OR unique_violation THEN
  -- Another crawl created it at the same moment: fine.
  NULL;
END $$;
