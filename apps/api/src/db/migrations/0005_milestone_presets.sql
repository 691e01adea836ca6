CREATE TABLE "milestone_preset_items" (
	"preset_id" integer NOT NULL,
	"milestone_id" integer NOT NULL,
	CONSTRAINT "milestone_preset_items_preset_id_milestone_id_pk" PRIMARY KEY("preset_id","milestone_id")
);
--> statement-breakpoint
CREATE TABLE "milestone_presets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"title" text NOT NULL,
	"expires_at" text NOT NULL,
	"expires_at_ad" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "milestone_preset_items" ADD CONSTRAINT "milestone_preset_items_preset_id_milestone_presets_id_fk" FOREIGN KEY ("preset_id") REFERENCES "public"."milestone_presets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_preset_items" ADD CONSTRAINT "milestone_preset_items_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_presets" ADD CONSTRAINT "milestone_presets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_presets" ADD CONSTRAINT "milestone_presets_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "milestone_preset_items_milestone_idx" ON "milestone_preset_items" USING btree ("milestone_id");--> statement-breakpoint
CREATE INDEX "milestone_presets_user_idx" ON "milestone_presets" USING btree ("user_id","fiscal_year_id","expires_at_ad");