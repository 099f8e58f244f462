DROP INDEX "questions_text_key";--> statement-breakpoint
CREATE UNIQUE INDEX "questions_submitter_text_key" ON "questions" USING btree ("submitted_by",coalesce("set_id", 0),md5(lower("question_text"))) WHERE "questions"."status" in ('pending', 'rejected');--> statement-breakpoint
CREATE INDEX "questions_text_idx" ON "questions" USING btree (coalesce("set_id", 0),md5(lower("question_text")));--> statement-breakpoint
CREATE UNIQUE INDEX "questions_text_key" ON "questions" USING btree (coalesce("set_id", 0),md5(lower("question_text"))) WHERE "questions"."status" in ('approved', 'deleted');