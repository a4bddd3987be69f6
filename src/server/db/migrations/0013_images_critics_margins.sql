CREATE TABLE "image_review_queue" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "image_review_queue_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"title" text NOT NULL,
	"variant_sku" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by_id" integer,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "critic_review_queue" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "critic_review_queue_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"handle" text NOT NULL,
	"barcode" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"added_by_id" integer,
	"added_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"edited_at" timestamp with time zone,
	"edited_by" text
);
--> statement-breakpoint
CREATE TABLE "margin_rules" (
	"collection_name" text PRIMARY KEY NOT NULL,
	"margin_threshold" double precision NOT NULL,
	"last_analysis_run" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"created_by_id" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "image_review_queue_pending_variant_idx" ON "image_review_queue" USING btree ("variant_id") WHERE "image_review_queue"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "image_review_queue_status_idx" ON "image_review_queue" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "critic_review_queue_pending_idx" ON "critic_review_queue" USING btree ("handle","barcode") WHERE "critic_review_queue"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "critic_review_queue_status_idx" ON "critic_review_queue" USING btree ("status","id");