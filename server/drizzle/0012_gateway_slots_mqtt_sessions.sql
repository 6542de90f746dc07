CREATE TABLE "mqtt_subscription" (
	"client_id" text PRIMARY KEY NOT NULL,
	"topic_filter" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A retired device leaves its gateway slot (as removing a device from its last folder now does).
UPDATE "device" SET "parent_device_uid" = NULL, "parent_device_slot" = NULL
 WHERE "parent_device_uid" IS NOT NULL AND "uid" IN (SELECT "uid" FROM "entity" WHERE NOT "active");--> statement-breakpoint
CREATE UNIQUE INDEX "device_parent_slot_idx" ON "device" USING btree ("parent_device_uid","parent_device_slot") WHERE "device"."parent_device_uid" is not null;