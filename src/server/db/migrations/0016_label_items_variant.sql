ALTER TABLE "label_queue_items" ADD COLUMN "variant_id" text;--> statement-breakpoint
-- Labels queued before this read their variant by SKU once, here; a SKU naming no variant stays null.
UPDATE "label_queue_items" AS i SET "variant_id" = 'gid://shopify/ProductVariant/' || v."id" FROM "variants" AS v WHERE v."sku" <> '' AND lower(v."sku") = lower(i."sku");
