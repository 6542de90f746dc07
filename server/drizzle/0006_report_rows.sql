CREATE TABLE "asset_report_row" (
	"asset_uid" bigint NOT NULL,
	"folder_uid" bigint NOT NULL,
	"mrank" smallint NOT NULL,
	"scope_key" text NOT NULL,
	"folder_label" text NOT NULL,
	"folder_path_text" text NOT NULL,
	"city" text,
	"state" text,
	"label" text NOT NULL,
	"is_template" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"product_uid" bigint,
	"product_name" text,
	"product_class" text,
	"tank_type" smallint,
	"device_uid" bigint,
	"device_parent_uid" bigint,
	"device_serial" text,
	"device_model_id" smallint,
	"sensor_port" smallint,
	"reading_time" timestamp with time zone,
	"capacity" double precision,
	"max_fill_amount" double precision,
	"amount_full" double precision,
	"inches_full" double precision,
	"percent_full" double precision,
	"ullage" double precision,
	"adjusted_ullage" double precision,
	"days_left" double precision,
	"date_empty" timestamp with time zone,
	"last_fill_date" timestamp with time zone,
	"last_fill_amount" double precision,
	"last_usage_amount" double precision,
	"avg_daily" double precision,
	"avg_7day" double precision,
	"status" smallint NOT NULL,
	"status_mask" integer NOT NULL,
	"zone" smallint,
	"battery" real,
	"signal" real,
	"device_flags" smallint,
	"temperature" double precision,
	"pressure" double precision,
	"pressure_units_id" smallint,
	CONSTRAINT "asset_report_row_asset_uid_folder_uid_pk" PRIMARY KEY("asset_uid","folder_uid")
);
--> statement-breakpoint
CREATE TABLE "device_report_row" (
	"device_uid" bigint NOT NULL,
	"folder_uid" bigint NOT NULL,
	"mrank" smallint NOT NULL,
	"scope_key" text NOT NULL,
	"folder_label" text NOT NULL,
	"folder_path_text" text NOT NULL,
	"city" text,
	"state" text,
	"label" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"serial_number" text NOT NULL,
	"model_id" smallint NOT NULL,
	"activation_state" smallint NOT NULL,
	"parent_uid" bigint,
	"parent_serial" text,
	"parent_slot" smallint,
	"children" integer NOT NULL,
	"tanks" integer NOT NULL,
	"flags" smallint NOT NULL,
	"last_update_at" timestamp with time zone,
	"battery" real,
	"signal" real,
	"interval_minutes" real,
	CONSTRAINT "device_report_row_device_uid_folder_uid_pk" PRIMARY KEY("device_uid","folder_uid")
);
--> statement-breakpoint
CREATE TABLE "report_custom_columns" (
	"user_uid" bigint NOT NULL,
	"report_type_id" smallint NOT NULL,
	"field_names" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_custom_columns_user_uid_report_type_id_pk" PRIMARY KEY("user_uid","report_type_id")
);
--> statement-breakpoint
CREATE TABLE "report_profile" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_profile_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_uid" bigint NOT NULL,
	"folder_uid" bigint NOT NULL,
	"type_id" smallint NOT NULL,
	"label" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"and_or" text DEFAULT 'and' NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sorting" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"columns" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_custom_columns" ADD CONSTRAINT "report_custom_columns_user_uid_entity_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."entity"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_profile" ADD CONSTRAINT "report_profile_user_uid_entity_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."entity"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_profile" ADD CONSTRAINT "report_profile_folder_uid_folder_uid_fk" FOREIGN KEY ("folder_uid") REFERENCES "public"."folder"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_profile_user_folder_idx" ON "report_profile" USING btree ("user_uid","folder_uid","type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_profile_default_idx" ON "report_profile" USING btree ("user_uid","folder_uid","type_id") WHERE "report_profile"."is_default";