-- Set passages are searched (server/features/search; the columns and indexes are migration 0015).
-- Their words join search_words (typo corrections) through the same statement-level trigger
-- function as questions, posts and forums (migration 0008), and every write that can change a
-- passage hit bumps search_generation (migration 0012): a set's title, passage, category or topic,
-- and a question joining or leaving a set (its status, insert and delete are already covered).
-- Explanations are in no search vector, so their words never reach search_words.
CREATE TRIGGER question_sets_search_words_insert AFTER INSERT ON question_sets REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();
--> statement-breakpoint
CREATE TRIGGER question_sets_search_words_update AFTER UPDATE ON question_sets REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();
--> statement-breakpoint
CREATE TRIGGER question_sets_search_generation AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF title, body, category_id, topic_id ON question_sets FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();
--> statement-breakpoint
CREATE TRIGGER questions_set_search_generation AFTER UPDATE OF set_id ON questions FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM question_sets AS s, unnest(tsvector_to_array(s.search_vector)) AS w
WHERE length(w) BETWEEN 5 AND 32 AND w !~ '[0-9]'
ORDER BY w
ON CONFLICT (word) DO NOTHING;
