DROP INDEX "milestone_month_status_dashboard_idx";--> statement-breakpoint
ALTER TABLE "milestone_month_status" ADD COLUMN "activity_id" integer;--> statement-breakpoint
ALTER TABLE "milestone_month_status" ADD COLUMN "type_id" integer;--> statement-breakpoint
ALTER TABLE "milestone_month_status" ADD COLUMN "subtype_id" integer;--> statement-breakpoint
ALTER TABLE "milestone_month_status" ADD COLUMN "start_month" smallint;--> statement-breakpoint
ALTER TABLE "milestone_month_status" ADD COLUMN "end_month" smallint;--> statement-breakpoint
ALTER TABLE "milestone_month_status" ADD COLUMN "annual_target" numeric(16, 4);--> statement-breakpoint
ALTER TABLE "milestone_month_status" ADD COLUMN "cumulative" boolean;--> statement-breakpoint
ALTER TABLE "milestone_month_status" ADD COLUMN "reason_main_ids" integer[];--> statement-breakpoint
ALTER TABLE "milestone_month_status" ADD COLUMN "reason_sub_ids" integer[];--> statement-breakpoint
-- Existing rows take their milestone's fields and the reasons of their latest entry, then the columns
-- become required.
UPDATE "milestone_month_status" s
   SET activity_id = m.activity_id, type_id = m.type_id, subtype_id = m.subtype_id,
       start_month = m.start_month, end_month = m.end_month, annual_target = m.annual_target,
       cumulative = m.cumulative,
       reason_main_ids = COALESCE((SELECT array_agg(r.main_type_id ORDER BY r.sub_type_id)
                                     FROM progress_reasons r WHERE r.entry_id = s.entry_id), '{}'),
       reason_sub_ids = COALESCE((SELECT array_agg(r.sub_type_id ORDER BY r.sub_type_id)
                                    FROM progress_reasons r WHERE r.entry_id = s.entry_id), '{}')
  FROM "milestones" m
 WHERE m.id = s.milestone_id;--> statement-breakpoint
ALTER TABLE "milestone_month_status" ALTER COLUMN "activity_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "milestone_month_status" ALTER COLUMN "start_month" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "milestone_month_status" ALTER COLUMN "end_month" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "milestone_month_status" ALTER COLUMN "annual_target" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "milestone_month_status" ALTER COLUMN "cumulative" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "milestone_month_status" ALTER COLUMN "reason_main_ids" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "milestone_month_status" ALTER COLUMN "reason_sub_ids" SET NOT NULL;--> statement-breakpoint
-- A report of month M reads one range of this index (index-only): every column it needs is here.
CREATE INDEX "milestone_month_status_report_idx" ON "milestone_month_status" ("fiscal_year_id", "month", "nikaya_id")
  INCLUDE ("milestone_id", "status", "band", "percent", "rating", "entered", "entry_id", "achieved", "completed_since",
           "commented", "activity_id", "type_id", "subtype_id", "start_month", "end_month", "annual_target", "cumulative",
           "reason_main_ids", "reason_sub_ids");
