/** Queries on forum posts: each listed with its author, who liked and disliked it, its reply count and `bookmarked` (server/discussion/posts.read.ts). */
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { selectListedPosts, type ListedPostRow, type PostRow } from '../../discussion/posts.read.ts';
import type { PageQuery } from '@common/api/http.ts';
import type { Queryable } from '../../db/client.ts';
import { forumPosts, postReactions } from '../../db/schema/index.ts';

export type { ListedPostRow, PostRow } from '../../discussion/posts.read.ts';

/** The forum's posts, all of them or only the solved (true) or unsolved (false) ones. */
const ofForum = (forumId: number, solved: boolean | undefined) =>
  and(eq(forumPosts.forumId, forumId), solved === undefined ? undefined : solved ? isNotNull(forumPosts.acceptedReplyId) : isNull(forumPosts.acceptedReplyId));

/**
 * A page of the forum's posts (`bookmarked` by `viewerId`), newest first (ties by id), one query
 * (forum_posts_forum_created_idx); `page.solved` keeps only the solved or unsolved ones.
 */
export function listPostsOfForum(db: Queryable, forumId: number, viewerId: number, page: PageQuery & { solved?: boolean | undefined }): Promise<ListedPostRow[]> {
  return selectListedPosts(db, viewerId)
    .where(ofForum(forumId, page.solved))
    .orderBy(desc(forumPosts.createdAt), desc(forumPosts.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many posts the forum has (only solved or unsolved ones with `solved` set). */
export async function countPostsOfForum(db: Queryable, forumId: number, solved?: boolean): Promise<number> {
  const [row] = await db.select({ n: count() }).from(forumPosts).where(ofForum(forumId, solved));
  return row?.n ?? 0;
}

/** The post with its author, reactions, reply count and whether `viewerId` saved it, or undefined. */
export async function findListedPost(db: Queryable, id: number, viewerId: number): Promise<ListedPostRow | undefined> {
  const [row] = await selectListedPosts(db, viewerId).where(eq(forumPosts.id, id)).limit(1);
  return row;
}

/** The ids of the forum's posts. */
export async function postIdsOfForum(db: Queryable, forumId: number): Promise<number[]> {
  const rows = await db.select({ id: forumPosts.id }).from(forumPosts).where(eq(forumPosts.forumId, forumId));
  return rows.map((row) => row.id);
}

/**
 * The post with this id, locked until the transaction ends, or undefined. 'key share' keeps it
 * from being deleted (while a reply or reaction is added); 'no key update' is taken to change its
 * accepted reply (replies may still be added); 'update' is taken to delete it.
 */
export async function lockPost(tx: Queryable, id: number, mode: 'key share' | 'no key update' | 'update'): Promise<PostRow | undefined> {
  const [row] = await tx.select().from(forumPosts).where(eq(forumPosts.id, id)).for(mode);
  return row;
}

/** Inserts a post and returns the stored row. */
export async function insertPost(db: Queryable, row: { forumId: number; authorId: number; title: string; content: string }): Promise<PostRow> {
  const [inserted] = await db.insert(forumPosts).values(row).returning();
  return inserted!;
}

/** Deletes the post; the foreign keys cascade to its replies and every reaction on them. */
export async function deletePost(tx: Queryable, id: number): Promise<void> {
  await tx.delete(forumPosts).where(eq(forumPosts.id, id));
}

/** Who liked and who disliked the post, user ids ascending. */
export async function reactorsOfPost(db: Queryable, postId: number): Promise<{ likedBy: number[]; dislikedBy: number[] }> {
  const rows = await db
    .select({ userId: postReactions.userId, kind: postReactions.kind })
    .from(postReactions)
    .where(eq(postReactions.postId, postId))
    .orderBy(postReactions.userId);
  return {
    likedBy: rows.filter((row) => row.kind === 'like').map((row) => row.userId),
    dislikedBy: rows.filter((row) => row.kind === 'dislike').map((row) => row.userId),
  };
}

/** Sets the post's title and text, marks it edited now; returns the stored row. */
export async function updatePost(tx: Queryable, id: number, change: { title: string; content: string }): Promise<PostRow> {
  const [row] = await tx
    .update(forumPosts)
    .set({ ...change, editedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(forumPosts.id, id))
    .returning();
  return row!;
}
