CREATE TABLE "quiz_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"quiz_id" integer NOT NULL,
	"score" integer NOT NULL,
	"total_questions" integer NOT NULL,
	"points" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"completed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quizzes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"video_id" text NOT NULL,
	"questions" jsonb NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"week_start" date NOT NULL,
	"week_end" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by_id" integer,
	"created_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_badges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_badges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"badge_key" text NOT NULL,
	"quiz_result_id" integer,
	"earned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quiz_results" ADD CONSTRAINT "quiz_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_results" ADD CONSTRAINT "quiz_results_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_quiz_result_id_quiz_results_id_fk" FOREIGN KEY ("quiz_result_id") REFERENCES "public"."quiz_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_results_user_quiz_idx" ON "quiz_results" USING btree ("user_id","quiz_id");--> statement-breakpoint
CREATE INDEX "quiz_results_quiz_idx" ON "quiz_results" USING btree ("quiz_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quizzes_one_active_idx" ON "quizzes" USING btree ("is_active") WHERE "quizzes"."is_active";--> statement-breakpoint
CREATE INDEX "quizzes_week_idx" ON "quizzes" USING btree ("week_start");--> statement-breakpoint
CREATE UNIQUE INDEX "user_badges_user_key_idx" ON "user_badges" USING btree ("user_id","badge_key");