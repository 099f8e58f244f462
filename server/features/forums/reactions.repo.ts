/**
 * Reactions on posts and on replies: one row per (post|reply, user), 'like' or 'dislike', never
 * both. The like / unlike / dislike rule is shared by both tables.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client.ts';
import { postReactions, replyReactions } from '../../db/schema/index.ts';

export type ReactionAction = 'like' | 'unlike' | 'dislike';
type Kind = 'like' | 'dislike';

/** The writes of one reaction table, keyed by the reacted-to id and the user. */
export interface ReactionTable {
  /** Names the advisory lock. */
  name: string;
  upsert(tx: Queryable, targetId: number, userId: number, kind: Kind): Promise<unknown>;
  /** Deletes the user's reaction when it is `kind`; answers whether there was one. */
  remove(tx: Queryable, targetId: number, userId: number, kind: Kind): Promise<boolean>;
}

/** post_reactions, keyed by post id. */
export const postReactionTable: ReactionTable = {
  name: 'post_reactions',
  upsert: (tx, postId, userId, kind) =>
    tx.insert(postReactions).values({ postId, userId, kind }).onConflictDoUpdate({ target: [postReactions.postId, postReactions.userId], set: { kind } }),
  remove: async (tx, postId, userId, kind) => {
    const removed = await tx
      .delete(postReactions)
      .where(and(eq(postReactions.postId, postId), eq(postReactions.userId, userId), eq(postReactions.kind, kind)))
      .returning({ kind: postReactions.kind });
    return removed.length > 0;
  },
};

/** reply_reactions, keyed by reply id. */
export const replyReactionTable: ReactionTable = {
  name: 'reply_reactions',
  upsert: (tx, replyId, userId, kind) =>
    tx.insert(replyReactions).values({ replyId, userId, kind }).onConflictDoUpdate({ target: [replyReactions.replyId, replyReactions.userId], set: { kind } }),
  remove: async (tx, replyId, userId, kind) => {
    const removed = await tx
      .delete(replyReactions)
      .where(and(eq(replyReactions.replyId, replyId), eq(replyReactions.userId, userId), eq(replyReactions.kind, kind)))
      .returning({ kind: replyReactions.kind });
    return removed.length > 0;
  },
};

/**
 * Applies `action` to `userId`'s reaction on `targetId` in `table`. like: upsert 'like' (replacing a
 * dislike); unlike: delete a 'like'; dislike: delete a 'dislike', else upsert 'dislike' (a toggle).
 * First takes a transaction-scoped advisory lock on (table, target, user), so concurrent clicks
 * of one user apply one after the other, as if serial: the toggle's read-then-write cannot
 * interleave, even when no row exists yet to lock. Must run inside the caller's transaction.
 */
export async function applyReaction(tx: Transaction, table: ReactionTable, targetId: number, userId: number, action: ReactionAction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${table.name}:${targetId}:${userId}`}, 0))`);
  if (action === 'like') await table.upsert(tx, targetId, userId, 'like');
  else if (action === 'unlike') await table.remove(tx, targetId, userId, 'like');
  else if (!(await table.remove(tx, targetId, userId, 'dislike'))) await table.upsert(tx, targetId, userId, 'dislike');
}
