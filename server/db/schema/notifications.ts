/** Notifications (docs/contract.md section 7.4) and each user's notification settings. */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { comments, forumPosts, forumReplies, forums } from './community.ts';
import { tests } from './mockTests.ts';
import { questions } from './questions.ts';
import { users } from './users.ts';

export const notificationTypes = [
  'post_reply',
  'reply_reply',
  'comment_reply',
  'mention',
  'question_approved',
  'question_rejected',
  'mentor_approved',
  'mentor_rejected',
  'test_results',
  'report_resolved',
  'answer_accepted',
  'post_activity',
] as const;

/**
 * One notification of one user. The ids name what it is about (unused ones null); deleting the
 * post, reply, comment or question deletes it too (a reply kept as a placeholder is hidden by the
 * list query instead). `text` is a short excerpt (or a rejection's reason).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: notificationTypes }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    questionId: integer('question_id').references(() => questions.id, { onDelete: 'cascade' }),
    forumId: integer('forum_id').references(() => forums.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => forumPosts.id, { onDelete: 'cascade' }),
    replyId: integer('reply_id').references(() => forumReplies.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    testId: integer('test_id').references(() => tests.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_user_unread_idx').on(t.userId, t.id).where(sql`${t.readAt} is null`),
    check('notifications_type_check', sql`${t.type} in ('post_reply', 'reply_reply', 'comment_reply', 'mention', 'question_approved', 'question_rejected', 'mentor_approved', 'mentor_rejected', 'test_results', 'report_resolved', 'answer_accepted', 'post_activity')`),
  ],
);

/**
 * A user's notification settings (no row: the defaults). `digestSentOn` is the UTC day of the
 * last daily digest run for the user and `digestLastId` the newest notification it mailed: both
 * set in the transaction that queues the mail, so a retried digest run mails nobody twice and no
 * notification is mailed twice.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailDigest: text('email_digest', { enum: ['off', 'daily'] }).notNull().default('off'),
    digestSentOn: date('digest_sent_on', { mode: 'string' }),
    /** The newest notification a digest has listed (null: none yet): each is mailed at most once. */
    digestLastId: integer('digest_last_id'),
  },
  (t) => [
    index('notification_settings_daily_idx').on(t.userId).where(sql`${t.emailDigest} = 'daily'`),
    check('notification_settings_email_digest_check', sql`${t.emailDigest} in ('off', 'daily')`),
  ],
);
