CREATE TABLE "ocds_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"release_id" text NOT NULL,
	"ocid" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"tags" text[] NOT NULL,
	"release" jsonb NOT NULL,
	"origin" text DEFAULT 'change' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "open_publisher_name" text;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "open_publisher_uri" text;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "ocid_prefix" text;--> statement-breakpoint
ALTER TABLE "ocds_releases" ADD CONSTRAINT "ocds_releases_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ocds_releases_contract_seq_uq" ON "ocds_releases" USING btree ("contract_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "ocds_releases_release_id_uq" ON "ocds_releases" USING btree ("ocid","release_id");--> statement-breakpoint
CREATE INDEX "ocds_releases_date_idx" ON "ocds_releases" USING btree ("date","id");