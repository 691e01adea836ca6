CREATE TABLE "locks" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"office_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "locks_kind_year_office_key" UNIQUE NULLS NOT DISTINCT("kind","fiscal_year_id","office_id"),
	CONSTRAINT "locks_kind_check" CHECK ("locks"."kind" IN ('action_plan_lock', 'ayojana_lock', 'profile_lock', 'indicator_lock', 'contract_lock'))
);
--> statement-breakpoint
ALTER TABLE "calendar_years" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "locks" ADD CONSTRAINT "locks_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locks" ADD CONSTRAINT "locks_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "locks_office_idx" ON "locks" USING btree ("office_id");--> statement-breakpoint
-- >>> hand-written data step (keep before the DROP COLUMN statements when regenerating) >>>
-- Every lock on before this migration becomes a lock of the current fiscal year: the one admin chose,
-- else the one containing today in Nepal (UTC+05:45).
WITH current_year AS (
  SELECT COALESCE(
    (SELECT current_fiscal_year_id FROM app_settings WHERE id = 1),
    (SELECT id FROM fiscal_years
      WHERE ((now() AT TIME ZONE 'UTC') + interval '345 minutes')::date BETWEEN start_ad AND end_ad)
  ) AS id
)
INSERT INTO "locks" ("kind", "fiscal_year_id", "office_id")
SELECT k.kind, c.id, NULL FROM app_settings s, current_year c,
  LATERAL (VALUES ('action_plan_lock', s.action_plan_lock), ('ayojana_lock', s.ayojana_lock),
                  ('profile_lock', s.profile_lock), ('indicator_lock', s.indicator_lock),
                  ('contract_lock', s.contract_lock)) AS k(kind, "on")
 WHERE s.id = 1 AND k."on" AND c.id IS NOT NULL
UNION ALL
SELECT k.kind, c.id, o.id FROM offices o, current_year c,
  LATERAL (VALUES ('action_plan_lock', o.action_plan_lock), ('ayojana_lock', o.ayojana_lock),
                  ('profile_lock', o.profile_lock), ('indicator_lock', o.indicator_lock),
                  ('contract_lock', o.contract_lock)) AS k(kind, "on")
 WHERE k."on" AND c.id IS NOT NULL;--> statement-breakpoint
-- Month tables through BS 2083 are the published calendar; later years stay provisional until admin
-- confirms them on the calendar screen.
UPDATE "calendar_years" SET "confirmed_at" = now() WHERE "bs_year" <= 2083;--> statement-breakpoint
-- <<< end of hand-written data step <<<
ALTER TABLE "offices" DROP COLUMN "action_plan_lock";--> statement-breakpoint
ALTER TABLE "offices" DROP COLUMN "indicator_lock";--> statement-breakpoint
ALTER TABLE "offices" DROP COLUMN "ayojana_lock";--> statement-breakpoint
ALTER TABLE "offices" DROP COLUMN "contract_lock";--> statement-breakpoint
ALTER TABLE "offices" DROP COLUMN "profile_lock";--> statement-breakpoint
ALTER TABLE "app_settings" DROP COLUMN "action_plan_lock";--> statement-breakpoint
ALTER TABLE "app_settings" DROP COLUMN "ayojana_lock";--> statement-breakpoint
ALTER TABLE "app_settings" DROP COLUMN "profile_lock";--> statement-breakpoint
ALTER TABLE "app_settings" DROP COLUMN "indicator_lock";--> statement-breakpoint
ALTER TABLE "app_settings" DROP COLUMN "contract_lock";