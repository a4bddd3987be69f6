CREATE TABLE "raffle_customer_spend" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "raffle_customer_spend_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_key" text NOT NULL,
	"customer_name" text NOT NULL,
	"email" text,
	"month" text NOT NULL,
	"spend_cents" integer NOT NULL,
	"spend_dbl_cents" integer NOT NULL,
	"source" text NOT NULL,
	"loaded_at" timestamp with time zone NOT NULL,
	"loaded_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "raffle_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "raffle_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone NOT NULL,
	"created_by_id" integer,
	"created_by" text NOT NULL,
	"options" jsonb NOT NULL,
	"seed" text NOT NULL,
	"input_digest" text NOT NULL,
	"entrants" jsonb NOT NULL,
	"winners" jsonb NOT NULL,
	"records_created" integer NOT NULL,
	"total_tickets" integer NOT NULL,
	"winners_selected" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "raffle_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"run_id" integer NOT NULL,
	"raffle" text NOT NULL,
	"customer_key" text NOT NULL,
	"customer_name" text NOT NULL,
	"email" text,
	"total_cents" bigint NOT NULL,
	"tickets" integer NOT NULL,
	"winner" text,
	"winner_position" integer,
	"is_auto_win" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "raffle_tickets" ADD CONSTRAINT "raffle_tickets_run_id_raffle_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."raffle_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_customer_spend_customer_month_idx" ON "raffle_customer_spend" USING btree ("month","customer_key");--> statement-breakpoint
CREATE INDEX "raffle_tickets_run_idx" ON "raffle_tickets" USING btree ("run_id","raffle");