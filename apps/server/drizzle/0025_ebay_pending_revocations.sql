CREATE TABLE "ebay_pending_revocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"refresh_token_sealed" text NOT NULL,
	"scopes" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
