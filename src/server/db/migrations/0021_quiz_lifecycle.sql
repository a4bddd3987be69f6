ALTER TABLE "quizzes" ADD COLUMN "scheduled_for" date;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "replaces_id" integer;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_replaces_id_quizzes_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."quizzes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quizzes_scheduled_idx" ON "quizzes" USING btree ("scheduled_for") WHERE "quizzes"."scheduled_for" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "quizzes_replaces_idx" ON "quizzes" USING btree ("replaces_id");