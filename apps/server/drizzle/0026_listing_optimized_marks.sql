CREATE TABLE "listing_optimized_marks" (
	"user_id" integer NOT NULL,
	"item_number" bigint NOT NULL,
	"is_optimized" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_optimized_marks_user_id_item_number_pk" PRIMARY KEY("user_id","item_number")
);
--> statement-breakpoint
ALTER TABLE "listing_optimized_marks" ADD CONSTRAINT "listing_optimized_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;