-- Every change to what a product search answers shows (products, their variants, metafields,
-- images, stock and the mirror's inventory item ids) tells the app's processes through the change
-- feed's channel, so they drop the search answers they keep (ADR 092). One notice per statement;
-- PostgreSQL folds identical notices of one transaction into one, sent at commit.
CREATE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('mc_changes', '{"origin":"database","topic":"catalogue","keys":["changed"]}');
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_metafields_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_metafields"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "variants_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "variants"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "variant_metafields_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "variant_metafields"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "inventory_levels_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "inventory_levels"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "shopify_inventory_items_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shopify_inventory_items"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
