CREATE TABLE "attempt_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"selected_option" text,
	"answer" text,
	"marked_for_review" boolean DEFAULT false NOT NULL,
	"time_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attempt_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id"),
	CONSTRAINT "attempt_answers_selected_option_check" CHECK ("attempt_answers"."selected_option" in ('A', 'B', 'C', 'D')),
	CONSTRAINT "attempt_answers_time_check" CHECK ("attempt_answers"."time_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "attempt_sections" (
	"attempt_id" integer NOT NULL,
	"position" integer NOT NULL,
	"state" text DEFAULT 'locked' NOT NULL,
	"started_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "attempt_sections_attempt_id_position_pk" PRIMARY KEY("attempt_id","position"),
	CONSTRAINT "attempt_sections_state_check" CHECK ("attempt_sections"."state" in ('locked', 'active', 'submitted'))
);
--> statement-breakpoint
CREATE TABLE "attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"state" text DEFAULT 'in_progress' NOT NULL,
	"section_index" integer DEFAULT 0 NOT NULL,
	"score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "attempts_state_check" CHECK ("attempts"."state" in ('in_progress', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "test_section_questions" (
	"test_id" integer NOT NULL,
	"section_position" integer NOT NULL,
	"position" integer NOT NULL,
	"question_id" integer NOT NULL,
	CONSTRAINT "test_section_questions_test_id_section_position_position_pk" PRIMARY KEY("test_id","section_position","position")
);
--> statement-breakpoint
CREATE TABLE "test_sections" (
	"test_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	CONSTRAINT "test_sections_test_id_position_pk" PRIMARY KEY("test_id","position"),
	CONSTRAINT "test_sections_duration_check" CHECK ("test_sections"."duration_seconds" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"created_by" integer,
	"marking_correct" integer DEFAULT 3 NOT NULL,
	"marking_wrong" integer DEFAULT -1 NOT NULL,
	"marking_tita_wrong" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tests_kind_check" CHECK ("tests"."kind" in ('admin', 'generated'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "extra_time_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_sections" ADD CONSTRAINT "attempt_sections_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_section_questions" ADD CONSTRAINT "test_section_questions_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_section_questions" ADD CONSTRAINT "test_section_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_sections" ADD CONSTRAINT "test_sections_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_one_in_progress_key" ON "attempts" USING btree ("user_id","test_id") WHERE "attempts"."state" = 'in_progress';--> statement-breakpoint
CREATE INDEX "attempts_test_user_idx" ON "attempts" USING btree ("test_id","user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_section_questions_question_key" ON "test_section_questions" USING btree ("test_id","question_id");--> statement-breakpoint
CREATE INDEX "test_section_questions_question_idx" ON "test_section_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "tests_kind_created_idx" ON "tests" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "tests_created_by_idx" ON "tests" USING btree ("created_by","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_extra_time_percent_check" CHECK ("users"."extra_time_percent" between 0 and 100);