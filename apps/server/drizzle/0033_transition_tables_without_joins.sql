-- Statement triggers compare a statement's old and new rows without joining the two transition tables. PL/pgSQL
-- keeps a trigger's query plan once it has run a few times; a plan made for statements of a few rows joins the two
-- tables in a nested loop, and a later statement of 100,000 rows (a bulk import, a backfill) then compares 10^10 row
-- pairs. Counting old rows -1 and new rows +1 per key, or EXCEPT, reads each table once whatever the plan.
CREATE OR REPLACE FUNCTION "registration_days_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM registration_days_change(1, array(SELECT n::user_summaries FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM registration_days_change(-1, array(SELECT o::user_summaries FROM old_rows o));
  ELSE
    -- A row whose registration day is unchanged counts -1 and +1 on the same day: only moved days remain.
    INSERT INTO registration_days AS d (day, users)
      SELECT day, sum(sign) FROM (
        SELECT (created_at AT TIME ZONE 'UTC')::date AS day, 1 AS sign FROM new_rows
        UNION ALL
        SELECT (created_at AT TIME ZONE 'UTC')::date, -1 FROM old_rows
      ) moved GROUP BY day HAVING sum(sign) <> 0 ORDER BY day
      ON CONFLICT (day) DO UPDATE SET users = d.users + excluded.users;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "agreement_kpi_days_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM agreement_days_change(-1, array(SELECT o::agreements FROM old_rows o));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM agreement_days_change(1, array(SELECT n::agreements FROM new_rows n));
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- EXCEPT treats two nulls as equal, as IS DISTINCT FROM does.
    PERFORM agreement_first_payments_refresh(array(
      SELECT id FROM (SELECT id, started_at FROM new_rows EXCEPT SELECT id, started_at FROM old_rows) moved));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "raise_sign_in_log_rewritten_by_email"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT id, email FROM new_rows EXCEPT SELECT id, email FROM old_rows) THEN
    UPDATE sign_in_log_version SET rewritten = rewritten + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;
