CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"nikaya_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	"budget_head_id" integer,
	"point_no" text NOT NULL,
	"title" text NOT NULL,
	"annual_target" numeric(16, 4),
	"unit_id" integer,
	"source_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "activity_helpers" (
	"activity_id" integer NOT NULL,
	"nikaya_id" integer NOT NULL,
	CONSTRAINT "activity_helpers_activity_id_nikaya_id_pk" PRIMARY KEY("activity_id","nikaya_id")
);
--> statement-breakpoint
CREATE TABLE "activity_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"from_nikaya_id" integer NOT NULL,
	"to_nikaya_id" integer NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "budget_heads" (
	"id" serial PRIMARY KEY NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"nikaya_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	"point_no" text NOT NULL,
	"heading" text NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"budget_code_id" integer,
	"source_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "milestone_targets" (
	"milestone_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"target" numeric(16, 4) NOT NULL,
	CONSTRAINT "milestone_targets_milestone_id_month_pk" PRIMARY KEY("milestone_id","month")
);
--> statement-breakpoint
CREATE TABLE "milestones" (
	"id" serial PRIMARY KEY NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"nikaya_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"type_id" integer,
	"subtype_id" integer,
	"baseline" numeric(16, 4),
	"annual_target" numeric(16, 4) NOT NULL,
	"unit_id" integer,
	"kriya" text DEFAULT '' NOT NULL,
	"cumulative" boolean NOT NULL,
	"start_month" smallint NOT NULL,
	"end_month" smallint NOT NULL,
	"source_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"nikaya_id" integer NOT NULL,
	"parent_id" integer,
	"point_no" text NOT NULL,
	"name" text NOT NULL,
	"start_from" text,
	"end_at" text,
	"budget" numeric(16, 2),
	"reporting_type_id" integer,
	"status" boolean DEFAULT true NOT NULL,
	"source_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "milestone_month_status" (
	"milestone_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"nikaya_id" integer NOT NULL,
	"status" text NOT NULL,
	"band" smallint NOT NULL,
	"percent" numeric(9, 2) NOT NULL,
	"rating" smallint,
	"entered" boolean NOT NULL,
	CONSTRAINT "milestone_month_status_milestone_id_month_pk" PRIMARY KEY("milestone_id","month")
);
--> statement-breakpoint
CREATE TABLE "progress_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"milestone_id" integer NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"nikaya_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"status" text NOT NULL,
	"achieved" numeric(16, 4) NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"entry_date" text NOT NULL,
	"comment" text,
	"commented_by" integer,
	"commented_at" timestamp with time zone,
	"rating" smallint,
	"rated_by" integer,
	"rated_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"return_note" text,
	"correction_used" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_by_nikaya" integer
);
--> statement-breakpoint
CREATE TABLE "progress_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "progress_reasons" (
	"entry_id" integer NOT NULL,
	"main_type_id" integer NOT NULL,
	"sub_type_id" integer NOT NULL,
	CONSTRAINT "progress_reasons_entry_id_sub_type_id_pk" PRIMARY KEY("entry_id","sub_type_id")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_nikaya_id_offices_id_fk" FOREIGN KEY ("nikaya_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_budget_head_id_budget_heads_id_fk" FOREIGN KEY ("budget_head_id") REFERENCES "public"."budget_heads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_unit_id_setup_items_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."setup_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_helpers" ADD CONSTRAINT "activity_helpers_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_helpers" ADD CONSTRAINT "activity_helpers_nikaya_id_offices_id_fk" FOREIGN KEY ("nikaya_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_transfers" ADD CONSTRAINT "activity_transfers_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_transfers" ADD CONSTRAINT "activity_transfers_from_nikaya_id_offices_id_fk" FOREIGN KEY ("from_nikaya_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_transfers" ADD CONSTRAINT "activity_transfers_to_nikaya_id_offices_id_fk" FOREIGN KEY ("to_nikaya_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_heads" ADD CONSTRAINT "budget_heads_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_heads" ADD CONSTRAINT "budget_heads_nikaya_id_offices_id_fk" FOREIGN KEY ("nikaya_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_heads" ADD CONSTRAINT "budget_heads_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_heads" ADD CONSTRAINT "budget_heads_budget_code_id_setup_items_id_fk" FOREIGN KEY ("budget_code_id") REFERENCES "public"."setup_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_targets" ADD CONSTRAINT "milestone_targets_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_nikaya_id_offices_id_fk" FOREIGN KEY ("nikaya_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_type_id_setup_items_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."setup_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_subtype_id_setup_items_id_fk" FOREIGN KEY ("subtype_id") REFERENCES "public"."setup_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_unit_id_setup_items_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."setup_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_nikaya_id_offices_id_fk" FOREIGN KEY ("nikaya_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_parent_id_policies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_reporting_type_id_setup_items_id_fk" FOREIGN KEY ("reporting_type_id") REFERENCES "public"."setup_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_month_status" ADD CONSTRAINT "milestone_month_status_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_entries" ADD CONSTRAINT "progress_entries_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_entries" ADD CONSTRAINT "progress_entries_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_entries" ADD CONSTRAINT "progress_entries_nikaya_id_offices_id_fk" FOREIGN KEY ("nikaya_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_files" ADD CONSTRAINT "progress_files_entry_id_progress_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."progress_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reasons" ADD CONSTRAINT "progress_reasons_entry_id_progress_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."progress_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reasons" ADD CONSTRAINT "progress_reasons_main_type_id_setup_items_id_fk" FOREIGN KEY ("main_type_id") REFERENCES "public"."setup_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reasons" ADD CONSTRAINT "progress_reasons_sub_type_id_setup_items_id_fk" FOREIGN KEY ("sub_type_id") REFERENCES "public"."setup_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_office_year_idx" ON "activities" USING btree ("fiscal_year_id","nikaya_id");--> statement-breakpoint
CREATE INDEX "activities_policy_idx" ON "activities" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "activities_budget_head_idx" ON "activities" USING btree ("budget_head_id");--> statement-breakpoint
CREATE INDEX "activity_helpers_office_idx" ON "activity_helpers" USING btree ("nikaya_id");--> statement-breakpoint
CREATE INDEX "activity_transfers_activity_idx" ON "activity_transfers" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "budget_heads_policy_idx" ON "budget_heads" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "budget_heads_office_year_idx" ON "budget_heads" USING btree ("fiscal_year_id","nikaya_id");--> statement-breakpoint
CREATE INDEX "milestones_office_year_idx" ON "milestones" USING btree ("fiscal_year_id","nikaya_id");--> statement-breakpoint
CREATE INDEX "milestones_activity_idx" ON "milestones" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "milestones_type_idx" ON "milestones" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "policies_office_year_idx" ON "policies" USING btree ("fiscal_year_id","nikaya_id");--> statement-breakpoint
CREATE INDEX "policies_parent_idx" ON "policies" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "milestone_month_status_dashboard_idx" ON "milestone_month_status" USING btree ("fiscal_year_id","month","nikaya_id","band","rating");--> statement-breakpoint
CREATE UNIQUE INDEX "progress_entries_milestone_month_idx" ON "progress_entries" USING btree ("milestone_id","month");--> statement-breakpoint
CREATE INDEX "progress_entries_office_month_idx" ON "progress_entries" USING btree ("fiscal_year_id","nikaya_id","month");--> statement-breakpoint
CREATE INDEX "progress_files_entry_idx" ON "progress_files" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "progress_reasons_main_idx" ON "progress_reasons" USING btree ("main_type_id");