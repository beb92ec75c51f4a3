CREATE TABLE "campaign_report_fetches" (
	"campaign_row_id" integer PRIMARY KEY NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_report_rows" (
	"campaign_row_id" integer NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"listing_id" text DEFAULT '' NOT NULL,
	"keyword_id" text DEFAULT '' NOT NULL,
	"keyword_text" text DEFAULT '' NOT NULL,
	"match_type" text DEFAULT '' NOT NULL,
	"search_query" text DEFAULT '' NOT NULL,
	"impressions" integer NOT NULL,
	"clicks" integer NOT NULL,
	"sales" integer NOT NULL,
	"quantity" integer NOT NULL,
	"sale_amount" numeric(14, 2) NOT NULL,
	"ad_fees" numeric(14, 2) NOT NULL,
	CONSTRAINT "campaign_report_rows_campaign_row_id_kind_day_listing_id_keyword_id_search_query_pk" PRIMARY KEY("campaign_row_id","kind","day","listing_id","keyword_id","search_query")
);
--> statement-breakpoint
ALTER TABLE "campaign_report_fetches" ADD CONSTRAINT "campaign_report_fetches_campaign_row_id_campaigns_id_fk" FOREIGN KEY ("campaign_row_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_report_rows" ADD CONSTRAINT "campaign_report_rows_campaign_row_id_campaigns_id_fk" FOREIGN KEY ("campaign_row_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;