CREATE TABLE "complaint_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"status" text NOT NULL,
	"response" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"nikaya_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"response" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" integer PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_np" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_level_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_np" text NOT NULL,
	"short_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_levels" (
	"id" integer PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_np" text NOT NULL,
	"wards" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_np" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_budgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"nikaya_id" integer NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"current" numeric(16, 2) DEFAULT '0' NOT NULL,
	"capital" numeric(16, 2) DEFAULT '0' NOT NULL,
	"financial" numeric(16, 2) DEFAULT '0' NOT NULL,
	"total" numeric(16, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "office_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"nikaya_id" integer NOT NULL,
	"member_type_id" integer,
	"name" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"mobile" text,
	"email" text,
	"from_date" text,
	"to_date" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "setup_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_key" text NOT NULL,
	"parent_id" integer,
	"code" text,
	"name" text NOT NULL,
	"name_np" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "notice_files" ADD COLUMN "mime_type" text DEFAULT 'application/octet-stream' NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_files" ADD COLUMN "size" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "send_sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "send_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "head_name" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "head_position" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "province_id" integer;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "district_id" integer;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "local_level_id" integer;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "ward" integer;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "office_head_phone" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "office_head_email" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "office_head_appointed_at" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "secretary_name" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "secretary_phone" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "secretary_email" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "secretary_appointed_at" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "planning_head_name" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "planning_head_phone" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "planning_head_email" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "planning_head_appointed_at" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "remarks" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "action_plan_lock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "indicator_lock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "ayojana_lock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "contract_lock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "profile_lock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint_history" ADD CONSTRAINT "complaint_history_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_nikaya_id_offices_id_fk" FOREIGN KEY ("nikaya_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_levels" ADD CONSTRAINT "local_levels_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_levels" ADD CONSTRAINT "local_levels_category_id_local_level_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."local_level_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_budgets" ADD CONSTRAINT "office_budgets_nikaya_id_offices_id_fk" FOREIGN KEY ("nikaya_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_budgets" ADD CONSTRAINT "office_budgets_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_members" ADD CONSTRAINT "office_members_nikaya_id_offices_id_fk" FOREIGN KEY ("nikaya_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_members" ADD CONSTRAINT "office_members_member_type_id_setup_items_id_fk" FOREIGN KEY ("member_type_id") REFERENCES "public"."setup_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setup_items" ADD CONSTRAINT "setup_items_parent_id_setup_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."setup_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_history_complaint_idx" ON "complaint_history" USING btree ("complaint_id");--> statement-breakpoint
CREATE INDEX "complaints_office_idx" ON "complaints" USING btree ("nikaya_id","status");--> statement-breakpoint
CREATE INDEX "districts_province_idx" ON "districts" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "local_levels_district_idx" ON "local_levels" USING btree ("district_id");--> statement-breakpoint
CREATE UNIQUE INDEX "office_budgets_year_idx" ON "office_budgets" USING btree ("nikaya_id","fiscal_year_id");--> statement-breakpoint
CREATE INDEX "office_members_office_idx" ON "office_members" USING btree ("nikaya_id");--> statement-breakpoint
CREATE INDEX "setup_items_list_idx" ON "setup_items" USING btree ("list_key","sort_order");--> statement-breakpoint
CREATE INDEX "setup_items_parent_idx" ON "setup_items" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_category_id_setup_items_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."setup_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_local_level_id_local_levels_id_fk" FOREIGN KEY ("local_level_id") REFERENCES "public"."local_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_source_idx" ON "outbox" USING btree ("source","source_id");