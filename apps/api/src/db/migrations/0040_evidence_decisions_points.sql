CREATE TABLE "monitoring_point_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"point_id" integer NOT NULL,
	"filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text DEFAULT 'application/octet-stream' NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
DROP INDEX "monitoring_action_points_open_due_idx";--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "evidence_for_decisions" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "evidence_for_action_points" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "decision_reports" ADD COLUMN "implementation_percent" smallint;--> statement-breakpoint
ALTER TABLE "decisions" ADD COLUMN "implementation_percent" smallint;--> statement-breakpoint
ALTER TABLE "monitoring_action_points" ADD COLUMN "review_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "monitoring_action_points" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "monitoring_action_points" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "monitoring_point_files" ADD CONSTRAINT "monitoring_point_files_point_id_monitoring_action_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."monitoring_action_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_point_files" ADD CONSTRAINT "monitoring_point_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitoring_point_files_point_idx" ON "monitoring_point_files" USING btree ("point_id");--> statement-breakpoint
ALTER TABLE "monitoring_action_points" ADD CONSTRAINT "monitoring_action_points_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitoring_action_points_open_due_idx" ON "monitoring_action_points" USING btree ("due_date_ad") WHERE "monitoring_action_points"."status" IN ('open', 'in_progress', 'completion_claimed');