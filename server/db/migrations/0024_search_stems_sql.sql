-- Search that finds what people mean (server/features/search; columns and indexes: migration 0018).
-- Kept in the writing transaction by triggers, like migrations 0008, 0012 and 0016:
-- 1. questions.taxonomy_vector: the question's category and topic names (simple words and English
--    stems, weight C), set before every insert and every change of category or topic, and
--    refreshed when a category or topic is renamed.
-- 2. forum_posts.replies_vector: the text of the post's replies that are not deleted (simple words
--    and English stems, weight D), rebuilt for the post after every reply insert, edit, delete or
--    soft delete; reply words also join search_words, and reply writes bump search_generation.
-- 3. search_words now keeps words of 4-32 letters (one-edit corrections start at 4 letters), and
--    the words of category and topic names too (they are searched with their questions).
CREATE FUNCTION search_text_vector(body text, weight "char") RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('simple'::regconfig, public.search_unaccent(coalesce(body, ''))) || to_tsvector('english'::regconfig, public.search_unaccent(coalesce(body, ''))), weight) $$;
--> statement-breakpoint
CREATE FUNCTION search_taxonomy_vector(category integer, topic integer) RETURNS tsvector
  LANGUAGE sql STABLE
  AS $$ SELECT search_text_vector(coalesce((SELECT name FROM categories WHERE id = category), '') || ' ' || coalesce((SELECT name FROM topics WHERE id = topic), ''), 'C') $$;
--> statement-breakpoint
CREATE FUNCTION search_questions_taxonomy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.taxonomy_vector := search_taxonomy_vector(NEW.category_id, NEW.topic_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER questions_search_taxonomy BEFORE INSERT OR UPDATE OF category_id, topic_id ON questions FOR EACH ROW EXECUTE FUNCTION search_questions_taxonomy();
--> statement-breakpoint
CREATE FUNCTION search_taxonomy_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'categories' THEN
    UPDATE questions SET taxonomy_vector = search_taxonomy_vector(category_id, topic_id) WHERE category_id = NEW.id;
  ELSE
    UPDATE questions SET taxonomy_vector = search_taxonomy_vector(category_id, topic_id) WHERE topic_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_search_taxonomy AFTER UPDATE OF name ON categories FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION search_taxonomy_renamed();
--> statement-breakpoint
CREATE TRIGGER topics_search_taxonomy AFTER UPDATE OF name ON topics FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION search_taxonomy_renamed();
--> statement-breakpoint
CREATE FUNCTION search_post_replies(post integer) RETURNS void LANGUAGE sql AS $$
  UPDATE forum_posts SET replies_vector = coalesce(
    (SELECT search_text_vector(string_agg(r.content, ' ' ORDER BY r.id), 'D') FROM forum_replies r WHERE r.post_id = post AND r.deleted_at IS NULL),
    ''::tsvector)
  WHERE id = post;
$$;
--> statement-breakpoint
CREATE FUNCTION search_replies_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM search_post_replies(OLD.post_id); END IF;
  IF TG_OP <> 'DELETE' THEN
    IF TG_OP = 'INSERT' OR NEW.post_id IS DISTINCT FROM OLD.post_id THEN PERFORM search_post_replies(NEW.post_id); END IF;
    IF NEW.deleted_at IS NULL THEN
      INSERT INTO search_words (word)
      SELECT DISTINCT w FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, public.search_unaccent(NEW.content)))) AS w
      WHERE length(w) BETWEEN 4 AND 32 AND w !~ '[0-9]'
      ORDER BY w
      ON CONFLICT (word) DO NOTHING;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER forum_replies_search AFTER INSERT OR DELETE OR UPDATE OF content, deleted_at, post_id ON forum_replies FOR EACH ROW EXECUTE FUNCTION search_replies_changed();
--> statement-breakpoint
CREATE TRIGGER forum_replies_search_generation AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF content, deleted_at, post_id ON forum_replies FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(new_rows.search_vector)) AS w
  WHERE length(w) BETWEEN 4 AND 32 AND w !~ '[0-9]'
  ORDER BY w
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_words_collect_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(to_tsvector('simple'::regconfig, public.search_unaccent(new_rows.name)))) AS w
  WHERE length(w) BETWEEN 4 AND 32 AND w !~ '[0-9]'
  ORDER BY w
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_search_words_insert AFTER INSERT ON categories REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect_names();
--> statement-breakpoint
CREATE TRIGGER categories_search_words_update AFTER UPDATE ON categories REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect_names();
--> statement-breakpoint
CREATE TRIGGER topics_search_words_insert AFTER INSERT ON topics REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect_names();
--> statement-breakpoint
CREATE TRIGGER topics_search_words_update AFTER UPDATE ON topics REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect_names();
--> statement-breakpoint
UPDATE questions SET taxonomy_vector = search_taxonomy_vector(category_id, topic_id);
--> statement-breakpoint
UPDATE forum_posts p SET replies_vector = coalesce(
  (SELECT search_text_vector(string_agg(r.content, ' ' ORDER BY r.id), 'D') FROM forum_replies r WHERE r.post_id = p.id AND r.deleted_at IS NULL),
  ''::tsvector);
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM (
  SELECT search_vector FROM questions UNION ALL SELECT search_vector FROM forum_posts UNION ALL SELECT search_vector FROM forums
  UNION ALL SELECT search_vector FROM question_sets
  UNION ALL SELECT to_tsvector('simple'::regconfig, public.search_unaccent(content)) FROM forum_replies WHERE deleted_at IS NULL
  UNION ALL SELECT to_tsvector('simple'::regconfig, public.search_unaccent(name)) FROM categories
  UNION ALL SELECT to_tsvector('simple'::regconfig, public.search_unaccent(name)) FROM topics
) AS v, unnest(tsvector_to_array(v.search_vector)) AS w
WHERE length(w) BETWEEN 4 AND 32 AND w !~ '[0-9]'
ORDER BY w
ON CONFLICT (word) DO NOTHING;
