CREATE TABLE "live_chart_points" (
	"user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"position" smallint NOT NULL,
	"is_adv" boolean NOT NULL,
	"is_super_price" boolean NOT NULL,
	CONSTRAINT "live_chart_points_user_id_at_pk" PRIMARY KEY("user_id","at")
);
--> statement-breakpoint
CREATE TABLE "live_chart_setups" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"item_number" bigint NOT NULL,
	"keywords" text NOT NULL,
	"site_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_number" bigint NOT NULL,
	"day" date NOT NULL,
	"flag" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "star_color_texts" (
	"user_id" integer NOT NULL,
	"star_color" smallint NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "star_color_texts_user_id_star_color_pk" PRIMARY KEY("user_id","star_color")
);
--> statement-breakpoint
CREATE TABLE "user_keyword_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"keywords" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "video_id" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "average_review" numeric(3, 2);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "total_reviews" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "review_summary" text;--> statement-breakpoint
ALTER TABLE "live_chart_points" ADD CONSTRAINT "live_chart_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chart_setups" ADD CONSTRAINT "live_chart_setups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_steps" ADD CONSTRAINT "seo_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "star_color_texts" ADD CONSTRAINT "star_color_texts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_keyword_lists" ADD CONSTRAINT "user_keyword_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seo_steps_user_item_idx" ON "seo_steps" USING btree ("user_id","item_number","day");--> statement-breakpoint
CREATE UNIQUE INDEX "user_keyword_lists_user_name_key" ON "user_keyword_lists" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "item_daily_scores_day_idx" ON "item_daily_scores" USING btree ("day");--> statement-breakpoint
CREATE INDEX "listings_account_live_score_idx" ON "listings" USING btree ("account_id","today_bay_score" DESC NULLS LAST,"item_number") WHERE not "listings"."is_ended";