DROP INDEX "responses_user_question_idx";--> statement-breakpoint
ALTER TABLE "responses" ALTER COLUMN "time_seconds" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "untimed_practice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "responses_user_question_idx" ON "responses" USING btree ("user_id","question_id","created_at","id");