CREATE TABLE "affiliate_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_referrals" (
	"friend_id" integer PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"code_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_classes" (
	"class_id" text PRIMARY KEY NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"title_de" text NOT NULL,
	"title_en" text NOT NULL,
	"description_de" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" text NOT NULL,
	"position" integer NOT NULL,
	"title_de" text NOT NULL,
	"title_en" text NOT NULL,
	"source_url_de" text,
	"source_url_en" text
);
--> statement-breakpoint
ALTER TABLE "affiliate_codes" ADD CONSTRAINT "affiliate_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD CONSTRAINT "affiliate_referrals_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD CONSTRAINT "affiliate_referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD CONSTRAINT "affiliate_referrals_code_id_affiliate_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."affiliate_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_videos" ADD CONSTRAINT "learning_videos_class_id_learning_classes_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."learning_classes"("class_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_codes_code_key" ON "affiliate_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "affiliate_codes_user_idx" ON "affiliate_codes" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "affiliate_referrals_referrer_idx" ON "affiliate_referrals" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_videos_class_position_key" ON "learning_videos" USING btree ("class_id","position");