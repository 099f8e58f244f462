CREATE TABLE "question_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"category_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questions" DROP CONSTRAINT "questions_correct_answer_check";--> statement-breakpoint
DROP INDEX "questions_text_key";--> statement-breakpoint
ALTER TABLE "responses" ALTER COLUMN "selected_option" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "question_type" text DEFAULT 'MCQ' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "answer_tolerance" numeric;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "explanation" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "set_id" integer;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "question_sets" ADD CONSTRAINT "question_sets_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_sets" ADD CONSTRAINT "question_sets_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_sets" ADD CONSTRAINT "question_sets_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_sets" ADD CONSTRAINT "question_sets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "question_sets_taxonomy_title_key" ON "question_sets" USING btree ("category_id","topic_id","source_id",lower("title"));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_set_id_question_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."question_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_set_idx" ON "questions" USING btree ("set_id","id") WHERE "questions"."set_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "questions_text_key" ON "questions" USING btree (coalesce("set_id", 0),md5(lower("question_text")));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_question_type_check" CHECK ("questions"."question_type" in ('MCQ', 'TITA'));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_correct_answer_check" CHECK (("questions"."question_type" = 'MCQ' and "questions"."correct_answer" in ('A', 'B', 'C', 'D') and "questions"."answer_tolerance" is null) or ("questions"."question_type" = 'TITA' and "questions"."correct_answer" ~ '^-?[0-9]+([.][0-9]+)?$' and "questions"."answer_tolerance" >= 0));--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_one_answer_check" CHECK (num_nonnulls("responses"."selected_option", "responses"."answer") = 1);