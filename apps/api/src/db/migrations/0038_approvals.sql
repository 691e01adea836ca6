CREATE TABLE "approval_levels" (
	"stream" text PRIMARY KEY NOT NULL,
	"levels" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "approval_levels_levels_check" CHECK ("approval_levels"."levels" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"stream" text NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"office_id" integer NOT NULL,
	"state" text NOT NULL,
	"level" smallint DEFAULT 0 NOT NULL,
	"reason" text,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone,
	"acted_by" integer,
	"acted_at" timestamp with time zone,
	CONSTRAINT "approvals_stream_year_month_office_key" UNIQUE("stream","fiscal_year_id","month","office_id"),
	CONSTRAINT "approvals_stream_check" CHECK ("approvals"."stream" IN ('pragati', 'project', 'contract', 'indicator')),
	CONSTRAINT "approvals_state_check" CHECK ("approvals"."state" IN ('open', 'submitted', 'approved', 'returned')),
	CONSTRAINT "approvals_month_check" CHECK ("approvals"."month" BETWEEN 0 AND 11)
);
--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approvals_office_idx" ON "approvals" USING btree ("office_id");