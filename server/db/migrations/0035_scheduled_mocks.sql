-- Scheduled mocks (docs/contract.md section 8.2). A test may have a window (opens_at, closes_at) and
-- be exclusive; results_at (closes_at plus the test's total duration with the largest extra time) is
-- stored when the test is made. ranks_published_at is set once, in the transaction that writes
-- the ranks (its `is null` guard makes publication happen exactly once whoever runs it).
ALTER TABLE tests ADD COLUMN opens_at timestamp with time zone;
--> statement-breakpoint
ALTER TABLE tests ADD COLUMN closes_at timestamp with time zone;
--> statement-breakpoint
ALTER TABLE tests ADD COLUMN exclusive boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE tests ADD COLUMN results_at timestamp with time zone;
--> statement-breakpoint
ALTER TABLE tests ADD COLUMN ranks_published_at timestamp with time zone;
--> statement-breakpoint
ALTER TABLE tests ADD CONSTRAINT tests_window_check CHECK ((opens_at IS NULL) = (closes_at IS NULL) AND (closes_at IS NULL OR closes_at > opens_at) AND (closes_at IS NULL) = (results_at IS NULL));
--> statement-breakpoint
CREATE INDEX tests_exclusive_open_idx ON tests (closes_at) WHERE exclusive;
--> statement-breakpoint
-- A ranked attempt (started inside the window, the user's first of the test): at most one per user
-- and test. rank and percentile are written when ranks are published.
ALTER TABLE attempts ADD COLUMN ranked boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE attempts ADD COLUMN rank integer;
--> statement-breakpoint
ALTER TABLE attempts ADD COLUMN percentile double precision;
--> statement-breakpoint
CREATE UNIQUE INDEX attempts_one_ranked_key ON attempts (test_id, user_id) WHERE ranked;
--> statement-breakpoint
-- A section's score is stored when its attempt completes; its percentile when ranks are published.
ALTER TABLE attempt_sections ADD COLUMN score integer;
--> statement-breakpoint
ALTER TABLE attempt_sections ADD COLUMN percentile double precision;
--> statement-breakpoint
ALTER TABLE users ADD COLUMN show_on_leaderboards boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE notifications ADD COLUMN test_id integer REFERENCES tests(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
--> statement-breakpoint
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type in ('post_reply', 'reply_reply', 'comment_reply', 'mention', 'question_approved', 'question_rejected', 'mentor_approved', 'mentor_rejected', 'test_results'));
--> statement-breakpoint
-- A new exclusive test takes its questions out of the bank: cached question lists and search
-- answers made before it must not be served again (the generations change at its commit).
CREATE CONSTRAINT TRIGGER tests_exclusive_questions_generation AFTER INSERT ON tests DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (CASE WHEN NEW.exclusive THEN cache_generation_first_in_transaction('questions') ELSE false END) EXECUTE FUNCTION cache_generation_bump_at_commit('questions');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tests_exclusive_search_generation AFTER INSERT ON tests DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (CASE WHEN NEW.exclusive THEN cache_generation_first_in_transaction('search') ELSE false END) EXECUTE FUNCTION cache_generation_bump_at_commit('search');
