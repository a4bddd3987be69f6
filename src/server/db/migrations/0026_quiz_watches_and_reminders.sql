CREATE TABLE "quiz_reminders" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"quiz_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"sent_by_id" integer,
	CONSTRAINT "quiz_reminders_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "quiz_watches" (
	"user_id" integer NOT NULL,
	"quiz_id" integer NOT NULL,
	"duration_seconds" double precision NOT NULL,
	"ranges" jsonb NOT NULL,
	"watched_seconds" double precision NOT NULL,
	"last_report_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quiz_watches_user_id_quiz_id_pk" PRIMARY KEY("user_id","quiz_id")
);
--> statement-breakpoint
ALTER TABLE "quiz_reminders" ADD CONSTRAINT "quiz_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_reminders" ADD CONSTRAINT "quiz_reminders_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_reminders" ADD CONSTRAINT "quiz_reminders_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_watches" ADD CONSTRAINT "quiz_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_watches" ADD CONSTRAINT "quiz_watches_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_reminders_quiz_idx" ON "quiz_reminders" USING btree ("quiz_id");