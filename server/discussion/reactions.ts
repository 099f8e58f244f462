/**
 * Reactions, the one rule shared by question comments, forum posts and forum replies: one row per
 * (thing, user), 'like' or 'dislike', never both. like: upsert 'like' (replacing a dislike);
 * unlike: delete a 'like'; dislike: delete a 'dislike', else upsert 'dislike' (a toggle).
 * Features import this module; it imports no feature.
 */
import { and, eq, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable, Transaction } from '../db/client.ts';
import { commentReactions, postReactions, replyReactions } from '../db/schema/index.ts';

/** What a reaction button asks for. */
export type ReactionAction = 'like' | 'unlike' | 'dislike';
/** What a reaction row holds. */
export type ReactionKind = 'like' | 'dislike';

/** A reaction table: the table and its columns naming the reacted-to thing, the user and the kind. */
export interface ReactionTable {
  table: PgTable;
  target: AnyPgColumn;
  user: AnyPgColumn;
  kind: AnyPgColumn;
  /** When the reaction was made, or last turned from like to dislike or back. */
  at: AnyPgColumn;
}

/** comment_reactions, post_reactions and reply_reactions. */
export const reactionTables = {
  comment: { table: commentReactions, target: commentReactions.commentId, user: commentReactions.userId, kind: commentReactions.kind, at: commentReactions.createdAt },
  post: { table: postReactions, target: postReactions.postId, user: postReactions.userId, kind: postReactions.kind, at: postReactions.createdAt },
  reply: { table: replyReactions, target: replyReactions.replyId, user: replyReactions.userId, kind: replyReactions.kind, at: replyReactions.createdAt },
} satisfies Record<string, ReactionTable>;

// Functions, not shared constants: `mapWith` changes the SQL object it is called on.
/** count of 'like' rows in the aggregate. */
const likeCount = (r: ReactionTable) => sql<number>`count(*) filter (where ${r.kind} = 'like')`.mapWith(Number);
/** count of 'dislike' rows in the aggregate. */
const dislikeCount = (r: ReactionTable) => sql<number>`count(*) filter (where ${r.kind} = 'dislike')`.mapWith(Number);
/** `userId`'s own reaction in the aggregate, or null. */
const reactionOf = (r: ReactionTable, userId: number) => sql<ReactionKind | null>`max(${r.kind}) filter (where ${r.user} = ${userId})`;

/** A thing's like and dislike counts and one user's own reaction. */
export interface ReactionCounts {
  likes: number;
  dislikes: number;
  myReaction: ReactionKind | null;
}

/**
 * The per-thing totals of every thing in a scope (the comments of a question, the replies of a
 * post), as a subquery `totals` with `targetId`, `likes`, `dislikes` and `mine` (`viewerId`'s
 * reaction): one grouped pass over the scope's reactions (primary-key index), joined to the
 * things' table. Left-join it on `totals.targetId` and read it through `totalsOf`.
 */
export function reactionTotals(
  db: Queryable,
  r: ReactionTable,
  things: { table: PgTable; id: AnyPgColumn; scope: AnyPgColumn },
  scopeId: number,
  viewerId: number,
) {
  return db
    .select({
      targetId: sql<number>`${r.target}`.as('target_id'),
      likes: likeCount(r).as('like_count'),
      dislikes: dislikeCount(r).as('dislike_count'),
      mine: reactionOf(r, viewerId).as('my_reaction'),
    })
    .from(r.table)
    .innerJoin(things.table, eq(things.id, r.target))
    .where(eq(things.scope, scopeId))
    .groupBy(r.target)
    .as('totals');
}

/** The selected columns of `reactionTotals`'s subquery: counts (0 for a thing without reactions) and the viewer's reaction. */
export function totalsOf(totals: ReturnType<typeof reactionTotals>) {
  return {
    likes: sql<number>`coalesce(${totals.likes}, 0)`.mapWith(Number),
    dislikes: sql<number>`coalesce(${totals.dislikes}, 0)`.mapWith(Number),
    myReaction: totals.mine,
  };
}

/** The thing's counts and `userId`'s own reaction. */
export async function reactionCounts(db: Queryable, r: ReactionTable, targetId: number, userId: number): Promise<ReactionCounts> {
  const [counts] = await db
    .select({ likes: likeCount(r), dislikes: dislikeCount(r), myReaction: reactionOf(r, userId) })
    .from(r.table)
    .where(eq(r.target, targetId));
  return counts!; // an aggregate without GROUP BY always yields one row
}

/** Inserts or replaces the user's reaction; its time changes only when its kind does. */
function upsert(tx: Queryable, r: ReactionTable, targetId: number, userId: number, kind: ReactionKind) {
  return tx.execute(
    sql`insert into ${r.table} (${sql.identifier(r.target.name)}, ${sql.identifier(r.user.name)}, ${sql.identifier(r.kind.name)})
        values (${targetId}, ${userId}, ${kind})
        on conflict (${sql.identifier(r.target.name)}, ${sql.identifier(r.user.name)}) do update set ${sql.identifier(r.kind.name)} = excluded.${sql.identifier(r.kind.name)},
          ${sql.identifier(r.at.name)} = case when ${r.table}.${sql.identifier(r.kind.name)} = excluded.${sql.identifier(r.kind.name)} then ${r.table}.${sql.identifier(r.at.name)} else now() end`,
  );
}

/** Deletes the user's reaction when it is `kind`; answers whether there was one. */
async function remove(tx: Queryable, r: ReactionTable, targetId: number, userId: number, kind: ReactionKind): Promise<boolean> {
  const removed = await tx
    .delete(r.table)
    .where(and(eq(r.target, targetId), eq(r.user, userId), eq(r.kind, kind)))
    .returning({ kind: r.kind });
  return removed.length > 0;
}

/**
 * Applies `action` to `userId`'s reaction on `targetId` (rule above). First takes a
 * transaction-scoped advisory lock on (table, target, user), so concurrent clicks of one user
 * apply one after the other, as if serial: the toggle's read-then-write cannot interleave, even
 * when no row exists yet to lock. Must run inside the caller's transaction.
 */
export async function applyReaction(tx: Transaction, r: ReactionTable, targetId: number, userId: number, action: ReactionAction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${getTableName(r.table)}:${targetId}:${userId}`}, 0))`);
  if (action === 'like') await upsert(tx, r, targetId, userId, 'like');
  else if (action === 'unlike') await remove(tx, r, targetId, userId, 'like');
  else if (!(await remove(tx, r, targetId, userId, 'dislike'))) await upsert(tx, r, targetId, userId, 'dislike');
}
