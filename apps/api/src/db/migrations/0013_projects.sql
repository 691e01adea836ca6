CREATE TABLE "project_cost_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"revised_on" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "project_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text DEFAULT 'application/octet-stream' NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "project_heads" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"posted_on" text NOT NULL,
	"terminated_on" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "project_offices" (
	"project_id" integer NOT NULL,
	"nikaya_id" integer NOT NULL,
	CONSTRAINT "project_offices_project_id_nikaya_id_pk" PRIMARY KEY("project_id","nikaya_id")
);
--> statement-breakpoint
CREATE TABLE "project_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"physical_target" numeric(5, 2) NOT NULL,
	"physical_achieved" numeric(5, 2) NOT NULL,
	"financial_target" numeric(5, 2) NOT NULL,
	"budget" numeric(14, 2) NOT NULL,
	"expense" numeric(14, 2) NOT NULL,
	"problem_type_id" integer,
	"problem_sub_type_id" integer,
	"problems" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_by_nikaya_id" integer
);
--> statement-breakpoint
CREATE TABLE "project_time_extensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"extended_on" text NOT NULL,
	"new_end_date" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"phone" text,
	"email" text,
	"address" text,
	"type_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	"sub_sector_id" integer,
	"priority" text,
	"status" text DEFAULT 'implementation' NOT NULL,
	"budget_sub_heads" text[] DEFAULT '{}' NOT NULL,
	"area" text DEFAULT 'office' NOT NULL,
	"province_id" integer,
	"district_id" integer,
	"local_level_id" integer,
	"ward" integer,
	"nikaya_id" integer NOT NULL,
	"created_by_nikaya_id" integer,
	"start_date" text,
	"expected_end_date" text,
	"initial_cost" numeric(14, 2) NOT NULL,
	"total_expenditure" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "project_cost_revisions" ADD CONSTRAINT "project_cost_revisions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_cost_revisions" ADD CONSTRAINT "project_cost_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_heads" ADD CONSTRAINT "project_heads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_heads" ADD CONSTRAINT "project_heads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_heads" ADD CONSTRAINT "project_heads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_offices" ADD CONSTRAINT "project_offices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_offices" ADD CONSTRAINT "project_offices_nikaya_id_offices_id_fk" FOREIGN KEY ("nikaya_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_progress" ADD CONSTRAINT "project_progress_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_progress" ADD CONSTRAINT "project_progress_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_progress" ADD CONSTRAINT "project_progress_problem_type_id_setup_items_id_fk" FOREIGN KEY ("problem_type_id") REFERENCES "public"."setup_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_progress" ADD CONSTRAINT "project_progress_problem_sub_type_id_setup_items_id_fk" FOREIGN KEY ("problem_sub_type_id") REFERENCES "public"."setup_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_progress" ADD CONSTRAINT "project_progress_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_progress" ADD CONSTRAINT "project_progress_created_by_nikaya_id_offices_id_fk" FOREIGN KEY ("created_by_nikaya_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_time_extensions" ADD CONSTRAINT "project_time_extensions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_time_extensions" ADD CONSTRAINT "project_time_extensions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_type_id_setup_items_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."setup_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_sector_id_setup_items_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."setup_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_sub_sector_id_setup_items_id_fk" FOREIGN KEY ("sub_sector_id") REFERENCES "public"."setup_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_local_level_id_local_levels_id_fk" FOREIGN KEY ("local_level_id") REFERENCES "public"."local_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_nikaya_id_offices_id_fk" FOREIGN KEY ("nikaya_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_nikaya_id_offices_id_fk" FOREIGN KEY ("created_by_nikaya_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_cost_revisions_project_idx" ON "project_cost_revisions" USING btree ("project_id","revised_on");--> statement-breakpoint
CREATE INDEX "project_files_project_idx" ON "project_files" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_heads_user_idx" ON "project_heads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "project_heads_project_idx" ON "project_heads" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_offices_office_idx" ON "project_offices" USING btree ("nikaya_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_progress_month_uq" ON "project_progress" USING btree ("project_id","fiscal_year_id","month");--> statement-breakpoint
CREATE INDEX "project_progress_year_month_idx" ON "project_progress" USING btree ("fiscal_year_id","month");--> statement-breakpoint
CREATE INDEX "project_time_extensions_project_idx" ON "project_time_extensions" USING btree ("project_id","extended_on");--> statement-breakpoint
CREATE INDEX "projects_year_office_idx" ON "projects" USING btree ("fiscal_year_id","nikaya_id");--> statement-breakpoint
CREATE INDEX "projects_created_by_office_idx" ON "projects" USING btree ("created_by_nikaya_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_code_uq" ON "projects" USING btree (lower("code")) WHERE "projects"."code" IS NOT NULL;