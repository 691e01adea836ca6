CREATE TABLE "project_baselines" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"version" smallint NOT NULL,
	"annual_budget" numeric(14, 2) NOT NULL,
	"planned_physical" numeric(5, 2)[] NOT NULL,
	"planned_financial" numeric(5, 2)[] NOT NULL,
	"set_on" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"approved_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "project_baselines" ADD CONSTRAINT "project_baselines_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_baselines" ADD CONSTRAINT "project_baselines_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_baselines" ADD CONSTRAINT "project_baselines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_baselines_version_uq" ON "project_baselines" USING btree ("project_id","fiscal_year_id","version");--> statement-breakpoint
ALTER TABLE "project_month_figures" ADD COLUMN "planned_budget" numeric(14, 2) DEFAULT 0 NOT NULL;
