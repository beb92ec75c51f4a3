CREATE TABLE "user_list_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "user_list_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Raised only by statements that changed rows: user_summaries_refresh writes a summary only when it differs, but a
-- statement trigger runs for every statement, changed rows or none. Reads each transition table once (no joins).
CREATE FUNCTION "raise_user_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    UPDATE user_list_version SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_summaries_version_insert" AFTER INSERT ON "user_summaries"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "raise_user_list_version"();--> statement-breakpoint
CREATE TRIGGER "user_summaries_version_update" AFTER UPDATE ON "user_summaries"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "raise_user_list_version"();--> statement-breakpoint
CREATE TRIGGER "user_summaries_version_delete" AFTER DELETE ON "user_summaries"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "raise_user_list_version"();
--> statement-breakpoint
CREATE FUNCTION "raise_user_list_version_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_list_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_summaries_version_truncate" AFTER TRUNCATE ON "user_summaries"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_user_list_version_on_truncate"();
