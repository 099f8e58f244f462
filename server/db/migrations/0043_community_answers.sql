-- A community that answers (contract 8.4): accepted answers on posts and questions, when a
-- reaction was made (for the contributors leaderboard's periods), thread watching, and the
-- answer_accepted and post_activity notification types.
ALTER TABLE forum_posts ADD COLUMN accepted_reply_id integer REFERENCES forum_replies(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE forum_posts ADD COLUMN accepted_by integer REFERENCES users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE forum_posts ADD COLUMN accepted_at timestamp with time zone;
--> statement-breakpoint
CREATE INDEX forum_posts_accepted_reply_idx ON forum_posts (accepted_reply_id) WHERE accepted_reply_id IS NOT NULL;
--> statement-breakpoint
ALTER TABLE comments ADD COLUMN accepted_by integer REFERENCES users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE comments ADD COLUMN accepted_at timestamp with time zone;
--> statement-breakpoint
CREATE UNIQUE INDEX comments_accepted_question_key ON comments (question_id) WHERE accepted_at IS NOT NULL;
--> statement-breakpoint
ALTER TABLE post_reactions ADD COLUMN created_at timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE reply_reactions ADD COLUMN created_at timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE comment_reactions ADD COLUMN created_at timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
CREATE TABLE post_watches (
  post_id integer NOT NULL REFERENCES forum_posts(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  level text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT post_watches_pkey PRIMARY KEY (post_id, user_id),
  CONSTRAINT post_watches_level_check CHECK (level in ('watching', 'muted'))
);
--> statement-breakpoint
CREATE INDEX post_watches_user_idx ON post_watches (user_id);
--> statement-breakpoint
ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
--> statement-breakpoint
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type in ('post_reply', 'reply_reply', 'comment_reply', 'mention', 'question_approved', 'question_rejected', 'mentor_approved', 'mentor_rejected', 'test_results', 'report_resolved', 'answer_accepted', 'post_activity'));
