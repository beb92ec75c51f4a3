CREATE TABLE "uploaded_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"seller_name" text NOT NULL,
	"ebay_video_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reject_reason" text,
	"status_message" text,
	"thumbnail_url" text,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"video_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"item_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploaded_videos" ADD CONSTRAINT "uploaded_videos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_items" ADD CONSTRAINT "video_items_video_id_uploaded_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."uploaded_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_items" ADD CONSTRAINT "video_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_videos_user_idx" ON "uploaded_videos" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_videos_ebay_video_key" ON "uploaded_videos" USING btree ("ebay_video_id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_items_user_item_key" ON "video_items" USING btree ("user_id","item_number");--> statement-breakpoint
CREATE INDEX "video_items_video_idx" ON "video_items" USING btree ("video_id");