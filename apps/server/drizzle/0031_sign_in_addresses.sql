CREATE TABLE "sign_in_addresses" (
	"address" text PRIMARY KEY NOT NULL,
	"sign_ins" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_addresses_search_idx" ON "sign_in_addresses" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "login_logs_address_time_idx" ON "login_logs" USING btree ("ip_address","created_time","id");--> statement-breakpoint
CREATE FUNCTION "sign_in_addresses_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO sign_in_addresses AS a (address, sign_ins)
      SELECT ip_address, count(*) FROM new_rows WHERE ip_address IS NOT NULL GROUP BY 1 ORDER BY 1
      ON CONFLICT (address) DO UPDATE SET sign_ins = a.sign_ins + excluded.sign_ins;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE sign_in_addresses a SET sign_ins = a.sign_ins - o.n
      FROM (SELECT ip_address, count(*) AS n FROM old_rows WHERE ip_address IS NOT NULL GROUP BY 1) o
      WHERE a.address = o.ip_address;
    DELETE FROM sign_in_addresses a
      WHERE a.sign_ins <= 0 AND a.address IN (SELECT ip_address FROM old_rows WHERE ip_address IS NOT NULL);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "login_logs_addresses_insert" AFTER INSERT ON "login_logs"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sign_in_addresses_apply"();--> statement-breakpoint
CREATE TRIGGER "login_logs_addresses_update" AFTER UPDATE ON "login_logs"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sign_in_addresses_apply"();--> statement-breakpoint
CREATE TRIGGER "login_logs_addresses_delete" AFTER DELETE ON "login_logs"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sign_in_addresses_apply"();--> statement-breakpoint
INSERT INTO sign_in_addresses (address, sign_ins)
  SELECT ip_address, count(*) FROM login_logs WHERE ip_address IS NOT NULL GROUP BY 1;
