/** Bookmarks (docs/contract.md section 7.4): a user's saved questions and forum posts. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { forumPosts } from './community.ts';
import { questions } from './questions.ts';
import { users } from './users.ts';

/**
 * One saved item: `kind` 'question' with `question_id`, or 'post' with `post_id` (exactly one set).
 * At most one row per user and item; rows go with their user, question or post.
 */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['question', 'post'] }).notNull(),
    questionId: integer('question_id').references(() => questions.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => forumPosts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'bookmarks_kind_check',
      sql`(${t.kind} = 'question' and ${t.questionId} is not null and ${t.postId} is null) or (${t.kind} = 'post' and ${t.postId} is not null and ${t.questionId} is null)`,
    ),
    uniqueIndex('bookmarks_user_question_key').on(t.userId, t.questionId).where(sql`${t.questionId} is not null`),
    uniqueIndex('bookmarks_user_post_key').on(t.userId, t.postId).where(sql`${t.postId} is not null`),
    index('bookmarks_user_kind_created_idx').on(t.userId, t.kind, t.createdAt.desc(), t.id.desc()),
    index('bookmarks_question_idx').on(t.questionId),
    index('bookmarks_post_idx').on(t.postId),
  ],
);
