CREATE TABLE "kept_figures_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "kept_figures_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "raise_kept_figures_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE kept_figures_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "agreement_event_days_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "agreement_event_days"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_kept_figures_version"();--> statement-breakpoint
CREATE TRIGGER "agreement_end_days_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "agreement_end_days"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_kept_figures_version"();--> statement-breakpoint
CREATE TRIGGER "plans_kept_figures_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plans"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_kept_figures_version"();
