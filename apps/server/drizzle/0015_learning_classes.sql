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
ALTER TABLE "learning_videos" ADD CONSTRAINT "learning_videos_class_id_learning_classes_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."learning_classes"("class_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "learning_videos_class_position_key" ON "learning_videos" USING btree ("class_id","position");