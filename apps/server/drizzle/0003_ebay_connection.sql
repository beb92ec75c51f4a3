CREATE TABLE "ebay_consents" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ebay_tokens" ADD COLUMN "ebay_user_id" text;--> statement-breakpoint
ALTER TABLE "ebay_tokens" ADD COLUMN "access_token_sealed" text;--> statement-breakpoint
ALTER TABLE "ebay_tokens" ADD COLUMN "access_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ebay_tokens" ADD COLUMN "refresh_token_sealed" text;--> statement-breakpoint
ALTER TABLE "ebay_tokens" ADD COLUMN "scopes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ebay_tokens" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ebay_consents" ADD CONSTRAINT "ebay_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ebay_tokens_user_username_key" ON "ebay_tokens" USING btree ("user_id",lower("username"));--> statement-breakpoint
CREATE INDEX "ebay_tokens_ebay_user_idx" ON "ebay_tokens" USING btree ("ebay_user_id");