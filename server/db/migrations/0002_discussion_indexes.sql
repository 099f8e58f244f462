DROP INDEX "responses_question_idx";--> statement-breakpoint
CREATE INDEX "responses_question_user_created_idx" ON "responses" USING btree ("question_id","user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "comment_reactions_user_idx" ON "comment_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id");