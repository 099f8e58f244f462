/** Discussion: question comments, forums, posts, replies, and their reactions. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, editedAt, tsvector } from './columns.ts';
import { questions } from './questions.ts';
import { users } from './users.ts';

const reactionKind = () => text('kind', { enum: ['like', 'dislike'] }).notNull();

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    dateTimeSubmitted: timestamp('date_time_submitted', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When its author last changed the text (PUT /api/comments/{id}); null if never. */
    editedAt: editedAt(),
    /** When it was accepted as the question's best explanation (contract 8.4); null if not. At most one per question. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    /** Who accepted it (the question's submitter, a mentor or an admin). */
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('comments_question_idx').on(t.questionId, t.dateTimeSubmitted),
    uniqueIndex('comments_accepted_question_key').on(t.questionId).where(sql`${t.acceptedAt} is not null`),
    index('comments_parent_idx').on(t.parentId),
    index('comments_user_idx').on(t.userId),
  ],
);

export const commentReactions = pgTable(
  'comment_reactions',
  {
    commentId: integer('comment_id').notNull().references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: reactionKind(),
    /** When the reaction was made or last turned from one kind to the other (the contributors leaderboard's periods). */
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index('comment_reactions_user_idx').on(t.userId),
    check('comment_reactions_kind_check', sql`${t.kind} in ('like', 'dislike')`),
  ],
);

export const forums = pgTable(
  'forums',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Full-text search: title weighted A, description B (accents removed). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, public.search_unaccent(title)), 'A') || setweight(to_tsvector('simple'::regconfig, public.search_unaccent(description)), 'B')`,
      ),
    /** The title alone, so title matches are found by index without rechecking weights. */
    titleVector: tsvector('title_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, public.search_unaccent(title))`),
    /** English stems of the same text, same weights (searched together with `searchVector`). */
    stemVector: tsvector('stem_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, public.search_unaccent(title)), 'A') || setweight(to_tsvector('english'::regconfig, public.search_unaccent(description)), 'B')`,
      ),
  },
  (t) => [
    index('forums_document_idx').using('gin', sql`(${t.searchVector} || ${t.stemVector})`),
    index('forums_title_vector_idx').using('gin', t.titleVector),
  ],
);

export const forumPosts = pgTable(
  'forum_posts',
  {
    id: serial('id').primaryKey(),
    forumId: integer('forum_id').notNull().references(() => forums.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When its author last changed the title or text (PUT /api/forum/posts/{id}); null if never. */
    editedAt: editedAt(),
    /** Full-text search: title weighted A, content B (accents removed). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, public.search_unaccent(title)), 'A') || setweight(to_tsvector('simple'::regconfig, public.search_unaccent(content)), 'B')`,
      ),
    /** The title alone (see forums.titleVector). */
    titleVector: tsvector('title_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, public.search_unaccent(title))`),
    /** English stems of the title (A) and content (B), searched together with `searchVector`. */
    stemVector: tsvector('stem_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, public.search_unaccent(title)), 'A') || setweight(to_tsvector('english'::regconfig, public.search_unaccent(content)), 'B')`,
      ),
    /** The words and English stems of the post's replies that are not deleted (weight D), kept by triggers on forum_replies. */
    repliesVector: tsvector('replies_vector').notNull().default(sql`''::tsvector`),
    /** The reply accepted as the answer (contract 8.4), one at most; null when none. */
    acceptedReplyId: integer('accepted_reply_id').references((): AnyPgColumn => forumReplies.id, { onDelete: 'set null' }),
    /** Who accepted it (the post's author or an admin). */
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    /** When it was accepted. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('forum_posts_forum_created_idx').on(t.forumId, t.createdAt, t.id),
    index('forum_posts_author_idx').on(t.authorId),
    index('forum_posts_document_idx').using('gin', sql`(${t.searchVector} || ${t.stemVector} || ${t.repliesVector})`),
    index('forum_posts_title_vector_idx').using('gin', t.titleVector),
    index('forum_posts_accepted_reply_idx').on(t.acceptedReplyId).where(sql`${t.acceptedReplyId} is not null`),
  ],
);

export const postReactions = pgTable(
  'post_reactions',
  {
    postId: integer('post_id').notNull().references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: reactionKind(),
    /** When the reaction was made or last turned from one kind to the other (the contributors leaderboard's periods). */
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('post_reactions_user_idx').on(t.userId),
    check('post_reactions_kind_check', sql`${t.kind} in ('like', 'dislike')`),
  ],
);

export const forumReplies = pgTable(
  'forum_replies',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id').notNull().references(() => forumPosts.id, { onDelete: 'cascade' }),
    parentReplyId: integer('parent_reply_id').references((): AnyPgColumn => forumReplies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** Set when a reply with replies is deleted: the thread stays, the text is withdrawn. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When its author last changed the text (PUT /api/forum/replies/{id}); null if never. */
    editedAt: editedAt(),
  },
  (t) => [
    index('forum_replies_post_idx').on(t.postId, t.createdAt),
    index('forum_replies_parent_idx').on(t.parentReplyId),
    index('forum_replies_user_idx').on(t.userId),
  ],
);

export const replyReactions = pgTable(
  'reply_reactions',
  {
    replyId: integer('reply_id').notNull().references(() => forumReplies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: reactionKind(),
    /** When the reaction was made or last turned from one kind to the other (the contributors leaderboard's periods). */
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.replyId, t.userId] }),
    index('reply_reactions_user_idx').on(t.userId),
    check('reply_reactions_kind_check', sql`${t.kind} in ('like', 'dislike')`),
  ],
);

/**
 * How a user follows a post's thread (contract 8.4): 'watching' (a post_activity notification for
 * every new reply) or 'muted' (no notification from the thread, mentions included). No row: normal.
 */
export const postWatches = pgTable(
  'post_watches',
  {
    postId: integer('post_id').notNull().references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    level: text('level', { enum: ['watching', 'muted'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId], name: 'post_watches_pkey' }),
    index('post_watches_user_idx').on(t.userId),
    check('post_watches_level_check', sql`${t.level} in ('watching', 'muted')`),
  ],
);
