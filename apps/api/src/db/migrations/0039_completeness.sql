CREATE TABLE "approval_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"stream" text NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"office_id" integer NOT NULL,
	"notice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approvals" ADD COLUMN "first_submitted_on" text;--> statement-breakpoint
ALTER TABLE "approvals" ADD COLUMN "due_date" text;--> statement-breakpoint
ALTER TABLE "approval_reminders" ADD CONSTRAINT "approval_reminders_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_reminders" ADD CONSTRAINT "approval_reminders_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_reminders" ADD CONSTRAINT "approval_reminders_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_reminders_once_uq" ON "approval_reminders" USING btree ("stream","fiscal_year_id","month","office_id");--> statement-breakpoint
CREATE INDEX "indicators_year_reporting_office_idx" ON "indicators" USING btree ("fiscal_year_id",COALESCE("responsible_office_id", "nikaya_id"));