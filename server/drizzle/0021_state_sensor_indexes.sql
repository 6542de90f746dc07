CREATE INDEX "asset_value_state_sensor_idx" ON "asset_value_state" USING btree ("sensor_uid");--> statement-breakpoint
CREATE INDEX "tank_state_sensor_idx" ON "tank_state" USING btree ("sensor_uid");