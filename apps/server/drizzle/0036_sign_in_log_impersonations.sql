ALTER TABLE "sign_in_log_version" ADD COLUMN "impersonations" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A sign-in log page names an impersonation's administrator while the impersonation's session exists, and the
-- server keeps whole pages under the log's numbers. Every statement that adds or removes such a session, or names
-- another administrator, raises the impersonation number. Written by hand (drizzle has no triggers).
CREATE FUNCTION "raise_sign_in_log_impersonations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows WHERE impersonator_id IS NOT NULL) THEN
    UPDATE sign_in_log_version SET impersonations = impersonations + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_impersonations_insert" AFTER INSERT ON "sessions"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "raise_sign_in_log_impersonations"();--> statement-breakpoint
CREATE TRIGGER "sessions_impersonations_delete" AFTER DELETE ON "sessions"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "raise_sign_in_log_impersonations"();--> statement-breakpoint
-- Sessions are updated on every request (last seen); only a statement that sets the administrator raises it.
CREATE FUNCTION "raise_sign_in_log_impersonations_always"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sign_in_log_version SET impersonations = impersonations + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_impersonations_update" AFTER UPDATE OF "impersonator_id" ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_sign_in_log_impersonations_always"();--> statement-breakpoint
CREATE TRIGGER "sessions_impersonations_truncate" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_sign_in_log_impersonations_always"();
