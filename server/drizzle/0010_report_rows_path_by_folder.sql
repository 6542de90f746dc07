ALTER TABLE "asset_report_row" DROP COLUMN "folder_path_text";--> statement-breakpoint
ALTER TABLE "device_report_row" DROP COLUMN "folder_path_text";