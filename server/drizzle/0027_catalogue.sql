CREATE TABLE "user_def_setup" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_def_setup_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"folder_uid" bigint NOT NULL,
	"label" text NOT NULL,
	"entity_type_id" smallint NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"data_type_id" smallint DEFAULT 3 NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_def_setup" ADD CONSTRAINT "user_def_setup_folder_uid_folder_uid_fk" FOREIGN KEY ("folder_uid") REFERENCES "public"."folder"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_def_setup_folder_idx" ON "user_def_setup" USING btree ("folder_uid","entity_type_id","sort_index");