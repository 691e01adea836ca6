CREATE TABLE "decision_supporting_offices" (
	"decision_id" integer NOT NULL,
	"nikaya_id" integer NOT NULL,
	CONSTRAINT "decision_supporting_offices_decision_id_nikaya_id_pk" PRIMARY KEY("decision_id","nikaya_id")
);
--> statement-breakpoint
CREATE TABLE "decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"item_no" integer NOT NULL,
	"description" text NOT NULL,
	"subject_area_id" integer,
	"implementing_office_id" integer NOT NULL,
	"reporting_office_id" integer NOT NULL,
	"reporting_duration_id" integer NOT NULL,
	"due_date" text NOT NULL,
	"due_date_ad" date NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"project_id" integer,
	"milestone_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "meeting_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text DEFAULT 'application/octet-stream' NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"meeting_type_id" integer NOT NULL,
	"presidency_type_id" integer NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"president_name" text NOT NULL,
	"president_position" text NOT NULL,
	"meeting_date" text NOT NULL,
	"attendees" text DEFAULT '' NOT NULL,
	"agenda" text DEFAULT '' NOT NULL,
	"nikaya_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "decision_supporting_offices" ADD CONSTRAINT "decision_supporting_offices_decision_id_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_supporting_offices" ADD CONSTRAINT "decision_supporting_offices_nikaya_id_offices_id_fk" FOREIGN KEY ("nikaya_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_subject_area_id_setup_items_id_fk" FOREIGN KEY ("subject_area_id") REFERENCES "public"."setup_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_implementing_office_id_offices_id_fk" FOREIGN KEY ("implementing_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_reporting_office_id_offices_id_fk" FOREIGN KEY ("reporting_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_reporting_duration_id_setup_items_id_fk" FOREIGN KEY ("reporting_duration_id") REFERENCES "public"."setup_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_files" ADD CONSTRAINT "meeting_files_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_files" ADD CONSTRAINT "meeting_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_meeting_type_id_setup_items_id_fk" FOREIGN KEY ("meeting_type_id") REFERENCES "public"."setup_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_presidency_type_id_setup_items_id_fk" FOREIGN KEY ("presidency_type_id") REFERENCES "public"."setup_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_nikaya_id_offices_id_fk" FOREIGN KEY ("nikaya_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "decision_supporting_offices_office_idx" ON "decision_supporting_offices" USING btree ("nikaya_id");--> statement-breakpoint
CREATE UNIQUE INDEX "decisions_item_uq" ON "decisions" USING btree ("meeting_id","item_no");--> statement-breakpoint
CREATE INDEX "decisions_implementing_idx" ON "decisions" USING btree ("implementing_office_id");--> statement-breakpoint
CREATE INDEX "decisions_reporting_idx" ON "decisions" USING btree ("reporting_office_id");--> statement-breakpoint
CREATE INDEX "decisions_open_due_idx" ON "decisions" USING btree ("due_date_ad") WHERE "decisions"."status" IN ('not_started', 'in_progress', 'partially_implemented');--> statement-breakpoint
CREATE INDEX "meeting_files_meeting_idx" ON "meeting_files" USING btree ("meeting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_number_uq" ON "meetings" USING btree ("meeting_type_id","fiscal_year_id","number");--> statement-breakpoint
CREATE INDEX "meetings_year_idx" ON "meetings" USING btree ("fiscal_year_id","meeting_date");