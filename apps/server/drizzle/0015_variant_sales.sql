CREATE TABLE "observed_listings" (
	"item_number" text PRIMARY KEY NOT NULL,
	"site_id" smallint NOT NULL,
	"title" text NOT NULL,
	"picture_url" text,
	"currency" text,
	"has_variations" boolean NOT NULL,
	"observed_since" date NOT NULL,
	"last_read_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "variation_snapshots" (
	"item_number" text NOT NULL,
	"day" date NOT NULL,
	"variation_key" text NOT NULL,
	"variant" text NOT NULL,
	"price" numeric(12, 2),
	"quantity_sold" integer NOT NULL,
	CONSTRAINT "variation_snapshots_item_number_day_variation_key_pk" PRIMARY KEY("item_number","day","variation_key")
);
--> statement-breakpoint
ALTER TABLE "variation_snapshots" ADD CONSTRAINT "variation_snapshots_item_number_observed_listings_item_number_fk" FOREIGN KEY ("item_number") REFERENCES "public"."observed_listings"("item_number") ON DELETE cascade ON UPDATE no action;