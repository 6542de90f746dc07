CREATE TABLE "custom_part_number" (
	"account_uid" bigint NOT NULL,
	"part_number" text NOT NULL,
	"customer_part_number" text NOT NULL,
	CONSTRAINT "custom_part_number_account_uid_part_number_pk" PRIMARY KEY("account_uid","part_number")
);
--> statement-breakpoint
ALTER TABLE "callblock_order" ADD COLUMN "kind" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "callblock_order" ADD COLUMN "ship_to_address" jsonb;--> statement-breakpoint
ALTER TABLE "custom_part_number" ADD CONSTRAINT "custom_part_number_account_uid_billing_account_uid_fk" FOREIGN KEY ("account_uid") REFERENCES "public"."billing_account"("uid") ON DELETE cascade ON UPDATE no action;