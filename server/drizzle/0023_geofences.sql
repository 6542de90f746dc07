CREATE TABLE "geofence" (
	"uid" bigint PRIMARY KEY NOT NULL,
	"center_latitude" double precision NOT NULL,
	"center_longitude" double precision NOT NULL,
	"radius" double precision DEFAULT 1 NOT NULL,
	"circular" boolean DEFAULT true NOT NULL,
	"warehouse" boolean DEFAULT false NOT NULL,
	"polygon" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "geofence" ADD CONSTRAINT "geofence_uid_entity_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."entity"("uid") ON DELETE cascade ON UPDATE no action;