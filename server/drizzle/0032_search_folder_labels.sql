DROP INDEX "entity_label_trgm_idx";--> statement-breakpoint
CREATE INDEX "entity_label_folder_trgm_idx" ON "entity" USING gin ("label" gin_trgm_ops) WHERE "entity"."type_id" = 2;