CREATE TABLE "email_report" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_report_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_uid" bigint NOT NULL,
	"folder_uid" bigint NOT NULL,
	"profile_id" integer NOT NULL,
	"schedule_uid" bigint NOT NULL,
	"contact_group_uid" bigint NOT NULL,
	"report_type_id" smallint NOT NULL,
	"format_id" smallint NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"send_empty" boolean DEFAULT true NOT NULL,
	"embed_attachment" boolean DEFAULT true NOT NULL,
	"quick_filters" text[] DEFAULT '{}'::text[] NOT NULL,
	"due_after" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_report_run" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_report_run_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email_report_id" integer,
	"user_uid" bigint NOT NULL,
	"trigger" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"request" jsonb,
	"outcome" text DEFAULT 'queued' NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"row_count" integer,
	"bytes" integer,
	"recipients" integer,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "email_report" ADD CONSTRAINT "email_report_user_uid_entity_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."entity"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_report" ADD CONSTRAINT "email_report_folder_uid_folder_uid_fk" FOREIGN KEY ("folder_uid") REFERENCES "public"."folder"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_report" ADD CONSTRAINT "email_report_profile_id_report_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."report_profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_report_run" ADD CONSTRAINT "email_report_run_email_report_id_email_report_id_fk" FOREIGN KEY ("email_report_id") REFERENCES "public"."email_report"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_report_run" ADD CONSTRAINT "email_report_run_user_uid_entity_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."entity"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_report_user_idx" ON "email_report" USING btree ("user_uid");--> statement-breakpoint
CREATE INDEX "email_report_schedule_idx" ON "email_report" USING btree ("schedule_uid") WHERE "email_report"."enabled";--> statement-breakpoint
CREATE UNIQUE INDEX "email_report_run_occurrence_idx" ON "email_report_run" USING btree ("email_report_id","due_at") WHERE "email_report_run"."trigger" = 'schedule';--> statement-breakpoint
CREATE INDEX "email_report_run_report_idx" ON "email_report_run" USING btree ("email_report_id","id");