CREATE INDEX "payments_agreement_idx" ON "payments" USING btree ("agreement_id","paid_at");--> statement-breakpoint
CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("paid_at");