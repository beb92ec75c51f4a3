-- Written by hand (drizzle has no triggers). Until now every statement that changed what the account check shows
-- raised the user's number at its end and held that row until its transaction ended; a transaction that went on
-- writing rows another writer of the same user had changed, while that writer waited for the number, deadlocked
-- with it (the import's review batch against the daily derivation, against a star colour set by the user). Now a
-- statement only notes the users it changed; their numbers are raised once, when the transaction commits, in user
-- id order. A transaction holding a number then waits for nothing but numbers in the same order, so writers of one
-- user can no longer wait for each other in a circle through it. The notes live only inside their transaction.
CREATE UNLOGGED TABLE "account_check_changes" (
	"transaction_id" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	"user_ids" integer[] NOT NULL
);--> statement-breakpoint
CREATE INDEX "account_check_changes_transaction_idx" ON "account_check_changes" ("transaction_id");--> statement-breakpoint
CREATE FUNCTION "note_account_check_changes"(user_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO account_check_changes (user_ids) SELECT user_ids WHERE cardinality(user_ids) > 0
$$;--> statement-breakpoint
-- Runs at commit, once per note; the first raises every user the transaction noted, the later ones find none.
CREATE FUNCTION "raise_noted_account_check_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  noted_ids integer[];
BEGIN
  WITH noted AS (
    DELETE FROM account_check_changes WHERE transaction_id = pg_current_xact_id() RETURNING user_ids)
  SELECT coalesce(array_agg(DISTINCT u), '{}') INTO noted_ids FROM noted CROSS JOIN LATERAL unnest(noted.user_ids) AS u;
  IF cardinality(noted_ids) > 0 THEN
    PERFORM raise_account_check_versions(noted_ids);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "account_check_changes_raise_at_commit" AFTER INSERT ON "account_check_changes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_noted_account_check_versions"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "account_check_versions_by_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM note_account_check_changes(
      array(SELECT DISTINCT user_id FROM old_rows) || array(SELECT DISTINCT user_id FROM new_rows));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM note_account_check_changes(array(SELECT DISTINCT user_id FROM new_rows));
  ELSE
    PERFORM note_account_check_changes(array(SELECT DISTINCT user_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "account_check_versions_by_account"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  PERFORM note_account_check_changes(array(SELECT user_id FROM ranking_accounts WHERE id = ANY(account_ids)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "account_check_versions_by_campaign"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  PERFORM note_account_check_changes(array(SELECT user_id FROM campaigns WHERE id = ANY(campaign_ids)));
  RETURN NULL;
END $$;
