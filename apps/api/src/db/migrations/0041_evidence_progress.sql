ALTER TABLE "progress_entries" ADD COLUMN "completion_state" text;--> statement-breakpoint
ALTER TABLE "progress_entries" ADD COLUMN "completion_reason" text;--> statement-breakpoint
ALTER TABLE "progress_entries" ADD COLUMN "completion_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "progress_entries" ADD COLUMN "completion_decided_by" integer;--> statement-breakpoint
ALTER TABLE "progress_entries" ADD COLUMN "completion_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_progress" ADD COLUMN "jump_state" text;--> statement-breakpoint
ALTER TABLE "project_progress" ADD COLUMN "jump_reason" text;--> statement-breakpoint
ALTER TABLE "project_progress" ADD COLUMN "jump_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_progress" ADD COLUMN "jump_decided_by" integer;--> statement-breakpoint
ALTER TABLE "project_progress" ADD COLUMN "jump_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "evidence_for_milestones" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "evidence_for_project_jump" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "project_jump_threshold" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
CREATE INDEX "progress_entries_claimed_idx" ON "progress_entries" USING btree ("nikaya_id") WHERE completion_state = 'claimed';--> statement-breakpoint
CREATE INDEX "project_progress_claimed_idx" ON "project_progress" USING btree ("project_id") WHERE jump_state = 'claimed';