ALTER TABLE "campaigns" ADD COLUMN "ad_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "campaigns_user_seller_newest_idx" ON "campaigns" USING btree ("user_id",lower("seller_name"),length("campaign_id") desc nulls last,"campaign_id" DESC NULLS LAST);--> statement-breakpoint
UPDATE "campaigns" c SET "ad_count" = a.n
FROM (SELECT "campaign_row_id", count(*)::int AS n FROM "campaign_ads" GROUP BY "campaign_row_id") a
WHERE a."campaign_row_id" = c."id";
