CREATE TABLE "question_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	CONSTRAINT "question_reports_reason_check" CHECK ("question_reports"."reason" in ('wrong_answer', 'typo', 'unclear', 'duplicate', 'other'))
);
--> statement-breakpoint
ALTER TABLE "questions" DROP CONSTRAINT "questions_status_check";--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "question_reports_open_key" ON "question_reports" USING btree ("question_id","user_id") WHERE "question_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "question_reports_open_idx" ON "question_reports" USING btree ("created_at","id") WHERE "question_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "question_reports_resolved_idx" ON "question_reports" USING btree ("resolved_at","id") WHERE "question_reports"."resolved_at" is not null;--> statement-breakpoint
CREATE INDEX "question_reports_user_idx" ON "question_reports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "questions_text_trgm_idx" ON "questions" USING gin ("question_text" gin_trgm_ops) WHERE "questions"."status" = 'approved';--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_status_check" CHECK ("questions"."status" in ('pending', 'approved', 'rejected', 'deleted'));