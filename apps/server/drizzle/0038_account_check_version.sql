CREATE TABLE "account_check_versions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_check_versions" ADD CONSTRAINT "account_check_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand (drizzle has no triggers). Every statement that changes what the account check's table shows of a
-- user raises that user's number in its transaction, whoever writes (import, derivation, the user's edits, campaign
-- and advice jobs, cascades). Values come from one sequence: a number is never given twice, also not after a user's
-- row was deleted and written again. Transition tables are read once each, into arrays (no joins between them).
CREATE SEQUENCE "account_check_version_seq";--> statement-breakpoint
CREATE FUNCTION "raise_account_check_versions"(user_ids integer[]) RETURNS void LANGUAGE sql AS $$
  -- Only users that still exist (a cascade from a deleted user changes nothing to show); in id order, so two
  -- transactions raising several users' numbers take the rows in the same order.
  INSERT INTO account_check_versions AS v (user_id, version)
    SELECT u.id, nextval('account_check_version_seq') FROM users u WHERE u.id = ANY(user_ids) ORDER BY u.id
    ON CONFLICT (user_id) DO UPDATE SET version = excluded.version
$$;--> statement-breakpoint
-- Tables with the user's id on the row: accounts, tracked keywords, campaigns, eBay connections, stored advice.
CREATE FUNCTION "account_check_versions_by_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM raise_account_check_versions(
      array(SELECT DISTINCT user_id FROM old_rows) || array(SELECT DISTINCT user_id FROM new_rows));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM raise_account_check_versions(array(SELECT DISTINCT user_id FROM new_rows));
  ELSE
    PERFORM raise_account_check_versions(array(SELECT DISTINCT user_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Listings: the user of each account written.
CREATE FUNCTION "account_check_versions_by_account"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  account_ids integer[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    account_ids := array(SELECT DISTINCT account_id FROM old_rows) || array(SELECT DISTINCT account_id FROM new_rows);
  ELSIF TG_OP = 'INSERT' THEN
    account_ids := array(SELECT DISTINCT account_id FROM new_rows);
  ELSE
    account_ids := array(SELECT DISTINCT account_id FROM old_rows);
  END IF;
  PERFORM raise_account_check_versions(array(SELECT user_id FROM ranking_accounts WHERE id = ANY(account_ids)));
  RETURN NULL;
END $$;--> statement-breakpoint
-- Ads: the user of each campaign written (a campaign deleted with its ads raises the number by its own trigger).
CREATE FUNCTION "account_check_versions_by_campaign"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  campaign_ids integer[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    campaign_ids := array(SELECT DISTINCT campaign_row_id FROM old_rows)
      || array(SELECT DISTINCT campaign_row_id FROM new_rows);
  ELSIF TG_OP = 'INSERT' THEN
    campaign_ids := array(SELECT DISTINCT campaign_row_id FROM new_rows);
  ELSE
    campaign_ids := array(SELECT DISTINCT campaign_row_id FROM old_rows);
  END IF;
  PERFORM raise_account_check_versions(array(SELECT user_id FROM campaigns WHERE id = ANY(campaign_ids)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "listings_account_check_version_insert" AFTER INSERT ON "listings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "account_check_versions_by_account"();
--> statement-breakpoint
CREATE TRIGGER "listings_account_check_version_update" AFTER UPDATE ON "listings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "account_check_versions_by_account"();
--> statement-breakpoint
CREATE TRIGGER "listings_account_check_version_delete" AFTER DELETE ON "listings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "account_check_versions_by_account"();
--> statement-breakpoint
CREATE TRIGGER "ranking_accounts_account_check_version_insert" AFTER INSERT ON "ranking_accounts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "account_check_versions_by_user"();
--> statement-breakpoint
CREATE TRIGGER "ranking_accounts_account_check_version_update" AFTER UPDATE ON "ranking_accounts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "account_check_versions_by_user"();
--> statement-breakpoint
CREATE TRIGGER "ranking_accounts_account_check_version_delete" AFTER DELETE ON "ranking_accounts"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "account_check_versions_by_user"();
--> statement-breakpoint
CREATE TRIGGER "tracked_keywords_account_check_version_insert" AFTER INSERT ON "tracked_keywords"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "account_check_versions_by_user"();
--> statement-breakpoint
CREATE TRIGGER "tracked_keywords_account_check_version_update" AFTER UPDATE ON "tracked_keywords"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "account_check_versions_by_user"();
--> statement-breakpoint
CREATE TRIGGER "tracked_keywords_account_check_version_delete" AFTER DELETE ON "tracked_keywords"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "account_check_versions_by_user"();
--> statement-breakpoint
CREATE TRIGGER "campaigns_account_check_version_insert" AFTER INSERT ON "campaigns"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "account_check_versions_by_user"();
--> statement-breakpoint
CREATE TRIGGER "campaigns_account_check_version_update" AFTER UPDATE ON "campaigns"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "account_check_versions_by_user"();
--> statement-breakpoint
CREATE TRIGGER "campaigns_account_check_version_delete" AFTER DELETE ON "campaigns"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "account_check_versions_by_user"();
--> statement-breakpoint
CREATE TRIGGER "campaign_ads_account_check_version_insert" AFTER INSERT ON "campaign_ads"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "account_check_versions_by_campaign"();
--> statement-breakpoint
CREATE TRIGGER "campaign_ads_account_check_version_update" AFTER UPDATE ON "campaign_ads"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "account_check_versions_by_campaign"();
--> statement-breakpoint
CREATE TRIGGER "campaign_ads_account_check_version_delete" AFTER DELETE ON "campaign_ads"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "account_check_versions_by_campaign"();
--> statement-breakpoint
CREATE TRIGGER "ebay_tokens_account_check_version_insert" AFTER INSERT ON "ebay_tokens"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "account_check_versions_by_user"();
--> statement-breakpoint
CREATE TRIGGER "ebay_tokens_account_check_version_update" AFTER UPDATE ON "ebay_tokens"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "account_check_versions_by_user"();
--> statement-breakpoint
CREATE TRIGGER "ebay_tokens_account_check_version_delete" AFTER DELETE ON "ebay_tokens"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "account_check_versions_by_user"();
--> statement-breakpoint
CREATE TRIGGER "promotion_advice_account_check_version_insert" AFTER INSERT ON "promotion_advice"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "account_check_versions_by_user"();
--> statement-breakpoint
CREATE TRIGGER "promotion_advice_account_check_version_update" AFTER UPDATE ON "promotion_advice"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "account_check_versions_by_user"();
--> statement-breakpoint
CREATE TRIGGER "promotion_advice_account_check_version_delete" AFTER DELETE ON "promotion_advice"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "account_check_versions_by_user"();
