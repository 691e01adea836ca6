CREATE TABLE "indicator_period_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text DEFAULT 'application/octet-stream' NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "indicator_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"indicator_id" integer NOT NULL,
	"period" integer NOT NULL,
	"target" numeric(16, 4),
	"actual" numeric(16, 4),
	"comment" text DEFAULT '' NOT NULL,
	"reported_at" timestamp with time zone,
	"reported_by" integer,
	CONSTRAINT "indicator_periods_period_check" CHECK ("indicator_periods"."period" BETWEEN 0 AND 11)
);
--> statement-breakpoint
ALTER TABLE "indicator_period_files" ADD CONSTRAINT "indicator_period_files_period_id_indicator_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."indicator_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_period_files" ADD CONSTRAINT "indicator_period_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_periods" ADD CONSTRAINT "indicator_periods_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_periods" ADD CONSTRAINT "indicator_periods_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "indicator_period_files_period_idx" ON "indicator_period_files" USING btree ("period_id");--> statement-breakpoint
CREATE UNIQUE INDEX "indicator_periods_uq" ON "indicator_periods" USING btree ("indicator_id","period");