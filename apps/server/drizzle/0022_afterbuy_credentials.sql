CREATE TABLE "afterbuy_credentials" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"partner_token_sealed" text NOT NULL,
	"account_token_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "afterbuy_credentials" ADD CONSTRAINT "afterbuy_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;