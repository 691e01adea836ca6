ALTER TABLE "app_settings" ADD COLUMN "approved_only_default" boolean DEFAULT false NOT NULL;
