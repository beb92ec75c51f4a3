CREATE TABLE "registration_days" (
	"day" date PRIMARY KEY NOT NULL,
	"users" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_log_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"appended" bigint DEFAULT 0 NOT NULL,
	"rewritten" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_logs" ADD COLUMN "appended_in" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "login_logs_appended_idx" ON "login_logs" USING btree ("appended_in");--> statement-breakpoint
-- The sign-in log's counts per keyword are kept by the server and extended by the sign-ins added since, and the
-- KPI's registrations are read per day. Written by hand (drizzle has no triggers).
--
-- Every transaction that adds sign-ins raises the append number once and stamps its rows with it. The UPDATE
-- holds the version row until commit, so the numbers follow the commit order: a reader that sees number N sees
-- every row stamped at or below N and none above it.
INSERT INTO "sign_in_log_version" ("id", "appended", "rewritten") VALUES (1, 0, 0);--> statement-breakpoint
CREATE FUNCTION "login_logs_stamp_appended"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stamp bigint := nullif(current_setting('baylytics.sign_in_appended', true), '')::bigint;
BEGIN
  IF stamp IS NULL THEN
    UPDATE sign_in_log_version SET appended = appended + 1 WHERE id = 1 RETURNING appended INTO stamp;
    -- Local to the transaction (and undone with a rolled-back savepoint, together with the UPDATE).
    PERFORM set_config('baylytics.sign_in_appended', stamp::text, true);
  END IF;
  NEW.appended_in := stamp;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "login_logs_appended" BEFORE INSERT ON "login_logs"
  FOR EACH ROW EXECUTE FUNCTION "login_logs_stamp_appended"();--> statement-breakpoint
-- Changed or removed sign-ins (the retention job, an account's deletion) and a changed e-mail address (what a
-- keyword matches) raise the rewrite number: counts kept before it are counted again.
CREATE FUNCTION "raise_sign_in_log_rewritten"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    UPDATE sign_in_log_version SET rewritten = rewritten + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "login_logs_rewritten_update" AFTER UPDATE ON "login_logs"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "raise_sign_in_log_rewritten"();--> statement-breakpoint
CREATE TRIGGER "login_logs_rewritten_delete" AFTER DELETE ON "login_logs"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "raise_sign_in_log_rewritten"();--> statement-breakpoint
CREATE FUNCTION "raise_sign_in_log_rewritten_by_email"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.email IS DISTINCT FROM o.email) THEN
    UPDATE sign_in_log_version SET rewritten = rewritten + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_sign_in_log_email" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_sign_in_log_rewritten_by_email"();--> statement-breakpoint
CREATE FUNCTION "sign_in_log_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sign_in_log_version SET rewritten = rewritten + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "login_logs_rewritten_truncate" AFTER TRUNCATE ON "login_logs"
  FOR EACH STATEMENT EXECUTE FUNCTION "sign_in_log_truncated"();--> statement-breakpoint
-- Users registered per UTC day follow the user summaries (one per user, removed with the user).
CREATE FUNCTION "registration_days_change"(sign integer, changed user_summaries[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO registration_days AS d (day, users)
    SELECT (created_at AT TIME ZONE 'UTC')::date, sign * count(*) FROM unnest(changed) GROUP BY 1 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET users = d.users + excluded.users;
$$;--> statement-breakpoint
CREATE FUNCTION "registration_days_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM registration_days_change(1, array(SELECT n::user_summaries FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM registration_days_change(-1, array(SELECT o::user_summaries FROM old_rows o));
  ELSE
    PERFORM registration_days_change(-1, array(
      SELECT o::user_summaries FROM old_rows o JOIN new_rows n ON n.user_id = o.user_id
      WHERE n.created_at IS DISTINCT FROM o.created_at));
    PERFORM registration_days_change(1, array(
      SELECT n::user_summaries FROM new_rows n JOIN old_rows o ON o.user_id = n.user_id
      WHERE n.created_at IS DISTINCT FROM o.created_at));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_summaries_registration_insert" AFTER INSERT ON "user_summaries"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "registration_days_apply"();--> statement-breakpoint
CREATE TRIGGER "user_summaries_registration_update" AFTER UPDATE ON "user_summaries"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "registration_days_apply"();--> statement-breakpoint
CREATE TRIGGER "user_summaries_registration_delete" AFTER DELETE ON "user_summaries"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "registration_days_apply"();--> statement-breakpoint
INSERT INTO registration_days (day, users)
  SELECT (created_at AT TIME ZONE 'UTC')::date, count(*) FROM user_summaries GROUP BY 1;
