CREATE TABLE "categories" (
	"site_id" smallint NOT NULL,
	"leaf_id" text NOT NULL,
	"l1_id" text,
	"l1_name" text,
	"l2_id" text,
	"l2_name" text,
	"l3_id" text,
	"l3_name" text,
	"l4_id" text,
	"l4_name" text,
	"l5_id" text,
	"l5_name" text,
	"l6_id" text,
	"l6_name" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(l1_name, '') || ' ' || coalesce(l2_name, '') || ' ' || coalesce(l3_name, '') || ' ' || coalesce(l4_name, '') || ' ' || coalesce(l5_name, '') || ' ' || coalesce(l6_name, ''))) STORED NOT NULL,
	CONSTRAINT "categories_site_id_leaf_id_pk" PRIMARY KEY("site_id","leaf_id")
);
--> statement-breakpoint
CREATE TABLE "category_trees" (
	"site_id" smallint PRIMARY KEY NOT NULL,
	"tree_id" text NOT NULL,
	"version" text NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "categories_site_path_idx" ON "categories" USING btree ("site_id","l1_name" NULLS FIRST,"l2_name" NULLS FIRST,"l3_name" NULLS FIRST,"l4_name" NULLS FIRST,"l5_name" NULLS FIRST,"l6_name" NULLS FIRST,"leaf_id");--> statement-breakpoint
CREATE INDEX "categories_search_idx" ON "categories" USING gin ("search_text" gin_trgm_ops);