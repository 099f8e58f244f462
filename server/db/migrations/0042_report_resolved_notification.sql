-- Resolving a report notifies its reporter (contract 8.6, item 9 of the third review): a new
-- notification type, report_resolved.
ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
--> statement-breakpoint
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type in ('post_reply', 'reply_reply', 'comment_reply', 'mention', 'question_approved', 'question_rejected', 'mentor_approved', 'mentor_rejected', 'test_results', 'report_resolved'));
