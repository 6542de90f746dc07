CREATE TABLE "daily_temperature" (
	"folder_uid" bigint NOT NULL,
	"day" date NOT NULL,
	"mean_temperature" double precision NOT NULL,
	CONSTRAINT "daily_temperature_folder_uid_day_pk" PRIMARY KEY("folder_uid","day")
);
--> statement-breakpoint
CREATE TABLE "degree_day_fit" (
	"asset_uid" bigint PRIMARY KEY NOT NULL,
	"weather_folder_uid" bigint,
	"k_factor" double precision,
	"base_load" double precision,
	"r2" double precision,
	"n" integer DEFAULT 0 NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"heel" double precision DEFAULT 0 NOT NULL,
	"start_day" date,
	"cumulative" double precision[] DEFAULT '{}'::double precision[] NOT NULL,
	"fitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weather_source" (
	"folder_uid" bigint PRIMARY KEY NOT NULL,
	"sensor_uid" bigint,
	"base_temperature" double precision DEFAULT 65 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_temperature" ADD CONSTRAINT "daily_temperature_folder_uid_folder_uid_fk" FOREIGN KEY ("folder_uid") REFERENCES "public"."folder"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "degree_day_fit" ADD CONSTRAINT "degree_day_fit_asset_uid_entity_uid_fk" FOREIGN KEY ("asset_uid") REFERENCES "public"."entity"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "degree_day_fit" ADD CONSTRAINT "degree_day_fit_weather_folder_uid_folder_uid_fk" FOREIGN KEY ("weather_folder_uid") REFERENCES "public"."folder"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_source" ADD CONSTRAINT "weather_source_folder_uid_folder_uid_fk" FOREIGN KEY ("folder_uid") REFERENCES "public"."folder"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_source" ADD CONSTRAINT "weather_source_sensor_uid_sensor_uid_fk" FOREIGN KEY ("sensor_uid") REFERENCES "public"."sensor"("uid") ON DELETE set null ON UPDATE no action;