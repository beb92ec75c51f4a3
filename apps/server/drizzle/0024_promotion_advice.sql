CREATE TABLE "promotion_advice" (
	"ebay_token_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"listing_id" bigint NOT NULL,
	"site_id" integer NOT NULL,
	"promote_with_ad" text,
	"item_bid_percentages" real[] DEFAULT '{}' NOT NULL,
	"trending_bid_percentages" real[] DEFAULT '{}' NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_advice_ebay_token_id_listing_id_pk" PRIMARY KEY("ebay_token_id","listing_id")
);
--> statement-breakpoint
ALTER TABLE "promotion_advice" ADD CONSTRAINT "promotion_advice_ebay_token_id_ebay_tokens_id_fk" FOREIGN KEY ("ebay_token_id") REFERENCES "public"."ebay_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_advice" ADD CONSTRAINT "promotion_advice_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_advice_user_idx" ON "promotion_advice" USING btree ("user_id");