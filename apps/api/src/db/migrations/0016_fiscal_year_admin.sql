CREATE TABLE "seeded_fiscal_years" (
	"start_year" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- >>> hand-written data step >>>
-- The years stored before this migration were added by the seed: record them, so one admin removes is not
-- added again.
INSERT INTO "seeded_fiscal_years" ("start_year") SELECT "start_year" FROM "fiscal_years" ON CONFLICT DO NOTHING;
