CREATE TABLE "schedule_publications" (
	"store_code" text NOT NULL,
	"week_start" date NOT NULL,
	"version" integer NOT NULL,
	"shifts" jsonb NOT NULL,
	"published_by" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "schedule_publications_store_code_week_start_pk" PRIMARY KEY("store_code","week_start")
);
--> statement-breakpoint
CREATE TABLE "schedule_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedule_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"employee_name" text NOT NULL,
	"requester_id" integer NOT NULL,
	"store_code" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"pto_days" numeric(6, 1),
	"shift_id" integer,
	"shift_date" date,
	"shift_start_time" text,
	"shift_end_time" text,
	"start_time" text,
	"end_time" text,
	"note" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"time_off_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "user_id" integer;--> statement-breakpoint
CREATE INDEX "schedule_requests_status_idx" ON "schedule_requests" USING btree ("status","start_date");--> statement-breakpoint
CREATE INDEX "schedule_requests_requester_idx" ON "schedule_requests" USING btree ("requester_id","created_at");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_user_idx" ON "employees" USING btree ("user_id");