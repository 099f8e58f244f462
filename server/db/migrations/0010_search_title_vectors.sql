ALTER TABLE "questions" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, public.search_unaccent(question_text))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, public.search_unaccent(title))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "forums" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, public.search_unaccent(title))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "questions_title_vector_idx" ON "questions" USING gin ("title_vector") WHERE "questions"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "forum_posts_title_vector_idx" ON "forum_posts" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX "forums_title_vector_idx" ON "forums" USING gin ("title_vector");