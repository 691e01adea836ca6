CREATE TABLE "contract_months" (
	"id" serial PRIMARY KEY NOT NULL,
	"nikaya_id" integer NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"figures" jsonb NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_by" integer
);
--> statement-breakpoint
ALTER TABLE "contract_months" ADD CONSTRAINT "contract_months_nikaya_id_offices_id_fk" FOREIGN KEY ("nikaya_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_months" ADD CONSTRAINT "contract_months_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_months" ADD CONSTRAINT "contract_months_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_months_office_month_uq" ON "contract_months" USING btree ("nikaya_id","fiscal_year_id","month");