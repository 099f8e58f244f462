/** Queries on question comments and their reactions (one reaction row per comment and user). */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Reaction } from '@common/api/comments.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { commentReactions, comments, users } from '../../db/schema/index.ts';

export type CommentRow = typeof comments.$inferSelect;
export type ReactionAction = 'like' | 'unlike' | 'dislike';

// Functions, not shared constants: `mapWith` changes the SQL object it is called on.
const likes = () => sql<number>`count(*) filter (where ${commentReactions.kind} = 'like')`.mapWith(Number);
const dislikes = () => sql<number>`count(*) filter (where ${commentReactions.kind} = 'dislike')`.mapWith(Number);
const reactionOf = (userId: number) => sql<Reaction | null>`max(${commentReactions.kind}) filter (where ${commentReactions.userId} = ${userId})`;

/**
 * Every comment and reply of the question, oldest first (ties by id), each with its author,
 * like and dislike counts and `viewerId`'s own reaction. One query: the counts come from one
 * grouped pass over the question's reactions (primary-key index), joined to the comments
 * (comments_question_idx).
 */
export function findCommentsOfQuestion(db: Queryable, questionId: number, viewerId: number) {
  const totals = db
    .select({
      commentId: commentReactions.commentId,
      likes: likes().as('like_count'),
      dislikes: dislikes().as('dislike_count'),
      mine: reactionOf(viewerId).as('my_reaction'),
    })
    .from(commentReactions)
    .innerJoin(comments, eq(comments.id, commentReactions.commentId))
    .where(eq(comments.questionId, questionId))
    .groupBy(commentReactions.commentId)
    .as('totals');
  return db
    .select({
      comment: comments,
      user: { id: users.id, name: users.name, username: users.username, userType: users.userType },
      likes: sql<number>`coalesce(${totals.likes}, 0)`.mapWith(Number),
      dislikes: sql<number>`coalesce(${totals.dislikes}, 0)`.mapWith(Number),
      myReaction: totals.mine,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .leftJoin(totals, eq(totals.commentId, comments.id))
    .where(eq(comments.questionId, questionId))
    .orderBy(asc(comments.dateTimeSubmitted), asc(comments.id));
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

const mine = (commentId: number, userId: number) => and(eq(commentReactions.commentId, commentId), eq(commentReactions.userId, userId));

function upsertReaction(tx: Queryable, commentId: number, userId: number, kind: Reaction) {
  return tx
    .insert(commentReactions)
    .values({ commentId, userId, kind })
    .onConflictDoUpdate({ target: [commentReactions.commentId, commentReactions.userId], set: { kind } });
}

const actions: Record<ReactionAction, (tx: Queryable, commentId: number, userId: number) => Promise<unknown>> = {
  like: (tx, commentId, userId) => upsertReaction(tx, commentId, userId, 'like'),
  unlike: (tx, commentId, userId) => tx.delete(commentReactions).where(and(mine(commentId, userId), eq(commentReactions.kind, 'like'))),
  dislike: async (tx, commentId, userId) => {
    const removed = await tx
      .delete(commentReactions)
      .where(and(mine(commentId, userId), eq(commentReactions.kind, 'dislike')))
      .returning({ kind: commentReactions.kind });
    if (removed.length === 0) await upsertReaction(tx, commentId, userId, 'dislike');
  },
};

/**
 * Applies `action` to `userId`'s reaction on the comment and answers the comment's counts and
 * the user's reaction after it. like: upsert 'like'; unlike: delete a 'like'; dislike: delete a
 * 'dislike', else upsert 'dislike' (a toggle). Runs in a transaction holding an advisory lock on
 * (comment, user), so concurrent clicks of one user apply one after the other, as if serial: the
 * toggle's read-then-write cannot interleave, even when no row exists yet to lock.
 */
export function applyReaction(db: Database, commentId: number, userId: number, action: ReactionAction) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`comment_reactions:${commentId}:${userId}`}, 0))`);
    await actions[action](tx, commentId, userId);
    const [counts] = await tx
      .select({ likes: likes(), dislikes: dislikes(), myReaction: reactionOf(userId) })
      .from(commentReactions)
      .where(eq(commentReactions.commentId, commentId));
    return counts!; // an aggregate without GROUP BY always yields one row
  });
}
