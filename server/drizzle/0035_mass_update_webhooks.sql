CREATE TABLE "mass_update" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mass_update_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"folder_uid" bigint NOT NULL,
	"user_uid" bigint NOT NULL,
	"entity_type_id" smallint NOT NULL,
	"change" jsonb NOT NULL,
	"uids" bigint[] NOT NULL,
	"to_text" text NOT NULL,
	"before" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "webhook_delivery" ADD COLUMN "queued" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "mass_update" ADD CONSTRAINT "mass_update_folder_uid_folder_uid_fk" FOREIGN KEY ("folder_uid") REFERENCES "public"."folder"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_update" ADD CONSTRAINT "mass_update_user_uid_app_user_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."app_user"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mass_update_folder_idx" ON "mass_update" USING btree ("folder_uid","id");--> statement-breakpoint
CREATE INDEX "webhook_delivery_unqueued_idx" ON "webhook_delivery" USING btree ("id") WHERE not "webhook_delivery"."queued";