-- One mechanism for every per-process read cache: cache_generations holds a number per family of
-- answers, set by statement-level triggers in the writing transaction (one bump per statement,
-- even for a 1,000-row import batch; a missing row is created by its first bump). Each bump takes
-- the next value of one sequence, which no TRUNCATE restarts, so a number is never used twice: an
-- answer cached before the rows were emptied can never match again. The search family moves here
-- from search_generation (dropped by the next migration), starting above its old number.
CREATE SEQUENCE cache_generation_seq;
--> statement-breakpoint
SELECT setval('cache_generation_seq', coalesce((SELECT max(generation) FROM search_generation), 0) + 1);
--> statement-breakpoint
CREATE FUNCTION cache_generation_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cache_generations (name, generation) VALUES (TG_ARGV[0], nextval('cache_generation_seq'))
  ON CONFLICT (name) DO UPDATE SET generation = excluded.generation;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO cache_generations (name, generation) VALUES ('search', nextval('cache_generation_seq')), ('questions', nextval('cache_generation_seq'));
--> statement-breakpoint
-- search: the same triggers as migrations 0012, 0016 and 0024, on the new function.
CREATE OR REPLACE TRIGGER questions_search_generation AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF question_text, option_a, option_b, option_c, option_d, status, category_id, topic_id ON questions FOR EACH STATEMENT EXECUTE FUNCTION cache_generation_bump('search');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER questions_set_search_generation AFTER UPDATE OF set_id ON questions FOR EACH STATEMENT EXECUTE FUNCTION cache_generation_bump('search');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER question_sets_search_generation AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF title, body, category_id, topic_id ON question_sets FOR EACH STATEMENT EXECUTE FUNCTION cache_generation_bump('search');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER forum_posts_search_generation AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF title, content, forum_id ON forum_posts FOR EACH STATEMENT EXECUTE FUNCTION cache_generation_bump('search');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER forum_replies_search_generation AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF content, deleted_at, post_id ON forum_replies FOR EACH STATEMENT EXECUTE FUNCTION cache_generation_bump('search');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER forums_search_generation AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF title, description ON forums FOR EACH STATEMENT EXECUTE FUNCTION cache_generation_bump('search');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER categories_search_generation AFTER DELETE OR TRUNCATE OR UPDATE OF name ON categories FOR EACH STATEMENT EXECUTE FUNCTION cache_generation_bump('search');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER topics_search_generation AFTER DELETE OR TRUNCATE OR UPDATE OF name ON topics FOR EACH STATEMENT EXECUTE FUNCTION cache_generation_bump('search');
--> statement-breakpoint
DROP FUNCTION search_generation_bump();
--> statement-breakpoint
-- questions: what the question detail and list share between users (a question's every column,
-- its set, its category, topic and source and their lists, its submitter's public fields). Per-user
-- parts (the viewer's last answer, status, bookmark) and comment ids are read per request.
CREATE TRIGGER questions_questions_generation AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON questions FOR EACH STATEMENT EXECUTE FUNCTION cache_generation_bump('questions');
--> statement-breakpoint
CREATE TRIGGER question_sets_questions_generation AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON question_sets FOR EACH STATEMENT EXECUTE FUNCTION cache_generation_bump('questions');
--> statement-breakpoint
CREATE TRIGGER categories_questions_generation AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION cache_generation_bump('questions');
--> statement-breakpoint
CREATE TRIGGER topics_questions_generation AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON topics FOR EACH STATEMENT EXECUTE FUNCTION cache_generation_bump('questions');
--> statement-breakpoint
CREATE TRIGGER sources_questions_generation AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON sources FOR EACH STATEMENT EXECUTE FUNCTION cache_generation_bump('questions');
--> statement-breakpoint
CREATE TRIGGER users_questions_generation AFTER UPDATE OF name, username, user_type ON users FOR EACH STATEMENT EXECUTE FUNCTION cache_generation_bump('questions');
