CREATE TABLE "monitoring_point_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"point_id" integer NOT NULL,
	"stage" text NOT NULL,
	"notice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "monitoring_point_reminders" ADD CONSTRAINT "monitoring_point_reminders_point_id_monitoring_action_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."monitoring_action_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_point_reminders" ADD CONSTRAINT "monitoring_point_reminders_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_point_reminders_once_uq" ON "monitoring_point_reminders" USING btree ("point_id","stage");