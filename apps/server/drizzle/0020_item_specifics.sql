CREATE TABLE "item_specific_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"seller_name" text NOT NULL,
	"site_id" smallint NOT NULL,
	"category_id" text NOT NULL,
	"category_name" text NOT NULL,
	"category_tree" text NOT NULL,
	"load_status" text,
	"load_run" integer DEFAULT 0 NOT NULL,
	"load_total" integer DEFAULT 0 NOT NULL,
	"sync_status" text,
	"sync_run" integer DEFAULT 0 NOT NULL,
	"sync_completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_specific_items" (
	"category_row_id" integer NOT NULL,
	"item_number" bigint NOT NULL,
	"title" text NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"gallery_url" text,
	"ebay_url" text NOT NULL,
	"specifics" jsonb NOT NULL,
	"loaded_run" integer NOT NULL,
	"draft" jsonb,
	"sync_run" integer,
	"sync_state" text,
	"sync_ack" text,
	"sync_error" text,
	"previous" jsonb,
	CONSTRAINT "item_specific_items_category_row_id_item_number_pk" PRIMARY KEY("category_row_id","item_number")
);
--> statement-breakpoint
ALTER TABLE "item_specific_categories" ADD CONSTRAINT "item_specific_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_specific_items" ADD CONSTRAINT "item_specific_items_category_row_id_item_specific_categories_id_fk" FOREIGN KEY ("category_row_id") REFERENCES "public"."item_specific_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_specific_categories_key" ON "item_specific_categories" USING btree ("user_id",lower("seller_name"),"site_id","category_id");--> statement-breakpoint
CREATE INDEX "item_specific_items_sync_idx" ON "item_specific_items" USING btree ("category_row_id","sync_run","sync_state");