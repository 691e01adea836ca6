CREATE TABLE "treasury_code_maps" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"office_id" integer,
	"project_id" integer,
	"mapped_by" integer,
	"mapped_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treasury_code_maps_target" CHECK (("treasury_code_maps"."kind" IN ('ministry', 'office') AND "treasury_code_maps"."office_id" IS NOT NULL AND "treasury_code_maps"."project_id" IS NULL)
        OR ("treasury_code_maps"."kind" IN ('subhead', 'project') AND "treasury_code_maps"."project_id" IS NOT NULL AND "treasury_code_maps"."office_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "treasury_gap_percent" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "treasury_code_maps" ADD CONSTRAINT "treasury_code_maps_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_code_maps" ADD CONSTRAINT "treasury_code_maps_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_code_maps" ADD CONSTRAINT "treasury_code_maps_mapped_by_users_id_fk" FOREIGN KEY ("mapped_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_code_maps_kind_code" ON "treasury_code_maps" USING btree ("kind","code");