ALTER TABLE "variants" ADD COLUMN "title_sort" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "variants" v SET "title_sort" = lower(p."title") FROM "products" p WHERE p."id" = v."product_id";--> statement-breakpoint
CREATE FUNCTION "variants_title_sort_of_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."title_sort" := coalesce((SELECT lower("title") FROM "products" WHERE "id" = NEW."product_id"), '');
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "variants_title_sort" BEFORE INSERT OR UPDATE OF "product_id", "title_sort" ON "variants"
	FOR EACH ROW EXECUTE FUNCTION "variants_title_sort_of_product"();
--> statement-breakpoint
CREATE FUNCTION "products_title_sort_to_variants"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "variants" SET "title_sort" = lower(NEW."title")
		WHERE "product_id" = NEW."id" AND "title_sort" IS DISTINCT FROM lower(NEW."title");
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_title_sort" AFTER UPDATE OF "title" ON "products"
	FOR EACH ROW WHEN (OLD."title" IS DISTINCT FROM NEW."title") EXECUTE FUNCTION "products_title_sort_to_variants"();
--> statement-breakpoint
CREATE INDEX "variants_title_sort_idx" ON "variants" USING btree (("title_sort" collate "C"),"product_id","id");
