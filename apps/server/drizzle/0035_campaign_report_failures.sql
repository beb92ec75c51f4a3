CREATE TABLE "campaign_report_failures" (
	"campaign_row_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_report_failures" ADD CONSTRAINT "campaign_report_failures_campaign_row_id_campaigns_id_fk" FOREIGN KEY ("campaign_row_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;