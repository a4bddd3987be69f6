CREATE TABLE "bookkeeping_classifier_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookkeeping_classifier_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"match_kind" text NOT NULL,
	"pattern" text NOT NULL,
	"side" text NOT NULL,
	"min_cents" integer,
	"max_cents" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bookkeeping_classifier_rules_position_idx" ON "bookkeeping_classifier_rules" USING btree ("position");