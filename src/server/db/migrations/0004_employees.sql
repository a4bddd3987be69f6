CREATE TABLE "employees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"birthday" date,
	"start_date" date,
	"phone" text,
	"email" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "employees_active_name_idx" ON "employees" USING btree (lower("name")) WHERE "employees"."is_active";--> statement-breakpoint
CREATE INDEX "employees_name_idx" ON "employees" USING btree ("name");