CREATE TABLE "folder_membership_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "folder_membership_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entity_uid" bigint NOT NULL,
	"folder_uid" bigint NOT NULL,
	"folder_uid_path" bigint[] NOT NULL,
	"action" text NOT NULL,
	"is_copy" boolean DEFAULT false NOT NULL,
	"actor_uid" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "folder" ADD COLUMN "copied_from_uid" bigint;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "created_by" bigint;--> statement-breakpoint
CREATE INDEX "folder_membership_history_entity_idx" ON "folder_membership_history" USING btree ("entity_uid","at");--> statement-breakpoint
CREATE INDEX "folder_address_trgm_idx" ON "folder" USING gin ((coalesce("address" ->> 'address1', '') || ' ' || coalesce("address" ->> 'address2', '') || ' ' || coalesce("address" ->> 'city', '') || ' ' || coalesce("address" ->> 'state', '') || ' ' || coalesce("address" ->> 'zip', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "app_user_user_name_trgm_idx" ON "app_user" USING gin ("user_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "asset_serial_trgm_idx" ON "asset" USING gin ("serial_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_name_trgm_idx" ON "contact" USING gin ((("config" ->> 'firstName') || ' ' || ("config" ->> 'lastName')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_email_trgm_idx" ON "contact" USING gin (("config" ->> 'emailAddress') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "device_serial_trgm_idx" ON "device" USING gin ("serial_number" gin_trgm_ops);