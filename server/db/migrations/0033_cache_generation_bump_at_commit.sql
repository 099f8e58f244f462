-- cache_generations bumped at commit. Until now each write's statement-level trigger bumped its
-- family's row (cache_generation_bump, migration 0029) right after the statement, so the row stayed
-- locked until the writing transaction ended: every forum reply or post waited for any open
-- transaction that had bumped `search` (an import batch, an approval, another reply), site-wide.
-- Now a deferred constraint trigger (FOR EACH ROW, the same events and columns) bumps it when the
-- transaction commits, so the row is locked only from then to the end of the commit. Its WHEN
-- condition (evaluated as each row is written, not deferred) lets only a transaction's first row
-- of each family queue the bump, so a 1,000-row import batch queues one event per family, not
-- 1,000 (a savepoint rolled back takes its queued event and its setting with it). The bump is
-- still part of the writing transaction: a reader that sees the old number sees none of the
-- transaction's rows. (A cache must therefore not be filled from inside a writing transaction,
-- which saw its own rows under the old number: none is, every cached read runs on the pool.)
-- Statements that change no row no longer bump. TRUNCATE, which has no row triggers, keeps an
-- immediate statement-level bump.
CREATE FUNCTION cache_generation_first_in_transaction(family text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  -- is_local: the setting ends with the transaction (or the savepoint that set it, if rolled back).
  IF current_setting('cache_generations.queued_' || family, true) = 'yes' THEN RETURN false; END IF;
  PERFORM set_config('cache_generations.queued_' || family, 'yes', true);
  RETURN true;
END $$;
--> statement-breakpoint
CREATE FUNCTION cache_generation_bump_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cache_generations (name, generation) VALUES (TG_ARGV[0], nextval('cache_generation_seq'))
  ON CONFLICT (name) DO UPDATE SET generation = excluded.generation;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER users_questions_generation ON users;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_questions_generation AFTER UPDATE OF name, username, user_type ON users DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (cache_generation_first_in_transaction('questions')) EXECUTE FUNCTION cache_generation_bump_at_commit('questions');
--> statement-breakpoint
DROP TRIGGER categories_questions_generation ON categories;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER categories_questions_generation AFTER INSERT OR DELETE OR UPDATE ON categories DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (cache_generation_first_in_transaction('questions')) EXECUTE FUNCTION cache_generation_bump_at_commit('questions');
--> statement-breakpoint
CREATE TRIGGER categories_questions_generation_truncate AFTER TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION cache_generation_bump('questions');
--> statement-breakpoint
DROP TRIGGER categories_search_generation ON categories;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER categories_search_generation AFTER DELETE OR UPDATE OF name ON categories DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (cache_generation_first_in_transaction('search')) EXECUTE FUNCTION cache_generation_bump_at_commit('search');
--> statement-breakpoint
CREATE TRIGGER categories_search_generation_truncate AFTER TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION cache_generation_bump('search');
--> statement-breakpoint
DROP TRIGGER questions_questions_generation ON questions;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER questions_questions_generation AFTER INSERT OR DELETE OR UPDATE ON questions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (cache_generation_first_in_transaction('questions')) EXECUTE FUNCTION cache_generation_bump_at_commit('questions');
--> statement-breakpoint
CREATE TRIGGER questions_questions_generation_truncate AFTER TRUNCATE ON questions FOR EACH STATEMENT EXECUTE FUNCTION cache_generation_bump('questions');
--> statement-breakpoint
DROP TRIGGER questions_search_generation ON questions;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER questions_search_generation AFTER INSERT OR DELETE OR UPDATE OF question_text, option_a, option_b, option_c, option_d, status, category_id, topic_id ON questions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (cache_generation_first_in_transaction('search')) EXECUTE FUNCTION cache_generation_bump_at_commit('search');
--> statement-breakpoint
CREATE TRIGGER questions_search_generation_truncate AFTER TRUNCATE ON questions FOR EACH STATEMENT EXECUTE FUNCTION cache_generation_bump('search');
--> statement-breakpoint
DROP TRIGGER questions_set_search_generation ON questions;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER questions_set_search_generation AFTER UPDATE OF set_id ON questions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (cache_generation_first_in_transaction('search')) EXECUTE FUNCTION cache_generation_bump_at_commit('search');
--> statement-breakpoint
DROP TRIGGER sources_questions_generation ON sources;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sources_questions_generation AFTER INSERT OR DELETE OR UPDATE ON sources DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (cache_generation_first_in_transaction('questions')) EXECUTE FUNCTION cache_generation_bump_at_commit('questions');
--> statement-breakpoint
CREATE TRIGGER sources_questions_generation_truncate AFTER TRUNCATE ON sources FOR EACH STATEMENT EXECUTE FUNCTION cache_generation_bump('questions');
--> statement-breakpoint
DROP TRIGGER topics_questions_generation ON topics;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER topics_questions_generation AFTER INSERT OR DELETE OR UPDATE ON topics DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (cache_generation_first_in_transaction('questions')) EXECUTE FUNCTION cache_generation_bump_at_commit('questions');
--> statement-breakpoint
CREATE TRIGGER topics_questions_generation_truncate AFTER TRUNCATE ON topics FOR EACH STATEMENT EXECUTE FUNCTION cache_generation_bump('questions');
--> statement-breakpoint
DROP TRIGGER topics_search_generation ON topics;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER topics_search_generation AFTER DELETE OR UPDATE OF name ON topics DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (cache_generation_first_in_transaction('search')) EXECUTE FUNCTION cache_generation_bump_at_commit('search');
--> statement-breakpoint
CREATE TRIGGER topics_search_generation_truncate AFTER TRUNCATE ON topics FOR EACH STATEMENT EXECUTE FUNCTION cache_generation_bump('search');
--> statement-breakpoint
DROP TRIGGER forum_posts_search_generation ON forum_posts;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER forum_posts_search_generation AFTER INSERT OR DELETE OR UPDATE OF title, content, forum_id ON forum_posts DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (cache_generation_first_in_transaction('search')) EXECUTE FUNCTION cache_generation_bump_at_commit('search');
--> statement-breakpoint
CREATE TRIGGER forum_posts_search_generation_truncate AFTER TRUNCATE ON forum_posts FOR EACH STATEMENT EXECUTE FUNCTION cache_generation_bump('search');
--> statement-breakpoint
DROP TRIGGER forum_replies_search_generation ON forum_replies;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER forum_replies_search_generation AFTER INSERT OR DELETE OR UPDATE OF content, deleted_at, post_id ON forum_replies DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (cache_generation_first_in_transaction('search')) EXECUTE FUNCTION cache_generation_bump_at_commit('search');
--> statement-breakpoint
CREATE TRIGGER forum_replies_search_generation_truncate AFTER TRUNCATE ON forum_replies FOR EACH STATEMENT EXECUTE FUNCTION cache_generation_bump('search');
--> statement-breakpoint
DROP TRIGGER forums_search_generation ON forums;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER forums_search_generation AFTER INSERT OR DELETE OR UPDATE OF title, description ON forums DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (cache_generation_first_in_transaction('search')) EXECUTE FUNCTION cache_generation_bump_at_commit('search');
--> statement-breakpoint
CREATE TRIGGER forums_search_generation_truncate AFTER TRUNCATE ON forums FOR EACH STATEMENT EXECUTE FUNCTION cache_generation_bump('search');
--> statement-breakpoint
DROP TRIGGER question_sets_questions_generation ON question_sets;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER question_sets_questions_generation AFTER INSERT OR DELETE OR UPDATE ON question_sets DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (cache_generation_first_in_transaction('questions')) EXECUTE FUNCTION cache_generation_bump_at_commit('questions');
--> statement-breakpoint
CREATE TRIGGER question_sets_questions_generation_truncate AFTER TRUNCATE ON question_sets FOR EACH STATEMENT EXECUTE FUNCTION cache_generation_bump('questions');
--> statement-breakpoint
DROP TRIGGER question_sets_search_generation ON question_sets;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER question_sets_search_generation AFTER INSERT OR DELETE OR UPDATE OF title, body, category_id, topic_id ON question_sets DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (cache_generation_first_in_transaction('search')) EXECUTE FUNCTION cache_generation_bump_at_commit('search');
--> statement-breakpoint
CREATE TRIGGER question_sets_search_generation_truncate AFTER TRUNCATE ON question_sets FOR EACH STATEMENT EXECUTE FUNCTION cache_generation_bump('search');
