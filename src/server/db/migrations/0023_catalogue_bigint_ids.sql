ALTER TABLE "collection_products" ALTER COLUMN "collection_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "collection_products" ALTER COLUMN "product_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "collections" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "collections" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "inventory_levels" ALTER COLUMN "variant_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "inventory_levels" ALTER COLUMN "location_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "locations" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "locations" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "product_creation_keys" ALTER COLUMN "product_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "product_images" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "product_images" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "product_images" ALTER COLUMN "product_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "product_metafields" ALTER COLUMN "product_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "variant_metafields" ALTER COLUMN "variant_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "variants" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "variants" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "variants" ALTER COLUMN "product_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shopify_inventory_items" ALTER COLUMN "variant_id" SET DATA TYPE bigint;