CREATE TABLE "campaign_ads" (
	"campaign_row_id" integer NOT NULL,
	"ad_id" text NOT NULL,
	"listing_id" text NOT NULL,
	"ad_group_id" text,
	"ad_status" text NOT NULL,
	"bid_percentage" numeric(5, 1),
	CONSTRAINT "campaign_ads_campaign_row_id_ad_id_pk" PRIMARY KEY("campaign_row_id","ad_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_refreshes" (
	"ebay_token_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"seller_name" text NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ebay_token_id" integer NOT NULL,
	"seller_name" text NOT NULL,
	"campaign_id" text NOT NULL,
	"campaign_name" text NOT NULL,
	"campaign_status" text NOT NULL,
	"funding_model" text NOT NULL,
	"bid_percentage" numeric(5, 1),
	"daily_budget" numeric(12, 2),
	"currency" text,
	"marketplace_id" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"selection_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_ads" ADD CONSTRAINT "campaign_ads_campaign_row_id_campaigns_id_fk" FOREIGN KEY ("campaign_row_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_refreshes" ADD CONSTRAINT "campaign_refreshes_ebay_token_id_ebay_tokens_id_fk" FOREIGN KEY ("ebay_token_id") REFERENCES "public"."ebay_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_refreshes" ADD CONSTRAINT "campaign_refreshes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_ebay_token_id_ebay_tokens_id_fk" FOREIGN KEY ("ebay_token_id") REFERENCES "public"."ebay_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_ads_listing_idx" ON "campaign_ads" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_token_campaign_key" ON "campaigns" USING btree ("ebay_token_id","campaign_id");--> statement-breakpoint
CREATE INDEX "campaigns_user_order_idx" ON "campaigns" USING btree ("user_id","campaign_id");