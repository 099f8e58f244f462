DROP INDEX "question_sets_search_vector_idx";--> statement-breakpoint
DROP INDEX "questions_search_vector_idx";--> statement-breakpoint
DROP INDEX "forum_posts_search_vector_idx";--> statement-breakpoint
DROP INDEX "forums_search_vector_idx";--> statement-breakpoint
ALTER TABLE "question_sets" ADD COLUMN "stem_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, public.search_unaccent(title)), 'A') || setweight(to_tsvector('english'::regconfig, public.search_unaccent(body)), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "stem_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, public.search_unaccent(question_text)), 'A') || setweight(to_tsvector('english'::regconfig, public.search_unaccent(option_a || ' ' || option_b || ' ' || option_c || ' ' || option_d)), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "taxonomy_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "stem_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, public.search_unaccent(title)), 'A') || setweight(to_tsvector('english'::regconfig, public.search_unaccent(content)), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "replies_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "forums" ADD COLUMN "stem_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, public.search_unaccent(title)), 'A') || setweight(to_tsvector('english'::regconfig, public.search_unaccent(description)), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "question_sets_document_idx" ON "question_sets" USING gin (("search_vector" || "stem_vector"));--> statement-breakpoint
CREATE INDEX "questions_document_idx" ON "questions" USING gin (("search_vector" || "stem_vector" || "taxonomy_vector")) WHERE "questions"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "forum_posts_document_idx" ON "forum_posts" USING gin (("search_vector" || "stem_vector" || "replies_vector"));--> statement-breakpoint
CREATE INDEX "forums_document_idx" ON "forums" USING gin (("search_vector" || "stem_vector"));