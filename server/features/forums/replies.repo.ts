/** Queries on forum replies (nested through `parent_reply_id`; deleted placeholders keep `deleted_at`). */
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { forumPosts, forumReplies, replyReactions, users } from '../../db/schema/index.ts';
import { reactionTables, reactionTotals, totalsOf } from '../../discussion/reactions.ts';
import { threadOrder } from '../../discussion/thread.ts';
import { latestMentorStatusSql } from '../../identity/users.ts';

export type ReplyRow = typeof forumReplies.$inferSelect;

/**
 * Every reply of the post (placeholders included), oldest first (ties by id), each with its
 * author's user fields and latest mentor status, like and dislike counts and `viewerId`'s own
 * reaction. One query: the counts come from one grouped pass over the post's reactions
 * (primary-key index), joined to the replies (forum_replies_post_idx).
 */
export function findRepliesOfPost(db: Queryable, postId: number, viewerId: number) {
  const totals = reactionTotals(db, reactionTables.reply, { table: forumReplies, id: forumReplies.id, scope: forumReplies.postId }, postId, viewerId);
  return db
    .select({
      reply: forumReplies,
      user: {
        id: users.id,
        name: users.name,
        username: users.username,
        userType: users.userType,
        role: users.role,
        mobile: users.mobile,
        emailId: users.emailId,
        emailVerified: users.emailVerified,
        extraTimePercent: users.extraTimePercent,
        untimedPractice: users.untimedPractice,
        showOnLeaderboards: users.showOnLeaderboards,
        suspendedAt: users.suspendedAt,
      },
      mentorStatus: latestMentorStatusSql(users.id),
      ...totalsOf(totals),
    })
    .from(forumReplies)
    .innerJoin(users, eq(users.id, forumReplies.userId))
    .leftJoin(totals, eq(totals.targetId, forumReplies.id))
    .where(eq(forumReplies.postId, postId))
    .orderBy(...threadOrder(forumReplies.createdAt, forumReplies.id));
}

export type ListedReplyRow = Awaited<ReturnType<typeof findRepliesOfPost>>[number];

/**
 * The reply with this id, locked until the transaction ends, or undefined. 'share' keeps it from
 * being deleted or turned into a placeholder (while a reply or reaction is added to it); 'update'
 * is taken to delete it.
 */
export async function lockReply(tx: Queryable, id: number, mode: 'share' | 'update'): Promise<ReplyRow | undefined> {
  const [row] = await tx.select().from(forumReplies).where(eq(forumReplies.id, id)).for(mode);
  return row;
}

/** Inserts a reply and returns the stored row. */
export async function insertReply(db: Queryable, row: { postId: number; parentReplyId: number | null; userId: number; content: string }): Promise<ReplyRow> {
  const [inserted] = await db.insert(forumReplies).values(row).returning();
  return inserted!;
}

/** Sets the reply's text, marks it edited now and returns the stored row. */
export async function updateReplyContent(tx: Queryable, id: number, content: string): Promise<ReplyRow> {
  const [row] = await tx.update(forumReplies).set({ content, editedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(forumReplies.id, id)).returning();
  return row!;
}

/** Whether any reply (placeholder or not) answers this one (forum_replies_parent_idx). */
export async function hasChildren(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db.select({ id: forumReplies.id }).from(forumReplies).where(eq(forumReplies.parentReplyId, id)).limit(1);
  return row !== undefined;
}

/** Deletes the reply (its reactions cascade). */
export async function deleteReply(tx: Queryable, id: number): Promise<void> {
  await tx.delete(forumReplies).where(eq(forumReplies.id, id));
}

/**
 * Turns the reply into a deleted placeholder: its text and reactions are removed, its place in the
 * thread kept; a post that had accepted it has no accepted reply any more.
 */
export async function makePlaceholder(tx: Queryable, id: number): Promise<void> {
  await tx.update(forumReplies).set({ content: '', deletedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(forumReplies.id, id));
  await tx.delete(replyReactions).where(eq(replyReactions.replyId, id));
  await tx.update(forumPosts).set({ acceptedReplyId: null, acceptedBy: null, acceptedAt: null }).where(eq(forumPosts.acceptedReplyId, id));
}
