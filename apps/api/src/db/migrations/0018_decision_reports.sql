CREATE TABLE "decision_report_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text DEFAULT 'application/octet-stream' NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "decision_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"decision_id" integer NOT NULL,
	"period_index" integer NOT NULL,
	"period_end" text NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'submitted' NOT NULL,
	"review_note" text DEFAULT '' NOT NULL,
	"nikaya_id" integer NOT NULL,
	"reported_by" integer,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "decision_report_files" ADD CONSTRAINT "decision_report_files_report_id_decision_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."decision_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_report_files" ADD CONSTRAINT "decision_report_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_reports" ADD CONSTRAINT "decision_reports_decision_id_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_reports" ADD CONSTRAINT "decision_reports_nikaya_id_offices_id_fk" FOREIGN KEY ("nikaya_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_reports" ADD CONSTRAINT "decision_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_reports" ADD CONSTRAINT "decision_reports_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "decision_report_files_report_idx" ON "decision_report_files" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "decision_reports_decision_idx" ON "decision_reports" USING btree ("decision_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "decision_reports_pending_uq" ON "decision_reports" USING btree ("decision_id") WHERE "decision_reports"."state" = 'submitted';