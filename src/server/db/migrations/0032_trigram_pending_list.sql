ALTER INDEX "products_title_trgm_idx" SET (gin_pending_list_limit=64);--> statement-breakpoint
ALTER INDEX "products_handle_trgm_idx" SET (gin_pending_list_limit=64);--> statement-breakpoint
ALTER INDEX "variants_sku_key_trgm_idx" SET (gin_pending_list_limit=64);--> statement-breakpoint
ALTER INDEX "variants_barcode_key_trgm_idx" SET (gin_pending_list_limit=64);--> statement-breakpoint
SELECT gin_clean_pending_list('products_title_trgm_idx'), gin_clean_pending_list('products_handle_trgm_idx'),
  gin_clean_pending_list('variants_sku_key_trgm_idx'), gin_clean_pending_list('variants_barcode_key_trgm_idx');
