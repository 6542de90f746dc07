CREATE TABLE "asset_fill" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asset_fill_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"asset_uid" bigint NOT NULL,
	"product_uid" bigint,
	"amount" double precision NOT NULL,
	"capacity" double precision NOT NULL,
	"max_fill_amount" double precision NOT NULL,
	"before_amount" double precision NOT NULL,
	"after_amount" double precision NOT NULL,
	"date_time" timestamp with time zone NOT NULL,
	"include_in_analysis" boolean DEFAULT true NOT NULL,
	"false_fill" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_value_state" (
	"asset_uid" bigint NOT NULL,
	"config_id" bigint NOT NULL,
	"config_type_id" smallint NOT NULL,
	"sensor_uid" bigint,
	"reading_time" timestamp with time zone NOT NULL,
	"value" double precision,
	"zone" smallint,
	"status_color" text,
	"latitude" double precision,
	"longitude" double precision,
	"arrive_date" timestamp with time zone,
	CONSTRAINT "asset_value_state_asset_uid_config_id_pk" PRIMARY KEY("asset_uid","config_id")
);
--> statement-breakpoint
CREATE TABLE "config_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "config_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entity_uid" bigint NOT NULL,
	"config_type_id" smallint NOT NULL,
	"config_id" bigint,
	"change" smallint NOT NULL,
	"data" jsonb,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" bigint
);
--> statement-breakpoint
CREATE TABLE "demo_history" (
	"device_uid" bigint PRIMARY KEY NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_command" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_command_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"device_uid" bigint NOT NULL,
	"type_id" smallint NOT NULL,
	"status" smallint NOT NULL,
	"requested_by" bigint,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_shipment" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_shipment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"device_uid" bigint NOT NULL,
	"shipped_at" timestamp with time zone NOT NULL,
	"to_folder_uid" bigint NOT NULL,
	"reference" text NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "device_update" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_update_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"device_uid" bigint NOT NULL,
	"reading_time" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"battery_strength" real,
	"signal_strength" real,
	"retries" smallint DEFAULT 0 NOT NULL,
	"gps_precision" real,
	"gps_wait_time" real,
	"status" integer DEFAULT 0 NOT NULL,
	"source" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensor_data" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sensor_data_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sensor_uid" bigint NOT NULL,
	"device_update_id" bigint,
	"reading_time" timestamp with time zone NOT NULL,
	"reading" double precision NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"ssq" real,
	"asset_uid" bigint,
	"value" double precision,
	"inches_full" real,
	"percent_full" real,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "strapping_table" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "strapping_table_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"folder_uid" bigint NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"height" double precision NOT NULL,
	"capacity" double precision NOT NULL,
	"step" double precision NOT NULL,
	"table_values" double precision[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tank_state" (
	"asset_uid" bigint PRIMARY KEY NOT NULL,
	"config_id" bigint,
	"sensor_uid" bigint,
	"reading_time" timestamp with time zone,
	"reading" double precision,
	"amount_full" double precision,
	"inches_full" double precision,
	"inches_air" double precision,
	"capacity" double precision,
	"max_fill_amount" double precision,
	"percent_full" double precision,
	"ullage" double precision,
	"ullage_percent" double precision,
	"adjusted_ullage" double precision,
	"zone" smallint,
	"status_color" text,
	"last_fill_amount" double precision,
	"last_fill_date" timestamp with time zone,
	"last_usage_amount" double precision,
	"avg_7day" double precision,
	"avg_daily" double precision,
	"avg_daily60" double precision,
	"avg_weekday" double precision,
	"avg_inventory30" double precision,
	"avg_inventory60" double precision,
	"avg_inventory90" double precision,
	"date_empty" timestamp with time zone,
	"days_left" double precision,
	"status" smallint DEFAULT 0 NOT NULL,
	"status_mask" integer DEFAULT 0 NOT NULL,
	"running" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_daily" (
	"asset_uid" bigint NOT NULL,
	"day" date NOT NULL,
	"usage" double precision NOT NULL,
	"fill_amount" double precision DEFAULT 0 NOT NULL,
	"fills" smallint DEFAULT 0 NOT NULL,
	"avg_inventory" double precision,
	"readings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_daily_asset_uid_day_pk" PRIMARY KEY("asset_uid","day")
);
--> statement-breakpoint
ALTER TABLE "device" ADD COLUMN "flags" smallint DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "device" ADD COLUMN "last_update_id" bigint;--> statement-breakpoint
ALTER TABLE "device" ADD COLUMN "last_update_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "device" ADD COLUMN "battery_strength" real;--> statement-breakpoint
ALTER TABLE "device" ADD COLUMN "signal_strength" real;--> statement-breakpoint
ALTER TABLE "device" ADD COLUMN "interval_minutes" real;--> statement-breakpoint
ALTER TABLE "device" ADD COLUMN "realtime_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "device" ADD COLUMN "creator_company_uid" bigint;--> statement-breakpoint
ALTER TABLE "device" ADD COLUMN "simulated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "asset_fill" ADD CONSTRAINT "asset_fill_asset_uid_entity_uid_fk" FOREIGN KEY ("asset_uid") REFERENCES "public"."entity"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_value_state" ADD CONSTRAINT "asset_value_state_asset_uid_entity_uid_fk" FOREIGN KEY ("asset_uid") REFERENCES "public"."entity"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "config_history" ADD CONSTRAINT "config_history_entity_uid_entity_uid_fk" FOREIGN KEY ("entity_uid") REFERENCES "public"."entity"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "config_history" ADD CONSTRAINT "config_history_config_id_entity_config_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."entity_config"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_history" ADD CONSTRAINT "demo_history_device_uid_entity_uid_fk" FOREIGN KEY ("device_uid") REFERENCES "public"."entity"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_command" ADD CONSTRAINT "device_command_device_uid_entity_uid_fk" FOREIGN KEY ("device_uid") REFERENCES "public"."entity"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_shipment" ADD CONSTRAINT "device_shipment_device_uid_entity_uid_fk" FOREIGN KEY ("device_uid") REFERENCES "public"."entity"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_shipment" ADD CONSTRAINT "device_shipment_to_folder_uid_folder_uid_fk" FOREIGN KEY ("to_folder_uid") REFERENCES "public"."folder"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strapping_table" ADD CONSTRAINT "strapping_table_folder_uid_folder_uid_fk" FOREIGN KEY ("folder_uid") REFERENCES "public"."folder"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tank_state" ADD CONSTRAINT "tank_state_asset_uid_entity_uid_fk" FOREIGN KEY ("asset_uid") REFERENCES "public"."entity"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_daily" ADD CONSTRAINT "usage_daily_asset_uid_entity_uid_fk" FOREIGN KEY ("asset_uid") REFERENCES "public"."entity"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "asset_fill_asset_time_idx" ON "asset_fill" USING btree ("asset_uid","date_time");--> statement-breakpoint
CREATE INDEX "config_history_entity_idx" ON "config_history" USING btree ("entity_uid","config_type_id","changed_at");--> statement-breakpoint
CREATE INDEX "device_command_device_idx" ON "device_command" USING btree ("device_uid","requested_at");--> statement-breakpoint
CREATE INDEX "device_shipment_device_idx" ON "device_shipment" USING btree ("device_uid","shipped_at");--> statement-breakpoint
CREATE UNIQUE INDEX "device_update_device_time_idx" ON "device_update" USING btree ("device_uid","reading_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sensor_data_sensor_time_idx" ON "sensor_data" USING btree ("sensor_uid","reading_time");--> statement-breakpoint
CREATE INDEX "strapping_table_folder_idx" ON "strapping_table" USING btree ("folder_uid");--> statement-breakpoint
CREATE INDEX "device_creator_company_idx" ON "device" USING btree ("creator_company_uid");