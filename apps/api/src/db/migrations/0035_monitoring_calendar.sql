ALTER TABLE "monitoring_visits" ADD COLUMN "reported_on_ad" date;--> statement-breakpoint
ALTER TABLE "monitoring_members" ADD COLUMN "excuse_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "monitoring_reports" DROP COLUMN "on_time";
