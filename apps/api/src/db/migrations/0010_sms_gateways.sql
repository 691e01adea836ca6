ALTER TABLE "outbox" ADD COLUMN "parts" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "credits" double precision;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "error_kind" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_sent_idx" ON "outbox" USING btree ("channel","sent_at");