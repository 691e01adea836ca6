CREATE TABLE "indicators" (
	"id" serial PRIMARY KEY NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"nikaya_id" integer NOT NULL,
	"responsible_office_id" integer,
	"parent_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_np" text NOT NULL,
	"definition" text DEFAULT '' NOT NULL,
	"level" text DEFAULT 'output' NOT NULL,
	"office_category_id" integer,
	"review_period" text DEFAULT 'monthly' NOT NULL,
	"unit_id" integer,
	"unit_type" text DEFAULT 'number' NOT NULL,
	"direction" text DEFAULT 'increase' NOT NULL,
	"aggregation" text DEFAULT 'non_cumulative' NOT NULL,
	"baseline" numeric(16, 4),
	"baseline_fiscal_year_id" integer,
	"annual_target" numeric(16, 4),
	"weightage" numeric(7, 2) DEFAULT '1' NOT NULL,
	"sdg_code" text,
	"sdg_version" text,
	"data_source" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "indicators_direction_check" CHECK ("indicators"."direction" IN ('increase', 'decrease', 'not_applicable')),
	CONSTRAINT "indicators_aggregation_check" CHECK ("indicators"."aggregation" IN ('non_cumulative', 'cumulative', 'latest')),
	CONSTRAINT "indicators_review_period_check" CHECK ("indicators"."review_period" IN ('monthly', 'quarterly', 'four_monthly', 'yearly'))
);
--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_nikaya_id_offices_id_fk" FOREIGN KEY ("nikaya_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_responsible_office_id_offices_id_fk" FOREIGN KEY ("responsible_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_parent_id_indicators_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."indicators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_office_category_id_setup_items_id_fk" FOREIGN KEY ("office_category_id") REFERENCES "public"."setup_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_unit_id_setup_items_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."setup_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_baseline_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("baseline_fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "indicators_code_uq" ON "indicators" USING btree ("fiscal_year_id",lower("code"));--> statement-breakpoint
CREATE INDEX "indicators_year_office_idx" ON "indicators" USING btree ("fiscal_year_id","nikaya_id");--> statement-breakpoint
CREATE INDEX "indicators_parent_idx" ON "indicators" USING btree ("parent_id");--> statement-breakpoint
-- Issue 20: the names of the old "ministry-suchak" setup list become indicators of the current fiscal
-- year (the latest one when none holds today), owned by the root office; then the list is gone. Without
-- offices or fiscal years (a database never set up) nothing can own them and the names stay where they are.
INSERT INTO "indicators" ("fiscal_year_id", "nikaya_id", "code", "name", "name_np", "definition", "created_at")
SELECT fy.id, root.id, COALESCE(s.code, 'S-' || s.id), s.name, s.name_np, s.description, s.created_at
  FROM "setup_items" s
  CROSS JOIN LATERAL (SELECT f.id FROM "fiscal_years" f
                       ORDER BY (current_date BETWEEN f.start_ad AND f.end_ad) DESC, f.start_ad DESC LIMIT 1) fy
  CROSS JOIN LATERAL (SELECT o.id FROM "offices" o ORDER BY length(o.path), o.id LIMIT 1) root
 WHERE s.list_key = 'ministry-suchak'
 ORDER BY s.sort_order, s.id;--> statement-breakpoint
DELETE FROM "setup_items" WHERE "list_key" = 'ministry-suchak' AND EXISTS (SELECT 1 FROM "indicators");
