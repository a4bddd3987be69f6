-- Variants carry copies of their product's vendor, type and status beside its lower-cased title
-- (0029), kept by the same triggers, so the product list filters, counts and pages from the
-- variants' own indexes without reading a product (ADR 095). The products' title indexes served
-- only the list and go.
DROP TRIGGER "variants_title_sort" ON "variants";--> statement-breakpoint
DROP FUNCTION "variants_title_sort_of_product"();--> statement-breakpoint
DROP TRIGGER "products_title_sort" ON "products";--> statement-breakpoint
DROP FUNCTION "products_title_sort_to_variants"();--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "vendor" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "product_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "status" text DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
UPDATE "variants" v SET "title_sort" = lower(p."title"), "vendor" = p."vendor", "product_type" = p."product_type",
	"status" = p."status" FROM "products" p WHERE p."id" = v."product_id";--> statement-breakpoint
-- A variant inserted, or moved to another product, takes the product's fields; a copy written
-- directly is put back. The product's row is read FOR SHARE: a change of its fields committing
-- meanwhile is waited for and read, where a plain read would keep the old values.
CREATE FUNCTION "variants_list_fields_of_product"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	product record;
BEGIN
	SELECT lower("title") AS "title_sort", "vendor", "product_type", "status" INTO product
		FROM "products" WHERE "id" = NEW."product_id" FOR SHARE;
	NEW."title_sort" := coalesce(product."title_sort", '');
	NEW."vendor" := coalesce(product."vendor", '');
	NEW."product_type" := coalesce(product."product_type", '');
	NEW."status" := coalesce(product."status", 'ACTIVE');
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "variants_list_fields"
	BEFORE INSERT OR UPDATE OF "product_id", "title_sort", "vendor", "product_type", "status" ON "variants"
	FOR EACH ROW EXECUTE FUNCTION "variants_list_fields_of_product"();
--> statement-breakpoint
-- A product whose fields changed passes them to its variants (only to those that differ).
CREATE FUNCTION "products_list_fields_to_variants"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "variants" SET "title_sort" = lower(NEW."title"), "vendor" = NEW."vendor",
			"product_type" = NEW."product_type", "status" = NEW."status"
		WHERE "product_id" = NEW."id" AND ("title_sort", "vendor", "product_type", "status")
			IS DISTINCT FROM (lower(NEW."title"), NEW."vendor", NEW."product_type", NEW."status");
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_list_fields" AFTER UPDATE OF "title", "vendor", "product_type", "status" ON "products"
	FOR EACH ROW WHEN ((OLD."title", OLD."vendor", OLD."product_type", OLD."status")
		IS DISTINCT FROM (NEW."title", NEW."vendor", NEW."product_type", NEW."status"))
	EXECUTE FUNCTION "products_list_fields_to_variants"();
--> statement-breakpoint
CREATE INDEX "variants_vendor_title_idx" ON "variants" USING btree ("vendor",("title_sort" collate "C"),"product_id","id","margin");--> statement-breakpoint
CREATE INDEX "variants_product_type_title_idx" ON "variants" USING btree ("product_type",("title_sort" collate "C"),"product_id","id","margin");--> statement-breakpoint
CREATE INDEX "variants_status_title_idx" ON "variants" USING btree ("status",("title_sort" collate "C"),"product_id","id","margin") WHERE "variants"."status" <> 'ACTIVE';--> statement-breakpoint
DROP INDEX "products_title_sort_idx";--> statement-breakpoint
DROP INDEX "products_vendor_title_idx";--> statement-breakpoint
DROP INDEX "products_product_type_title_idx";
