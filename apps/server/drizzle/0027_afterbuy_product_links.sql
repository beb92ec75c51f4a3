CREATE TABLE "afterbuy_product_links" (
	"user_id" integer NOT NULL,
	"item_number" bigint NOT NULL,
	"afterbuy_product_id" bigint,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "afterbuy_product_links_user_id_item_number_pk" PRIMARY KEY("user_id","item_number")
);
--> statement-breakpoint
ALTER TABLE "afterbuy_product_links" ADD CONSTRAINT "afterbuy_product_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;