CREATE TABLE "project_components" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_np" text NOT NULL,
	"weight" numeric(9, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "project_components_weight_check" CHECK ("project_components"."weight" > 0)
);
--> statement-breakpoint
CREATE TABLE "project_component_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"component_id" integer NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"achieved" numeric(5, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "project_components" ADD CONSTRAINT "project_components_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_components" ADD CONSTRAINT "project_components_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_component_progress" ADD CONSTRAINT "project_component_progress_component_id_project_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."project_components"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_component_progress" ADD CONSTRAINT "project_component_progress_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_component_progress" ADD CONSTRAINT "project_component_progress_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_components_project_idx" ON "project_components" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_component_progress_month_uq" ON "project_component_progress" USING btree ("component_id","fiscal_year_id","month");--> statement-breakpoint
ALTER TABLE "project_month_figures" ADD COLUMN "achieved_total" numeric(14, 2) DEFAULT 0 NOT NULL;
