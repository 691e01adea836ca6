DROP INDEX "milestone_month_status_dashboard_idx";--> statement-breakpoint
CREATE INDEX "milestones_deleted_idx" ON "milestones" USING btree ("id") WHERE "milestones"."deleted_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "milestone_month_status_dashboard_idx" ON "milestone_month_status" USING btree ("fiscal_year_id","month","nikaya_id","band","rating","entered","milestone_id");