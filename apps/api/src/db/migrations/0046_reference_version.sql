-- The version of the setup block's reference rows: a new random value after every statement that writes
-- app_settings, calendar_years, fiscal_years or locks (db/schema/settings.ts, calendar.repository.ts).
CREATE TABLE "reference_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" uuid DEFAULT gen_random_uuid() NOT NULL
);
--> statement-breakpoint
INSERT INTO "reference_version" ("id") VALUES (1);
--> statement-breakpoint
CREATE FUNCTION "bump_reference_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "reference_version" SET "version" = gen_random_uuid() WHERE "id" = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "app_settings_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "app_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();
--> statement-breakpoint
CREATE TRIGGER "calendar_years_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calendar_years"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();
--> statement-breakpoint
CREATE TRIGGER "fiscal_years_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fiscal_years"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();
--> statement-breakpoint
CREATE TRIGGER "locks_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "locks"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();
