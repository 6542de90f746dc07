CREATE TABLE "mobile_asset_report_fields" (
	"user_uid" bigint PRIMARY KEY NOT NULL,
	"field_names" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "config_history" ADD COLUMN "config_key" bigint;--> statement-breakpoint
ALTER TABLE "mobile_asset_report_fields" ADD CONSTRAINT "mobile_asset_report_fields_user_uid_entity_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."entity"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The config snapshot (docs/decisions/103): every version so far names its config, as long as the config is kept.
UPDATE "config_history" SET "config_key" = "config_id" WHERE "config_id" IS NOT NULL;
