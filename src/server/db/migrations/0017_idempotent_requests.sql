CREATE TABLE "idempotent_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"route" text NOT NULL,
	"body_hash" text NOT NULL,
	"status" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"response_status" integer,
	"response_body" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "idempotent_requests_key_unique" ON "idempotent_requests" USING btree ("user_id","idempotency_key","route");--> statement-breakpoint
CREATE INDEX "idempotent_requests_claimed_at_idx" ON "idempotent_requests" USING btree ("claimed_at");