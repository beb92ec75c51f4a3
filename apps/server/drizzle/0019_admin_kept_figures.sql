CREATE TABLE "agreement_end_days" (
	"day" date NOT NULL,
	"plan_id" integer NOT NULL,
	"agreements" integer DEFAULT 0 NOT NULL,
	"renewing" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agreement_end_days_day_plan_id_pk" PRIMARY KEY("day","plan_id")
);
--> statement-breakpoint
CREATE TABLE "agreement_event_days" (
	"day" date NOT NULL,
	"plan_id" integer NOT NULL,
	"started" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agreement_event_days_day_plan_id_pk" PRIMARY KEY("day","plan_id")
);
--> statement-breakpoint
CREATE TABLE "agreement_first_payments" (
	"agreement_id" integer PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"amount" numeric(10, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_days" (
	"day" date PRIMARY KEY NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_hours" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"sign_ins" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_end_days" (
	"day" date PRIMARY KEY NOT NULL,
	"paying" integer DEFAULT 0 NOT NULL,
	"trial" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_list_counts" (
	"is_inactive" boolean NOT NULL,
	"is_paypal" boolean NOT NULL,
	"parent_plan" text NOT NULL,
	"users" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_list_counts_is_inactive_is_paypal_parent_plan_pk" PRIMARY KEY("is_inactive","is_paypal","parent_plan")
);
--> statement-breakpoint
CREATE TABLE "user_summaries" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"is_inactive" boolean NOT NULL,
	"email_key" text NOT NULL,
	"last_name_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"search_text" text NOT NULL,
	"agreement_id" integer,
	"source" text,
	"parent_plan" text,
	"started_at" timestamp with time zone,
	"paid_until" timestamp with time zone,
	"last_payment_at" timestamp with time zone,
	"paid_until_max" timestamp with time zone,
	"trial_ends_max" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "payments_agreement_idx";--> statement-breakpoint
DROP INDEX "login_logs_user_time_idx";--> statement-breakpoint
DROP INDEX "login_logs_time_idx";--> statement-breakpoint
ALTER TABLE "agreement_end_days" ADD CONSTRAINT "agreement_end_days_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_event_days" ADD CONSTRAINT "agreement_event_days_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_first_payments" ADD CONSTRAINT "agreement_first_payments_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_summaries" ADD CONSTRAINT "user_summaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_first_payments_started_idx" ON "agreement_first_payments" USING btree ("started_at","amount");--> statement-breakpoint
CREATE INDEX "user_summaries_email_idx" ON "user_summaries" USING btree ("email_key","user_id");--> statement-breakpoint
CREATE INDEX "user_summaries_last_name_idx" ON "user_summaries" USING btree ("last_name_key","user_id");--> statement-breakpoint
CREATE INDEX "user_summaries_created_idx" ON "user_summaries" USING btree ("created_at","user_id");--> statement-breakpoint
CREATE INDEX "user_summaries_started_asc_idx" ON "user_summaries" USING btree ("started_at","user_id");--> statement-breakpoint
CREATE INDEX "user_summaries_started_desc_idx" ON "user_summaries" USING btree ("started_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_summaries_paid_until_asc_idx" ON "user_summaries" USING btree ("paid_until","user_id");--> statement-breakpoint
CREATE INDEX "user_summaries_paid_until_desc_idx" ON "user_summaries" USING btree ("paid_until" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_summaries_last_payment_asc_idx" ON "user_summaries" USING btree ("last_payment_at","user_id");--> statement-breakpoint
CREATE INDEX "user_summaries_last_payment_desc_idx" ON "user_summaries" USING btree ("last_payment_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_summaries_search_idx" ON "user_summaries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_summaries_paid_until_max_idx" ON "user_summaries" USING btree ("paid_until_max");--> statement-breakpoint
CREATE INDEX "user_summaries_trial_ends_max_idx" ON "user_summaries" USING btree ("trial_ends_max");--> statement-breakpoint
CREATE INDEX "agreements_started_idx" ON "agreements" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "agreements_cancelled_idx" ON "agreements" USING btree ("cancelled_at");--> statement-breakpoint
CREATE INDEX "agreements_end_idx" ON "agreements" USING btree (greatest("paid_until", coalesce("trial_ends_at", "paid_until")));--> statement-breakpoint
CREATE INDEX "login_logs_user_idx" ON "login_logs" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "login_logs_ip_search_idx" ON "login_logs" USING gin ("ip_address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_agreement_idx" ON "payments" USING btree ("agreement_id","paid_at","id");--> statement-breakpoint
CREATE INDEX "login_logs_user_time_idx" ON "login_logs" USING btree ("user_id","created_time","id");--> statement-breakpoint
CREATE INDEX "login_logs_time_idx" ON "login_logs" USING btree ("created_time","id");--> statement-breakpoint
-- The admin screens at 100,000 users (spec 002 §2): what the user list filters, sorts and counts, the sign-ins per
-- hour and the payments per day are kept by triggers, whoever writes (registration, billing, seeds, deletions and
-- their cascades), so every figure stays exact without reading every user, payment or sign-in. Written by hand
-- (drizzle has no triggers).
--
-- One user's summary row, computed from users, the agreement written last (created_at, then id), its plan and the
-- latest payment of any agreement; added when missing, changed only when a field differs.
CREATE FUNCTION "user_summaries_refresh"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO user_summaries AS s (user_id, is_inactive, email_key, last_name_key, created_at, search_text,
                                   agreement_id, source, parent_plan, started_at, paid_until, last_payment_at)
  SELECT u.id, u.status = 'false', lower(u.email), lower(u.last_name), u.created_at,
         lower(u.email || ' ' || u.first_name || ' ' || u.last_name || ' ' || coalesce(l.external_id, '')),
         l.id, l.source, l.parent_name, l.started_at, l.paid_until,
         (SELECT max(pm.paid_at) FROM payments pm JOIN agreements y ON y.id = pm.agreement_id WHERE y.user_id = u.id)
  FROM users u
  LEFT JOIN LATERAL (
    SELECT a.id, a.source, a.external_id, a.started_at, a.paid_until, p.parent_name
    FROM agreements a JOIN plans p ON p.id = a.plan_id
    WHERE a.user_id = u.id
    ORDER BY a.created_at DESC, a.id DESC
    LIMIT 1
  ) l ON true
  WHERE u.id = ANY(ids)
  ORDER BY u.id
  ON CONFLICT (user_id) DO UPDATE SET
    is_inactive = excluded.is_inactive, email_key = excluded.email_key, last_name_key = excluded.last_name_key,
    created_at = excluded.created_at, search_text = excluded.search_text, agreement_id = excluded.agreement_id,
    source = excluded.source, parent_plan = excluded.parent_plan, started_at = excluded.started_at,
    paid_until = excluded.paid_until, last_payment_at = excluded.last_payment_at
  WHERE (s.is_inactive, s.email_key, s.last_name_key, s.created_at, s.search_text, s.agreement_id, s.source,
         s.parent_plan, s.started_at, s.paid_until, s.last_payment_at)
    IS DISTINCT FROM (excluded.is_inactive, excluded.email_key, excluded.last_name_key, excluded.created_at,
         excluded.search_text, excluded.agreement_id, excluded.source, excluded.parent_plan, excluded.started_at,
         excluded.paid_until, excluded.last_payment_at);
$$;--> statement-breakpoint
CREATE FUNCTION "user_summaries_from_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM user_summaries_refresh(array(SELECT id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_summary_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_summaries_from_users"();--> statement-breakpoint
CREATE TRIGGER "users_summary_update" AFTER UPDATE ON "users"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_summaries_from_users"();--> statement-breakpoint
CREATE FUNCTION "user_summaries_from_agreements"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM user_summaries_refresh(array(SELECT DISTINCT user_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM user_summaries_refresh(array(SELECT DISTINCT user_id FROM old_rows));
  ELSE
    PERFORM user_summaries_refresh(array(SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "agreements_summary_insert" AFTER INSERT ON "agreements"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_summaries_from_agreements"();--> statement-breakpoint
CREATE TRIGGER "agreements_summary_update" AFTER UPDATE ON "agreements"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_summaries_from_agreements"();--> statement-breakpoint
CREATE TRIGGER "agreements_summary_delete" AFTER DELETE ON "agreements"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_summaries_from_agreements"();--> statement-breakpoint
-- A package renamed moves the summaries of its agreements' users.
CREATE FUNCTION "user_summaries_from_plans"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM user_summaries_refresh(array(
    SELECT DISTINCT a.user_id FROM agreements a
    JOIN new_rows n ON n.id = a.plan_id JOIN old_rows o ON o.id = n.id
    WHERE n.parent_name IS DISTINCT FROM o.parent_name));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "plans_summary_update" AFTER UPDATE ON "plans"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_summaries_from_plans"();--> statement-breakpoint
-- Payments move the latest payment of their agreement's user and the revenue of their UTC day. A payment deleted by
-- its agreement's cascade is found by the agreement's own trigger (its agreement is gone here).
CREATE FUNCTION "payments_kept_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM user_summaries_refresh(array(
      SELECT DISTINCT a.user_id FROM new_rows n JOIN agreements a ON a.id = n.agreement_id));
    INSERT INTO payment_days AS d (day, amount)
      SELECT (paid_at AT TIME ZONE 'UTC')::date, sum(amount) FROM new_rows GROUP BY 1 ORDER BY 1
      ON CONFLICT (day) DO UPDATE SET amount = d.amount + excluded.amount;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM user_summaries_refresh(array(
      SELECT DISTINCT a.user_id FROM old_rows o JOIN agreements a ON a.id = o.agreement_id));
    UPDATE payment_days d SET amount = d.amount - o.amount
      FROM (SELECT (paid_at AT TIME ZONE 'UTC')::date AS day, sum(amount) AS amount FROM old_rows GROUP BY 1) o
      WHERE d.day = o.day;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "payments_figures_insert" AFTER INSERT ON "payments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "payments_kept_figures"();--> statement-breakpoint
CREATE TRIGGER "payments_figures_update" AFTER UPDATE ON "payments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "payments_kept_figures"();--> statement-breakpoint
CREATE TRIGGER "payments_figures_delete" AFTER DELETE ON "payments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "payments_kept_figures"();--> statement-breakpoint
-- The user list's count per filter combination moves with every summary row added, changed or removed (a user's
-- cascade removes the row). Rows are locked in key order, so two writers never wait on each other crosswise.
CREATE FUNCTION "user_list_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO user_list_counts AS c (is_inactive, is_paypal, parent_plan, users)
      SELECT is_inactive, coalesce(source = 'paypal', false), coalesce(parent_plan, ''), count(*)
      FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (is_inactive, is_paypal, parent_plan) DO UPDATE SET users = c.users + excluded.users;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO user_list_counts AS c (is_inactive, is_paypal, parent_plan, users)
      SELECT is_inactive, coalesce(source = 'paypal', false), coalesce(parent_plan, ''), -count(*)
      FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (is_inactive, is_paypal, parent_plan) DO UPDATE SET users = c.users + excluded.users;
  ELSE
    INSERT INTO user_list_counts AS c (is_inactive, is_paypal, parent_plan, users)
      SELECT is_inactive, is_paypal, parent_plan, sum(n) FROM (
        SELECT is_inactive, coalesce(source = 'paypal', false) AS is_paypal, coalesce(parent_plan, '') AS parent_plan,
               1 AS n FROM new_rows
        UNION ALL
        SELECT is_inactive, coalesce(source = 'paypal', false), coalesce(parent_plan, ''), -1 FROM old_rows
      ) delta GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (is_inactive, is_paypal, parent_plan) DO UPDATE SET users = c.users + excluded.users;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_summaries_count_insert" AFTER INSERT ON "user_summaries"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_list_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "user_summaries_count_update" AFTER UPDATE ON "user_summaries"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_list_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "user_summaries_count_delete" AFTER DELETE ON "user_summaries"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_list_counts_apply"();--> statement-breakpoint
CREATE FUNCTION "sign_in_hours_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO sign_in_hours AS h (hour, sign_ins)
      SELECT date_trunc('hour', created_time, 'UTC'), count(*) FROM new_rows GROUP BY 1 ORDER BY 1
      ON CONFLICT (hour) DO UPDATE SET sign_ins = h.sign_ins + excluded.sign_ins;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE sign_in_hours h SET sign_ins = h.sign_ins - o.n
      FROM (SELECT date_trunc('hour', created_time, 'UTC') AS hour, count(*) AS n FROM old_rows GROUP BY 1) o
      WHERE h.hour = o.hour;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "login_logs_hours_insert" AFTER INSERT ON "login_logs"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sign_in_hours_apply"();--> statement-breakpoint
CREATE TRIGGER "login_logs_hours_update" AFTER UPDATE ON "login_logs"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sign_in_hours_apply"();--> statement-breakpoint
CREATE TRIGGER "login_logs_hours_delete" AFTER DELETE ON "login_logs"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sign_in_hours_apply"();--> statement-breakpoint
SELECT user_summaries_refresh(array(SELECT id FROM users));--> statement-breakpoint
INSERT INTO payment_days (day, amount)
  SELECT (paid_at AT TIME ZONE 'UTC')::date, sum(amount) FROM payments GROUP BY 1;--> statement-breakpoint
INSERT INTO sign_in_hours (hour, sign_ins)
  SELECT date_trunc('hour', created_time, 'UTC'), count(*) FROM login_logs GROUP BY 1;
--> statement-breakpoint
-- The KPI dashboard at 150,000 agreements and 1,000,000 payments (spec 002 §2): per-day figures kept by triggers on
-- agreements, payments and user_summaries, so the summary reads days, not every agreement and payment. Today's part
-- of each figure is still read from the agreements themselves. Written by hand (drizzle has no triggers).
CREATE OR REPLACE FUNCTION "user_summaries_refresh"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO user_summaries AS s (user_id, is_inactive, email_key, last_name_key, created_at, search_text,
                                   agreement_id, source, parent_plan, started_at, paid_until, last_payment_at,
                                   paid_until_max, trial_ends_max)
  SELECT u.id, u.status = 'false', lower(u.email), lower(u.last_name), u.created_at,
         lower(u.email || ' ' || u.first_name || ' ' || u.last_name || ' ' || coalesce(l.external_id, '')),
         l.id, l.source, l.parent_name, l.started_at, l.paid_until,
         (SELECT max(pm.paid_at) FROM payments pm JOIN agreements y ON y.id = pm.agreement_id WHERE y.user_id = u.id),
         m.paid_until_max, m.trial_ends_max
  FROM users u
  LEFT JOIN LATERAL (
    SELECT a.id, a.source, a.external_id, a.started_at, a.paid_until, p.parent_name
    FROM agreements a JOIN plans p ON p.id = a.plan_id
    WHERE a.user_id = u.id
    ORDER BY a.created_at DESC, a.id DESC
    LIMIT 1
  ) l ON true
  CROSS JOIN LATERAL (
    SELECT max(a.paid_until) AS paid_until_max, max(a.trial_ends_at) AS trial_ends_max
    FROM agreements a WHERE a.user_id = u.id
  ) m
  WHERE u.id = ANY(ids)
  ORDER BY u.id
  ON CONFLICT (user_id) DO UPDATE SET
    is_inactive = excluded.is_inactive, email_key = excluded.email_key, last_name_key = excluded.last_name_key,
    created_at = excluded.created_at, search_text = excluded.search_text, agreement_id = excluded.agreement_id,
    source = excluded.source, parent_plan = excluded.parent_plan, started_at = excluded.started_at,
    paid_until = excluded.paid_until, last_payment_at = excluded.last_payment_at,
    paid_until_max = excluded.paid_until_max, trial_ends_max = excluded.trial_ends_max
  WHERE (s.is_inactive, s.email_key, s.last_name_key, s.created_at, s.search_text, s.agreement_id, s.source,
         s.parent_plan, s.started_at, s.paid_until, s.last_payment_at, s.paid_until_max, s.trial_ends_max)
    IS DISTINCT FROM (excluded.is_inactive, excluded.email_key, excluded.last_name_key, excluded.created_at,
         excluded.search_text, excluded.agreement_id, excluded.source, excluded.parent_plan, excluded.started_at,
         excluded.paid_until, excluded.last_payment_at, excluded.paid_until_max, excluded.trial_ends_max);
$$;--> statement-breakpoint
-- Paying and trial users by the UTC day their latest paid period and trial end.
CREATE FUNCTION "user_end_days_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_end_days AS d (day, paying, trial)
    SELECT day, sum(paying), sum(trial) FROM (
      SELECT (paid_until_max AT TIME ZONE 'UTC')::date AS day, 1 AS paying, 0 AS trial
        FROM new_rows WHERE paid_until_max IS NOT NULL
      UNION ALL
      SELECT (trial_ends_max AT TIME ZONE 'UTC')::date, 0, 1
        FROM new_rows WHERE trial_ends_max IS NOT NULL
    ) delta GROUP BY day ORDER BY day
    ON CONFLICT (day) DO UPDATE SET paying = d.paying + excluded.paying, trial = d.trial + excluded.trial;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "user_end_days_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_end_days AS d (day, paying, trial)
    SELECT day, sum(paying), sum(trial) FROM (
      SELECT (paid_until_max AT TIME ZONE 'UTC')::date AS day, -1 AS paying, 0 AS trial
        FROM old_rows WHERE paid_until_max IS NOT NULL
      UNION ALL
      SELECT (trial_ends_max AT TIME ZONE 'UTC')::date, 0, -1 FROM old_rows WHERE trial_ends_max IS NOT NULL
    ) delta GROUP BY day ORDER BY day
    ON CONFLICT (day) DO UPDATE SET paying = d.paying + excluded.paying, trial = d.trial + excluded.trial;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_summaries_end_days_insert" AFTER INSERT ON "user_summaries"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_end_days_apply"();--> statement-breakpoint
CREATE TRIGGER "user_summaries_end_days_update_old" AFTER UPDATE ON "user_summaries"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_end_days_remove"();--> statement-breakpoint
CREATE TRIGGER "user_summaries_end_days_update_new" AFTER UPDATE ON "user_summaries"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_end_days_apply"();--> statement-breakpoint
CREATE TRIGGER "user_summaries_end_days_delete" AFTER DELETE ON "user_summaries"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_end_days_remove"();--> statement-breakpoint
-- Each agreement's contribution to the per-day figures; the triggers add the new rows' and take the old rows' back.
CREATE FUNCTION "agreement_days_change"(sign integer, changed agreements[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO agreement_event_days AS d (day, plan_id, started, cancelled)
    SELECT day, plan_id, sum(started), sum(cancelled) FROM (
      SELECT (started_at AT TIME ZONE 'UTC')::date AS day, plan_id, sign AS started, 0 AS cancelled
        FROM unnest(changed) WHERE status <> 'pending'
      UNION ALL
      SELECT (cancelled_at AT TIME ZONE 'UTC')::date, plan_id, 0, sign
        FROM unnest(changed) WHERE cancelled_at IS NOT NULL
    ) delta GROUP BY day, plan_id ORDER BY day, plan_id
    ON CONFLICT (day, plan_id) DO UPDATE
      SET started = d.started + excluded.started, cancelled = d.cancelled + excluded.cancelled;
  INSERT INTO agreement_end_days AS d (day, plan_id, agreements, renewing)
    SELECT (greatest(paid_until, coalesce(trial_ends_at, paid_until)) AT TIME ZONE 'UTC')::date, plan_id,
           sum(sign), sum(CASE WHEN status = 'active' AND cancelled_at IS NULL THEN sign ELSE 0 END)
    FROM unnest(changed) GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, plan_id) DO UPDATE
      SET agreements = d.agreements + excluded.agreements, renewing = d.renewing + excluded.renewing;
$$;--> statement-breakpoint
-- The first payment (by time, then id) of the given agreements; an agreement without payments has none.
CREATE FUNCTION "agreement_first_payments_refresh"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM agreement_first_payments f WHERE f.agreement_id = ANY(ids)
    AND NOT EXISTS (SELECT 1 FROM payments pm WHERE pm.agreement_id = f.agreement_id);
  INSERT INTO agreement_first_payments AS f (agreement_id, started_at, amount)
    SELECT a.id, a.started_at, first.amount FROM agreements a
    CROSS JOIN LATERAL (SELECT pm.amount FROM payments pm WHERE pm.agreement_id = a.id
                        ORDER BY pm.paid_at, pm.id LIMIT 1) first
    WHERE a.id = ANY(ids)
    ORDER BY a.id
    ON CONFLICT (agreement_id) DO UPDATE SET started_at = excluded.started_at, amount = excluded.amount
    WHERE (f.started_at, f.amount) IS DISTINCT FROM (excluded.started_at, excluded.amount);
$$;--> statement-breakpoint
CREATE FUNCTION "agreement_kpi_days_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM agreement_days_change(-1, array(SELECT o::agreements FROM old_rows o));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM agreement_days_change(1, array(SELECT n::agreements FROM new_rows n));
  END IF;
  IF TG_OP = 'UPDATE' THEN
    PERFORM agreement_first_payments_refresh(array(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.started_at IS DISTINCT FROM o.started_at));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "agreements_kpi_insert" AFTER INSERT ON "agreements"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "agreement_kpi_days_apply"();--> statement-breakpoint
CREATE TRIGGER "agreements_kpi_update" AFTER UPDATE ON "agreements"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "agreement_kpi_days_apply"();--> statement-breakpoint
CREATE TRIGGER "agreements_kpi_delete" AFTER DELETE ON "agreements"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "agreement_kpi_days_apply"();--> statement-breakpoint
CREATE FUNCTION "payments_first_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM agreement_first_payments_refresh(array(SELECT DISTINCT agreement_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM agreement_first_payments_refresh(array(SELECT DISTINCT agreement_id FROM old_rows));
  ELSE
    PERFORM agreement_first_payments_refresh(array(
      SELECT agreement_id FROM new_rows UNION SELECT agreement_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "payments_first_insert" AFTER INSERT ON "payments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "payments_first_apply"();--> statement-breakpoint
CREATE TRIGGER "payments_first_update" AFTER UPDATE ON "payments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "payments_first_apply"();--> statement-breakpoint
CREATE TRIGGER "payments_first_delete" AFTER DELETE ON "payments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "payments_first_apply"();--> statement-breakpoint
UPDATE user_summaries s SET paid_until_max = m.paid_until_max, trial_ends_max = m.trial_ends_max
  FROM (SELECT user_id, max(paid_until) AS paid_until_max, max(trial_ends_at) AS trial_ends_max
        FROM agreements GROUP BY user_id) m
  WHERE m.user_id = s.user_id;--> statement-breakpoint
SELECT agreement_days_change(1, array(SELECT a FROM agreements a));--> statement-breakpoint
SELECT agreement_first_payments_refresh(array(SELECT DISTINCT agreement_id FROM payments));
