CREATE TABLE "monitoring_action_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"visit_id" integer NOT NULL,
	"description" text NOT NULL,
	"responsible_nikaya_id" integer NOT NULL,
	"due_date" text NOT NULL,
	"due_date_ad" date NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"actions_taken" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "monitoring_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"visit_id" integer NOT NULL,
	"body" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"visit_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"designation" text DEFAULT '' NOT NULL,
	"member_type" text DEFAULT 'staff' NOT NULL,
	"is_leader" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_report_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"visit_id" integer NOT NULL,
	"filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text DEFAULT 'application/octet-stream' NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "monitoring_reports" (
	"visit_id" integer PRIMARY KEY NOT NULL,
	"team_mobilised" boolean DEFAULT false NOT NULL,
	"on_time" boolean DEFAULT false NOT NULL,
	"as_per_subject" boolean DEFAULT false NOT NULL,
	"main_objectives" text DEFAULT '' NOT NULL,
	"suggestion" text DEFAULT '' NOT NULL,
	"order_text" text DEFAULT '' NOT NULL,
	"referral" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "monitoring_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"nikaya_id" integer NOT NULL,
	"target_nikaya_id" integer NOT NULL,
	"project_id" integer,
	"title" text NOT NULL,
	"subject" text NOT NULL,
	"from_date" text NOT NULL,
	"from_date_ad" date NOT NULL,
	"to_date" text NOT NULL,
	"to_date_ad" date NOT NULL,
	"transport" text,
	"expense" numeric(14, 2),
	"country" text DEFAULT '' NOT NULL,
	"ward" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"orphan" boolean DEFAULT false NOT NULL,
	"order_number" text DEFAULT '' NOT NULL,
	"approver_name" text DEFAULT '' NOT NULL,
	"approver_designation" text DEFAULT '' NOT NULL,
	"approver_office" text DEFAULT '' NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"order_issued_on" text,
	"state" text DEFAULT 'draft' NOT NULL,
	"state_reason" text DEFAULT '' NOT NULL,
	"is_merged" boolean DEFAULT false NOT NULL,
	"merged_into_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "monitoring_action_points" ADD CONSTRAINT "monitoring_action_points_visit_id_monitoring_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."monitoring_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_action_points" ADD CONSTRAINT "monitoring_action_points_responsible_nikaya_id_offices_id_fk" FOREIGN KEY ("responsible_nikaya_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_action_points" ADD CONSTRAINT "monitoring_action_points_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_action_points" ADD CONSTRAINT "monitoring_action_points_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_comments" ADD CONSTRAINT "monitoring_comments_visit_id_monitoring_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."monitoring_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_comments" ADD CONSTRAINT "monitoring_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_members" ADD CONSTRAINT "monitoring_members_visit_id_monitoring_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."monitoring_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_members" ADD CONSTRAINT "monitoring_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_report_files" ADD CONSTRAINT "monitoring_report_files_visit_id_monitoring_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."monitoring_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_report_files" ADD CONSTRAINT "monitoring_report_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_reports" ADD CONSTRAINT "monitoring_reports_visit_id_monitoring_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."monitoring_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_reports" ADD CONSTRAINT "monitoring_reports_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_visits" ADD CONSTRAINT "monitoring_visits_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_visits" ADD CONSTRAINT "monitoring_visits_nikaya_id_offices_id_fk" FOREIGN KEY ("nikaya_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_visits" ADD CONSTRAINT "monitoring_visits_target_nikaya_id_offices_id_fk" FOREIGN KEY ("target_nikaya_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_visits" ADD CONSTRAINT "monitoring_visits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_visits" ADD CONSTRAINT "monitoring_visits_merged_into_id_monitoring_visits_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."monitoring_visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_visits" ADD CONSTRAINT "monitoring_visits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitoring_action_points_visit_idx" ON "monitoring_action_points" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "monitoring_action_points_office_idx" ON "monitoring_action_points" USING btree ("responsible_nikaya_id","status");--> statement-breakpoint
CREATE INDEX "monitoring_action_points_open_due_idx" ON "monitoring_action_points" USING btree ("due_date_ad") WHERE "monitoring_action_points"."status" IN ('open', 'in_progress');--> statement-breakpoint
CREATE INDEX "monitoring_comments_visit_idx" ON "monitoring_comments" USING btree ("visit_id","id");--> statement-breakpoint
CREATE INDEX "monitoring_members_visit_idx" ON "monitoring_members" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "monitoring_members_user_idx" ON "monitoring_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_members_leader_uq" ON "monitoring_members" USING btree ("visit_id") WHERE "monitoring_members"."is_leader";--> statement-breakpoint
CREATE INDEX "monitoring_report_files_visit_idx" ON "monitoring_report_files" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "monitoring_visits_office_idx" ON "monitoring_visits" USING btree ("nikaya_id","fiscal_year_id");--> statement-breakpoint
CREATE INDEX "monitoring_visits_target_idx" ON "monitoring_visits" USING btree ("target_nikaya_id","to_date_ad");--> statement-breakpoint
CREATE INDEX "monitoring_visits_project_idx" ON "monitoring_visits" USING btree ("project_id","to_date_ad");--> statement-breakpoint
CREATE INDEX "monitoring_visits_state_idx" ON "monitoring_visits" USING btree ("fiscal_year_id","state");--> statement-breakpoint
CREATE INDEX "monitoring_visits_merged_into_idx" ON "monitoring_visits" USING btree ("merged_into_id");