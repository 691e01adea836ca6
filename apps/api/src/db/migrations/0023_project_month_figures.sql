CREATE TABLE "project_month_figures" (
	"project_id" integer NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	"over_cost" boolean NOT NULL,
	"extended" boolean NOT NULL,
	"reported" boolean NOT NULL,
	"planned" numeric(14, 2) NOT NULL,
	"achieved" numeric(14, 2) NOT NULL,
	"budget" numeric(14, 2) NOT NULL,
	"expense" numeric(14, 2) NOT NULL,
	"year_budget" numeric(14, 2) NOT NULL,
	CONSTRAINT "project_month_figures_fiscal_year_id_month_project_id_pk" PRIMARY KEY("fiscal_year_id","month","project_id")
);
--> statement-breakpoint
ALTER TABLE "project_month_figures" ADD CONSTRAINT "project_month_figures_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_month_figures" ADD CONSTRAINT "project_month_figures_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_month_figures_project_idx" ON "project_month_figures" USING btree ("project_id");--> statement-breakpoint
-- Hand-written: the figures of the projects already stored (modules/projects/project-figures.ts keeps them from now on).
INSERT INTO "project_month_figures" ("project_id", "fiscal_year_id", "month", "cost", "over_cost", "extended", "reported", "planned", "achieved", "budget", "expense", "year_budget")
SELECT p.id, fy.id, m.month::smallint,
       COALESCE(rc.amount, p.initial_cost), COALESCE(rc.amount > p.initial_cost, FALSE),
       EXISTS (SELECT 1 FROM project_time_extensions e WHERE e.project_id = p.id AND e.extended_on <= me.d),
       COALESCE(pg.reported, FALSE), COALESCE(pg.planned, 0), COALESCE(pg.achieved, 0),
       COALESCE(pg.budget, 0), COALESCE(pg.expense, 0), COALESCE(pg.year_budget, 0)
  FROM projects p
  JOIN fiscal_years fy ON fy.id = p.fiscal_year_id
    OR fy.id IN (SELECT y.fiscal_year_id FROM project_progress y WHERE y.project_id = p.id)
 CROSS JOIN generate_series(0, 11) AS m(month)
 CROSS JOIN LATERAL (SELECT (fy.start_year + CASE WHEN m.month < 9 THEN 0 ELSE 1 END)::text
                            || '-' || lpad((((m.month + 3) % 12) + 1)::text, 2, '0') || '-32' AS d) me
  LEFT JOIN LATERAL (SELECT r.amount FROM project_cost_revisions r WHERE r.project_id = p.id AND r.revised_on <= me.d
                      ORDER BY r.revised_on DESC, r.id DESC LIMIT 1) rc ON TRUE
  LEFT JOIN LATERAL (SELECT sum(pp.physical_target) FILTER (WHERE pp.month <= m.month) AS planned,
                            sum(pp.physical_achieved) FILTER (WHERE pp.month <= m.month) AS achieved,
                            sum(pp.budget) FILTER (WHERE pp.month <= m.month) AS budget,
                            sum(pp.expense) FILTER (WHERE pp.month <= m.month) AS expense,
                            sum(pp.budget) AS year_budget, bool_or(pp.month = m.month) AS reported
                       FROM project_progress pp WHERE pp.project_id = p.id AND pp.fiscal_year_id = fy.id) pg ON TRUE;
