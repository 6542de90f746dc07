DROP INDEX "sensor_data_update_idx";--> statement-breakpoint
DROP INDEX "sensor_data_asset_time_idx";--> statement-breakpoint
ALTER TABLE "device" ADD COLUMN "simulated" boolean DEFAULT false NOT NULL;