-- search_generation grows in the same transaction as every write that can change a search answer,
-- so an API process may reuse an answer it computed while the number has not changed. Statement-
-- level triggers (one bump per statement, even for a 1,000-row import batch); the row is created
-- by the first bump if missing (e.g. after a TRUNCATE of every table).
CREATE FUNCTION search_generation_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_generation (id, generation) VALUES (true, 1)
  ON CONFLICT (id) DO UPDATE SET generation = search_generation.generation + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER questions_search_generation AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF question_text, option_a, option_b, option_c, option_d, status, category_id, topic_id ON questions FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();
--> statement-breakpoint
CREATE TRIGGER forum_posts_search_generation AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF title, content, forum_id ON forum_posts FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();
--> statement-breakpoint
CREATE TRIGGER forums_search_generation AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF title, description ON forums FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();
--> statement-breakpoint
CREATE TRIGGER categories_search_generation AFTER DELETE OR TRUNCATE OR UPDATE OF name ON categories FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();
--> statement-breakpoint
CREATE TRIGGER topics_search_generation AFTER DELETE OR TRUNCATE OR UPDATE OF name ON topics FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();
--> statement-breakpoint
INSERT INTO search_generation (id, generation) VALUES (true, 1) ON CONFLICT (id) DO NOTHING;
