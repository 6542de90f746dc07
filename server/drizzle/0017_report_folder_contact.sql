CREATE TABLE "report_folder_contact" (
	"folder_uid" bigint PRIMARY KEY NOT NULL,
	"contact_uid" bigint NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"mobile" text,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "report_folder_contact" ADD CONSTRAINT "report_folder_contact_folder_uid_folder_uid_fk" FOREIGN KEY ("folder_uid") REFERENCES "public"."folder"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill (the function files are applied after the migrations: server/src/db/functions/README.md):
-- the same rows as report_refresh_folder_contacts.sql gives every folder.
INSERT INTO report_folder_contact (folder_uid, contact_uid, name, phone, mobile, note)
SELECT x.folder_uid, c.uid,
       (c.config ->> 'firstName') || ' ' || (c.config ->> 'lastName'),
       CASE WHEN coalesce(c.config ->> 'extension', '') = '' THEN nullif(c.config ->> 'phoneNumber', '')
            WHEN coalesce(c.config ->> 'phoneNumber', '') = '' THEN NULL
            ELSE (c.config ->> 'phoneNumber') || ' x' || (c.config ->> 'extension') END,
       nullif(c.config ->> 'mobileNumber', ''),
       nullif(c.config ->> 'note', '')
  FROM (SELECT f.uid AS folder_uid, (
          SELECT m.entity_uid FROM unnest(f.path[2:]) WITH ORDINALITY AS p(uid, depth)
            JOIN folder_membership m ON m.folder_uid = p.uid AND m.type_id = 22 AND m.active
           ORDER BY p.depth DESC, m.entity_uid LIMIT 1) AS contact_uid
          FROM folder f) x
  JOIN contact c ON c.uid = x.contact_uid;
