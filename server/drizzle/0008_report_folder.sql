CREATE TABLE "report_folder" (
	"folder_uid" bigint PRIMARY KEY NOT NULL,
	"scope_key" text NOT NULL,
	"path_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_folder" ADD CONSTRAINT "report_folder_folder_uid_folder_uid_fk" FOREIGN KEY ("folder_uid") REFERENCES "public"."folder"("uid") ON DELETE cascade ON UPDATE no action;