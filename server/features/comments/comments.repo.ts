/** Queries on question comments (reactions: server/discussion/reactions.ts). */
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { comments, forumReplies, users } from '../../db/schema/index.ts';
import { reactionTables, reactionTotals, totalsOf } from '../../discussion/reactions.ts';
import { threadOrder } from '../../discussion/thread.ts';

export type CommentRow = typeof comments.$inferSelect;

/**
 * Every comment and reply of the question, oldest first (ties by id), each with its author,
 * like and dislike counts and `viewerId`'s own reaction. One query: the counts come from one
 * grouped pass over the question's reactions (primary-key index), joined to the comments
 * (comments_question_idx).
 */
export function findCommentsOfQuestion(db: Queryable, questionId: number, viewerId: number) {
  const totals = reactionTotals(db, reactionTables.comment, { table: comments, id: comments.id, scope: comments.questionId }, questionId, viewerId);
  return db
    .select({
      comment: comments,
      user: { id: users.id, name: users.name, username: users.username, userType: users.userType },
      ...totalsOf(totals),
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .leftJoin(totals, eq(totals.targetId, comments.id))
    .where(eq(comments.questionId, questionId))
    .orderBy(...threadOrder(comments.dateTimeSubmitted, comments.id));
}

/** The comment with this id, or undefined. */
export async function findCommentById(db: Queryable, id: number): Promise<CommentRow | undefined> {
  const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
  return row;
}

/** Inserts a comment (a reply when `parentId` is set) and returns the stored row. */
export async function insertComment(
  db: Queryable,
  row: { questionId: number; parentId: number | null; userId: number; text: string },
): Promise<CommentRow> {
  const [inserted] = await db.insert(comments).values(row).returning();
  return inserted!;
}

/** Sets the comment's text, marks it edited now and returns the stored row. */
export async function updateCommentText(db: Queryable, id: number, text: string): Promise<CommentRow> {
  const [row] = await db.update(comments).set({ text, editedAt: sql`now()` }).where(eq(comments.id, id)).returning();
  return row!;
}

/**
 * The profile's "Comments Made": the user's question comments (replies included) plus their forum
 * replies that are not deleted placeholders (comments_user_idx, forum_replies_user_idx).
 */
export async function countCommentsAndRepliesBy(db: Queryable, userId: number): Promise<number> {
  const [[ownComments], [ownReplies]] = await Promise.all([
    db.select({ n: count() }).from(comments).where(eq(comments.userId, userId)),
    db.select({ n: count() }).from(forumReplies).where(and(eq(forumReplies.userId, userId), isNull(forumReplies.deletedAt))),
  ]);
  return (ownComments?.n ?? 0) + (ownReplies?.n ?? 0);
}
