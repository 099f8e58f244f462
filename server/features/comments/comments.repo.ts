/** Queries on question comments (reactions: server/discussion/reactions.ts). */
import { and, count, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { comments, forumReplies, questions, users } from '../../db/schema/index.ts';
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

/** Locks the question's row until the transaction ends ('no key update'), so changes of its accepted comment apply one at a time. */
export async function lockQuestionForAccepting(tx: Queryable, questionId: number): Promise<void> {
  await tx.select({ id: questions.id }).from(questions).where(eq(questions.id, questionId)).for('no key update');
}

/**
 * Makes comment `id` its question's accepted one (by `acceptedBy`, now), clearing any other of the
 * question first (comments_accepted_question_key allows one). Answers whether it was not accepted before.
 */
export async function acceptComment(tx: Queryable, questionId: number, id: number, acceptedBy: number): Promise<boolean> {
  await tx.update(comments).set({ acceptedAt: null, acceptedBy: null }).where(and(eq(comments.questionId, questionId), isNotNull(comments.acceptedAt), ne(comments.id, id)));
  const changed = await tx
    .update(comments)
    .set({ acceptedAt: sql`now()`, acceptedBy })
    .where(and(eq(comments.id, id), isNull(comments.acceptedAt)))
    .returning({ id: comments.id });
  return changed.length > 0;
}

/** Clears comment `id`'s accepted mark. */
export async function unacceptComment(tx: Queryable, id: number): Promise<void> {
  await tx.update(comments).set({ acceptedAt: null, acceptedBy: null }).where(eq(comments.id, id));
}

/** The short user record of a comment's author. */
export async function commentAuthor(db: Queryable, userId: number) {
  const [row] = await db.select({ id: users.id, name: users.name, username: users.username, userType: users.userType }).from(users).where(eq(users.id, userId)).limit(1);
  return row!;
}
