DROP INDEX "variants_sku_trgm_idx";--> statement-breakpoint
DROP INDEX "variants_barcode_lower_idx";--> statement-breakpoint
DROP INDEX "variants_barcode_trgm_idx";--> statement-breakpoint
CREATE INDEX "variants_sku_key_idx" ON "variants" USING btree (translate(lower("sku"), ' -', '') text_pattern_ops) WHERE "variants"."sku" <> '';--> statement-breakpoint
CREATE INDEX "variants_sku_key_trgm_idx" ON "variants" USING gin (translate(lower("sku"), ' -', '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "variants_barcode_key_idx" ON "variants" USING btree (translate(lower("barcode"), ' -', '') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "variants_barcode_key_trgm_idx" ON "variants" USING gin (translate(lower("barcode"), ' -', '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "variants_barcode_gtin_idx" ON "variants" USING btree (lpad(translate(lower("barcode"), ' -', ''), 14, '0')) WHERE translate(lower("variants"."barcode"), ' -', '') ~ '^[0-9]{1,14}$';