ALTER TABLE "variants" ADD COLUMN "margin" numeric GENERATED ALWAYS AS (case when price > 0 and cost is not null then (price - cost) * 100 / price end) STORED;--> statement-breakpoint
CREATE INDEX "products_title_sort_idx" ON "products" USING btree ((lower("title") collate "C"),"id","title");--> statement-breakpoint
CREATE INDEX "products_vendor_title_idx" ON "products" USING btree ("vendor",(lower("title") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "products_product_type_title_idx" ON "products" USING btree ("product_type",(lower("title") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "variants_product_list_idx" ON "variants" USING btree ("product_id","id","margin");--> statement-breakpoint
CREATE INDEX "variants_price_idx" ON "variants" USING btree ("price");--> statement-breakpoint
CREATE INDEX "variants_cost_idx" ON "variants" USING btree ("cost");--> statement-breakpoint
CREATE INDEX "variants_margin_idx" ON "variants" USING btree ("margin");