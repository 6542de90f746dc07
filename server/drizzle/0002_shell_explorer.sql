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
CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "invitation" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type_id" smallint NOT NULL,
	"user_uid" bigint NOT NULL,
	"folder_uid" bigint,
	"uid" bigint,
	"webview_path" text DEFAULT '' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "invitation_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
CREATE TABLE "client_exception" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_exception_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"application_name" text NOT NULL,
	"exception" text NOT NULL,
	"stack_trace" text NOT NULL,
	"request" text NOT NULL,
	"response" text NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "notification" (
	"rid" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_rid_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"level" smallint NOT NULL,
	"message" text NOT NULL,
	"icon_name" text,
	"link_uid" bigint,
	"link_text" text,
	"link_folder_uid" bigint,
	"link_path" text,
	"link_entity_type_id" smallint,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"created_by" bigint
);
--> statement-breakpoint
ALTER TABLE "folder" ADD COLUMN "copied_from_uid" bigint;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_user_uid_app_user_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."app_user"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "folder_membership_history_entity_idx" ON "folder_membership_history" USING btree ("entity_uid","at");--> statement-breakpoint
CREATE INDEX "outbox_unsent_idx" ON "outbox" USING btree ("created_at") WHERE "outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "invitation_user_idx" ON "invitation" USING btree ("user_uid");--> statement-breakpoint
CREATE INDEX "folder_address_trgm_idx" ON "folder" USING gin ((coalesce("address" ->> 'address1', '') || ' ' || coalesce("address" ->> 'address2', '') || ' ' || coalesce("address" ->> 'city', '') || ' ' || coalesce("address" ->> 'state', '') || ' ' || coalesce("address" ->> 'zip', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "app_user_user_name_trgm_idx" ON "app_user" USING gin ("user_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "asset_serial_trgm_idx" ON "asset" USING gin ("serial_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_name_trgm_idx" ON "contact" USING gin ((("config" ->> 'firstName') || ' ' || ("config" ->> 'lastName')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_email_trgm_idx" ON "contact" USING gin (("config" ->> 'emailAddress') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "device_serial_trgm_idx" ON "device" USING gin ("serial_number" gin_trgm_ops);