CREATE TABLE "data_quality_explanations" (
	"id" serial PRIMARY KEY NOT NULL,
	"approval_id" integer NOT NULL,
	"check" text NOT NULL,
	"record_id" integer NOT NULL,
	"text" text NOT NULL,
	"explained_by" integer,
	"explained_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_quality_explanations_check_check" CHECK ("data_quality_explanations"."check" IN ('progress_gap', 'over_target', 'cumulative_down', 'treasury_gap'))
);
--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "quality_gap_percent" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_quality_explanations" ADD CONSTRAINT "data_quality_explanations_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_quality_explanations" ADD CONSTRAINT "data_quality_explanations_explained_by_users_id_fk" FOREIGN KEY ("explained_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_quality_explanations_uq" ON "data_quality_explanations" USING btree ("approval_id","check","record_id");