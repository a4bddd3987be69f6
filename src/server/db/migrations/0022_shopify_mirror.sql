CREATE TABLE "shopify_deleted_products" (
	"product_id" bigint PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopify_inventory_items" (
	"variant_id" integer PRIMARY KEY NOT NULL,
	"inventory_item_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopify_mirror_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_full_sync_at" timestamp with time zone,
	"last_event_at" timestamp with time zone,
	"last_poll_at" timestamp with time zone,
	"poll_cursor" timestamp with time zone,
	"sync_status" text DEFAULT 'idle' NOT NULL,
	"sync_phase" text,
	"sync_operation_id" text,
	"sync_started_at" timestamp with time zone,
	"sync_lines_done" integer DEFAULT 0 NOT NULL,
	"sync_lines_total" integer,
	"sync_products_done" integer DEFAULT 0 NOT NULL,
	"sync_error" text
);
--> statement-breakpoint
CREATE TABLE "shopify_webhook_deliveries" (
	"webhook_id" text PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shopify_inventory_items" ADD CONSTRAINT "shopify_inventory_items_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shopify_inventory_items_item_idx" ON "shopify_inventory_items" USING btree ("inventory_item_id");