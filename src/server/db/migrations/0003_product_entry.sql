CREATE TABLE "product_entry_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"body_hash" text NOT NULL,
	"sku" text NOT NULL,
	"barcode" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"platform_called_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"product_log_id" integer,
	"shopify_product_id" text,
	"error_status" integer,
	"error_message" text
);
--> statement-breakpoint
CREATE TABLE "product_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"product_id" text NOT NULL,
	"title" text NOT NULL,
	"skus" text[] NOT NULL,
	"variants" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"request_id" uuid
);
--> statement-breakpoint
CREATE TABLE "label_queue_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "label_queue_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"queue_id" integer NOT NULL,
	"position" integer NOT NULL,
	"sku" text NOT NULL,
	"title" text NOT NULL,
	"price" numeric(12, 2),
	"barcode" text
);
--> statement-breakpoint
CREATE TABLE "label_queues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "label_queues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_name" text NOT NULL,
	"store_code" text NOT NULL,
	"label_type" text NOT NULL,
	"created_by_id" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"printed" boolean DEFAULT false NOT NULL,
	"printed_at" timestamp with time zone,
	"downloaded" boolean DEFAULT false NOT NULL,
	"downloaded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "product_entry_requests" ADD CONSTRAINT "product_entry_requests_product_log_id_product_log_id_fk" FOREIGN KEY ("product_log_id") REFERENCES "public"."product_log"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_queue_items" ADD CONSTRAINT "label_queue_items_queue_id_label_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."label_queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_entry_requests_key_unique" ON "product_entry_requests" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "product_entry_requests_pending_sku" ON "product_entry_requests" USING btree (lower("sku")) WHERE "product_entry_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "product_entry_requests_pending_barcode" ON "product_entry_requests" USING btree ("barcode") WHERE "product_entry_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "product_log_at_idx" ON "product_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "product_log_product_idx" ON "product_log" USING btree ("product_id","at");--> statement-breakpoint
CREATE INDEX "label_queue_items_queue_idx" ON "label_queue_items" USING btree ("queue_id","position");--> statement-breakpoint
CREATE INDEX "label_queues_store_created_idx" ON "label_queues" USING btree ("store_code","created_at");--> statement-breakpoint
CREATE INDEX "label_queues_new_idx" ON "label_queues" USING btree ("store_code") WHERE not "label_queues"."printed" and not "label_queues"."downloaded";