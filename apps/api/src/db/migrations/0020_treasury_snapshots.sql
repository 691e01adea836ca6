CREATE TABLE "treasury_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"snapshot_id" integer NOT NULL,
	"line" integer NOT NULL,
	"ministry" text,
	"office_code" text,
	"office" text,
	"province" text,
	"subhead" text,
	"account_code" text,
	"account" text,
	"project_code" text,
	"project" text,
	"current_budget" bigint,
	"current_expense" bigint,
	"capital_budget" bigint,
	"capital_expense" bigint,
	"financing_budget" bigint,
	"financing_expense" bigint,
	"total_budget" bigint,
	"total_expense" bigint,
	"balance" bigint
);
--> statement-breakpoint
CREATE TABLE "treasury_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_number" text NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"as_of" text NOT NULL,
	"unit" text NOT NULL,
	"file_name" text NOT NULL,
	"checksum" text NOT NULL,
	"row_count" integer NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "treasury_rows" ADD CONSTRAINT "treasury_rows_snapshot_id_treasury_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."treasury_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_snapshots" ADD CONSTRAINT "treasury_snapshots_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_snapshots" ADD CONSTRAINT "treasury_snapshots_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "treasury_rows_snapshot" ON "treasury_rows" USING btree ("snapshot_id","line");--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_snapshots_report_year_date" ON "treasury_snapshots" USING btree ("report_number","fiscal_year_id","as_of");