CREATE TABLE "user_search_trigrams" (
	"trigram" text PRIMARY KEY NOT NULL,
	"users" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Users per trigram of their search text, kept in the writing transaction. Rows whose search text is unchanged
-- (most updates: a payment, a plan) are left out by EXCEPT, which reads each transition table once whatever the
-- plan (no joins between old and new rows, see 0033). A trigram no user holds any more is removed. Written by hand.
CREATE FUNCTION "user_search_trigrams_change"(added text[], removed text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  emptied text[];
BEGIN
  WITH moved AS (
    SELECT trigram, sum(sign) AS users FROM (
      SELECT unnest(show_trgm(t)) AS trigram, 1 AS sign FROM unnest(added) t
      UNION ALL
      SELECT unnest(show_trgm(t)), -1 FROM unnest(removed) t
    ) each_trigram GROUP BY trigram HAVING sum(sign) <> 0 ORDER BY trigram
  ), kept AS (
    INSERT INTO user_search_trigrams AS c (trigram, users) SELECT trigram, users FROM moved
    ON CONFLICT (trigram) DO UPDATE SET users = c.users + excluded.users
    RETURNING c.trigram, c.users
  )
  SELECT array_agg(trigram) INTO emptied FROM kept WHERE users = 0;
  IF emptied IS NOT NULL THEN
    DELETE FROM user_search_trigrams WHERE trigram = ANY(emptied) AND users = 0;
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "user_search_trigrams_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM user_search_trigrams_change(array(SELECT search_text FROM new_rows), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM user_search_trigrams_change('{}', array(SELECT search_text FROM old_rows));
  ELSE
    PERFORM user_search_trigrams_change(
      array(SELECT search_text FROM (SELECT user_id, search_text FROM new_rows
                                     EXCEPT ALL SELECT user_id, search_text FROM old_rows) n),
      array(SELECT search_text FROM (SELECT user_id, search_text FROM old_rows
                                     EXCEPT ALL SELECT user_id, search_text FROM new_rows) o));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Statement triggers of one event fire in the order of their names: these come after the list version's
-- (user_summaries_version_*), so a transaction holds the version row before it locks any trigram's row and two
-- writers never wait for each other's rows crosswise.
CREATE TRIGGER "user_summaries_word_trigrams_insert" AFTER INSERT ON "user_summaries"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_search_trigrams_apply"();--> statement-breakpoint
CREATE TRIGGER "user_summaries_word_trigrams_update" AFTER UPDATE ON "user_summaries"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_search_trigrams_apply"();--> statement-breakpoint
CREATE TRIGGER "user_summaries_word_trigrams_delete" AFTER DELETE ON "user_summaries"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_search_trigrams_apply"();--> statement-breakpoint
CREATE FUNCTION "user_search_trigrams_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_search_trigrams;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_summaries_word_trigrams_truncate" AFTER TRUNCATE ON "user_summaries"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_search_trigrams_truncated"();--> statement-breakpoint
INSERT INTO user_search_trigrams (trigram, users)
  SELECT trigram, count(*) FROM user_summaries, unnest(show_trgm(search_text)) trigram GROUP BY trigram;
