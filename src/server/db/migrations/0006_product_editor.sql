CREATE TABLE "label_sessions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"store_code" text NOT NULL,
	"store_name" text NOT NULL,
	"location_id" text NOT NULL,
	"queue_id" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_change_batch_entries" (
	"batch_id" integer NOT NULL,
	"product_log_id" integer NOT NULL,
	CONSTRAINT "cost_change_batch_entries_batch_id_product_log_id_pk" PRIMARY KEY("batch_id","product_log_id")
);
--> statement-breakpoint
CREATE TABLE "cost_change_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cost_change_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone NOT NULL,
	"created_by_id" integer,
	"created_by" text NOT NULL,
	"entries_key" text NOT NULL,
	"processed_at" timestamp with time zone,
	"processed_by_id" integer,
	"processed_by" text
);
--> statement-breakpoint
CREATE TABLE "cost_changes_processed" (
	"product_log_id" integer PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"processed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_log" ADD COLUMN "variant_id" text;--> statement-breakpoint
ALTER TABLE "product_log" ADD COLUMN "field" text;--> statement-breakpoint
ALTER TABLE "product_log" ADD COLUMN "old_value" text;--> statement-breakpoint
ALTER TABLE "product_log" ADD COLUMN "new_value" text;--> statement-breakpoint
ALTER TABLE "label_sessions" ADD CONSTRAINT "label_sessions_queue_id_label_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."label_queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_change_batch_entries" ADD CONSTRAINT "cost_change_batch_entries_batch_id_cost_change_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."cost_change_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_change_batch_entries" ADD CONSTRAINT "cost_change_batch_entries_product_log_id_product_log_id_fk" FOREIGN KEY ("product_log_id") REFERENCES "public"."product_log"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_changes_processed" ADD CONSTRAINT "cost_changes_processed_product_log_id_product_log_id_fk" FOREIGN KEY ("product_log_id") REFERENCES "public"."product_log"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_changes_processed" ADD CONSTRAINT "cost_changes_processed_batch_id_cost_change_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."cost_change_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cost_change_batches_key_idx" ON "cost_change_batches" USING btree ("entries_key");--> statement-breakpoint
CREATE INDEX "product_log_field_at_idx" ON "product_log" USING btree ("field","at");