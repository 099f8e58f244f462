CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, public.search_unaccent(question_text)), 'A') || setweight(to_tsvector('simple'::regconfig, public.search_unaccent(option_a || ' ' || option_b || ' ' || option_c || ' ' || option_d)), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, public.search_unaccent(title)), 'A') || setweight(to_tsvector('simple'::regconfig, public.search_unaccent(content)), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "forums" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, public.search_unaccent(title)), 'A') || setweight(to_tsvector('simple'::regconfig, public.search_unaccent(description)), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "questions_search_vector_idx" ON "questions" USING gin ("search_vector") WHERE "questions"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "forum_posts_search_vector_idx" ON "forum_posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "forums_search_vector_idx" ON "forums" USING gin ("search_vector");