-- Room on each page for HOT updates (docs/decisions/045-hot-updates.md). Every group commit
-- rewrites the device row, tank state, value states, today's usage row and the device report row
-- of each device and tank it touches. With full pages (fillfactor 100) none of those updates
-- found room on their page, so each wrote a new tuple elsewhere and an entry in every index of
-- the table (the device table has six, one of them a trigram GIN index). With room left on the
-- page, an update that changes no indexed column stays on its page and touches no index.
-- Applies to pages written from now on; existing pages gain room as rows move.
ALTER TABLE device SET (fillfactor = 50);
--> statement-breakpoint
ALTER TABLE tank_state SET (fillfactor = 50);
--> statement-breakpoint
ALTER TABLE asset_value_state SET (fillfactor = 50);
--> statement-breakpoint
ALTER TABLE device_report_row SET (fillfactor = 50);
--> statement-breakpoint
ALTER TABLE usage_daily SET (fillfactor = 80);
