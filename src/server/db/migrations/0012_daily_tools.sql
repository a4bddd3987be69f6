CREATE TABLE "joke_days" (
	"day" date PRIMARY KEY NOT NULL,
	"joke_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jokes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jokes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"setup" text NOT NULL,
	"punchline" text NOT NULL,
	"is_retired" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "schedule_closed_days" (
	"store_code" text NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "schedule_closed_days_store_code_date_pk" PRIMARY KEY("store_code","date")
);
--> statement-breakpoint
CREATE TABLE "schedule_shifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedule_shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_code" text NOT NULL,
	"date" date NOT NULL,
	"employee_name" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sick_day_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sick_day_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_name" text NOT NULL,
	"store_code" text NOT NULL,
	"date" date NOT NULL,
	"reported_by_id" integer,
	"reported_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_notification_recipients" (
	"store_code" text NOT NULL,
	"email" text NOT NULL,
	CONSTRAINT "store_notification_recipients_store_code_email_pk" PRIMARY KEY("store_code","email")
);
--> statement-breakpoint
CREATE TABLE "time_off_exceptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "time_off_exceptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_name" text NOT NULL,
	"store_code" text NOT NULL,
	"type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"shift_swap_start_time" text,
	"shift_swap_end_time" text,
	"pto_days" numeric(6, 1),
	"note" text,
	"created_by_id" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "joke_days" ADD CONSTRAINT "joke_days_joke_id_jokes_id_fk" FOREIGN KEY ("joke_id") REFERENCES "public"."jokes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jokes_setup_idx" ON "jokes" USING btree (lower("setup"));--> statement-breakpoint
CREATE INDEX "jokes_active_idx" ON "jokes" USING btree ("id") WHERE not "jokes"."is_retired";--> statement-breakpoint
CREATE INDEX "schedule_shifts_store_date_idx" ON "schedule_shifts" USING btree ("store_code","date");--> statement-breakpoint
CREATE INDEX "schedule_shifts_employee_date_idx" ON "schedule_shifts" USING btree (lower("employee_name"),"date");--> statement-breakpoint
CREATE UNIQUE INDEX "sick_day_notices_employee_date_idx" ON "sick_day_notices" USING btree (lower("employee_name"),"date");--> statement-breakpoint
CREATE INDEX "time_off_exceptions_dates_idx" ON "time_off_exceptions" USING btree ("start_date","end_date");