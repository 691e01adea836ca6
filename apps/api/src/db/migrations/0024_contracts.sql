CREATE TABLE "contract_extensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"extended_on" text NOT NULL,
	"new_end_date" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "contract_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text DEFAULT 'application/octet-stream' NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "contract_liabilities" (
	"contract_id" integer NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "contract_liabilities_contract_id_fiscal_year_id_pk" PRIMARY KEY("contract_id","fiscal_year_id")
);
--> statement-breakpoint
CREATE TABLE "contract_months" (
	"id" serial PRIMARY KEY NOT NULL,
	"nikaya_id" integer NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"figures" jsonb NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_by" integer
);
--> statement-breakpoint
CREATE TABLE "contract_variations" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"varied_on" text NOT NULL,
	"new_amount" numeric(14, 2) NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"nikaya_id" integer NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"number" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"estimated_amount" numeric(14, 2) NOT NULL,
	"contract_amount" numeric(14, 2),
	"contractor" text,
	"joint_venture" boolean DEFAULT false NOT NULL,
	"multi_year" boolean DEFAULT false NOT NULL,
	"planned_bid_docs" text,
	"actual_bid_docs" text,
	"planned_invitation" text,
	"actual_invitation" text,
	"planned_opening" text,
	"actual_opening" text,
	"planned_evaluation" text,
	"actual_evaluation" text,
	"planned_award" text,
	"actual_award" text,
	"planned_agreement" text,
	"actual_agreement" text,
	"planned_work_order" text,
	"actual_work_order" text,
	"planned_completion" text,
	"actual_completion" text,
	"closed_on" text,
	"close_reason" text DEFAULT '' NOT NULL,
	"physical_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"amount_paid" numeric(14, 2) DEFAULT '0' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "contract_extensions" ADD CONSTRAINT "contract_extensions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_extensions" ADD CONSTRAINT "contract_extensions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_files" ADD CONSTRAINT "contract_files_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_files" ADD CONSTRAINT "contract_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_liabilities" ADD CONSTRAINT "contract_liabilities_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_liabilities" ADD CONSTRAINT "contract_liabilities_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_months" ADD CONSTRAINT "contract_months_nikaya_id_offices_id_fk" FOREIGN KEY ("nikaya_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_months" ADD CONSTRAINT "contract_months_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_months" ADD CONSTRAINT "contract_months_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_variations" ADD CONSTRAINT "contract_variations_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_variations" ADD CONSTRAINT "contract_variations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_nikaya_id_offices_id_fk" FOREIGN KEY ("nikaya_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_extensions_number_uq" ON "contract_extensions" USING btree ("contract_id","number");--> statement-breakpoint
CREATE INDEX "contract_files_contract_idx" ON "contract_files" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_months_office_month_uq" ON "contract_months" USING btree ("nikaya_id","fiscal_year_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_variations_number_uq" ON "contract_variations" USING btree ("contract_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_year_number_uq" ON "contracts" USING btree ("fiscal_year_id",lower("number"));--> statement-breakpoint
CREATE INDEX "contracts_project_idx" ON "contracts" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "contracts_office_year_idx" ON "contracts" USING btree ("nikaya_id","fiscal_year_id");