-- Keeps search_words (the vocabulary typo tolerance corrects against) in step with the searchable
-- tables: statement-level triggers with transition tables, in the writing transaction, so a bulk
-- import adds its words in one statement. Words are inserted in order (no deadlock between two
-- writers) and never removed; only words of 5-32 characters without digits (the ones worth
-- correcting). Then the words already stored are collected once, and pg_trgm's `%` threshold is
-- raised for this database to the similarity the search keeps anyway (0.4; the search also
-- filters on similarity() itself, so this is a speed-up only: fewer index candidates).
CREATE FUNCTION search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(new_rows.search_vector)) AS w
  WHERE length(w) BETWEEN 5 AND 32 AND w !~ '[0-9]'
  ORDER BY w
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER questions_search_words_insert AFTER INSERT ON questions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();
--> statement-breakpoint
CREATE TRIGGER questions_search_words_update AFTER UPDATE ON questions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();
--> statement-breakpoint
CREATE TRIGGER forum_posts_search_words_insert AFTER INSERT ON forum_posts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();
--> statement-breakpoint
CREATE TRIGGER forum_posts_search_words_update AFTER UPDATE ON forum_posts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();
--> statement-breakpoint
CREATE TRIGGER forums_search_words_insert AFTER INSERT ON forums REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();
--> statement-breakpoint
CREATE TRIGGER forums_search_words_update AFTER UPDATE ON forums REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM (
  SELECT search_vector FROM questions UNION ALL SELECT search_vector FROM forum_posts UNION ALL SELECT search_vector FROM forums
) AS v, unnest(tsvector_to_array(v.search_vector)) AS w
WHERE length(w) BETWEEN 5 AND 32 AND w !~ '[0-9]'
ORDER BY w
ON CONFLICT (word) DO NOTHING;
--> statement-breakpoint
-- Only a speed-up (queries filter on similarity >= 0.4 themselves): skipped where the app's
-- database user may not alter the database.
DO $$ BEGIN
  EXECUTE format('ALTER DATABASE %I SET pg_trgm.similarity_threshold = 0.4', current_database());
EXCEPTION WHEN insufficient_privilege THEN NULL;
END $$;
