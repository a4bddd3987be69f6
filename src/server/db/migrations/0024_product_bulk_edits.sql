CREATE TABLE "product_bulk_edit_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_bulk_edit_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bulk_edit_id" integer NOT NULL,
	"variant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"sku" text,
	"title" text NOT NULL,
	"variant_title" text NOT NULL,
	"changes_price" boolean NOT NULL,
	"changes_cost" boolean NOT NULL,
	"old_price" numeric(12, 2) NOT NULL,
	"new_price" numeric(12, 2) NOT NULL,
	"old_cost" numeric(12, 2),
	"new_cost" numeric(12, 2),
	"state" text DEFAULT 'pending' NOT NULL,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "product_bulk_edits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_bulk_edits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_by_id" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"change" jsonb,
	"status" text DEFAULT 'preview' NOT NULL,
	"apply_job_id" uuid,
	"undo_job_id" uuid,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"label_queues" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_bulk_edit_items" ADD CONSTRAINT "product_bulk_edit_items_bulk_edit_id_product_bulk_edits_id_fk" FOREIGN KEY ("bulk_edit_id") REFERENCES "public"."product_bulk_edits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_bulk_edits" ADD CONSTRAINT "product_bulk_edits_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_bulk_edit_items_edit_idx" ON "product_bulk_edit_items" USING btree ("bulk_edit_id","id");