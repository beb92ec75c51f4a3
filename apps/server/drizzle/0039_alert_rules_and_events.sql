CREATE TABLE "alert_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"item_number" bigint NOT NULL,
	"keyword_id" integer,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"from_value" numeric(8, 2),
	"to_value" numeric(8, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_number" bigint,
	"keyword_id" integer,
	"threshold" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"mail_mode" text DEFAULT 'daily' NOT NULL,
	"mail_from" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribe_secret" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_states" (
	"rule_id" integer NOT NULL,
	"item_number" bigint NOT NULL,
	"keyword_id" integer NOT NULL,
	"state" text NOT NULL,
	"value" numeric(8, 2),
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_states_rule_id_item_number_keyword_id_pk" PRIMARY KEY("rule_id","item_number","keyword_id")
);
--> statement-breakpoint
ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_rule_id_alert_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."alert_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_keyword_id_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_states" ADD CONSTRAINT "alert_states_rule_id_alert_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."alert_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_events_user_idx" ON "alert_events" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alert_events_unread_idx" ON "alert_events" USING btree ("user_id") WHERE "alert_events"."read_at" is null;--> statement-breakpoint
CREATE INDEX "alert_events_unmailed_idx" ON "alert_events" USING btree ("user_id","id") WHERE "alert_events"."mailed_at" is null;--> statement-breakpoint
CREATE INDEX "alert_rules_user_idx" ON "alert_rules" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "alert_rules_kind_idx" ON "alert_rules" USING btree ("kind","is_active");