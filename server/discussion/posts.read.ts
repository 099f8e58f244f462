/**
 * Reading forum posts as lists show them, for every feature that lists posts (forums, bookmarks):
 * each with its author, who liked and disliked it, its reply count and whether the viewer saved it,
 * and the API's ForumPostWrapper made from such a row.
 */
import { eq, sql } from 'drizzle-orm';
import type { DiscussionAuthor } from '@common/api/accounts.ts';
import type { ForumPost, ForumPostWrapper } from '@common/api/forums.ts';
import type { Queryable } from '../db/client.ts';
import { bookmarks, forumPosts, forumReplies, postReactions, users } from '../db/schema/index.ts';
import { authorColumns } from './authors.ts';
import { watchLevelSql } from './watches.ts';

export type PostRow = typeof forumPosts.$inferSelect;

/** The ids of the users with a `kind` reaction on the post of the outer query, ascending (primary-key index). */
const reactors = (kind: 'like' | 'dislike') =>
  sql<number[]>`coalesce((select array_agg(${postReactions.userId} order by ${postReactions.userId}) from ${postReactions} where ${postReactions.postId} = ${forumPosts.id} and ${postReactions.kind} = ${kind}), '{}'::int[])`;

/** Replies that are not deleted placeholders (forum_replies_post_idx). */
const replyCount = () =>
  sql<number>`(select count(*) from ${forumReplies} where ${forumReplies.postId} = ${forumPosts.id} and ${forumReplies.deletedAt} is null)`.mapWith(Number);

/** Whether `viewerId` saved the post of the outer query (one probe of bookmarks_user_post_key). */
export const postBookmarkedSql = (viewerId: number) =>
  sql<boolean>`exists (select 1 from ${bookmarks} b where b.user_id = ${viewerId} and b.post_id = ${forumPosts.id})`;

/**
 * Posts with their author, reactions, reply count, `bookmarked` and `watchLevel` (of `viewerId`); callers add
 * joins, `where`, order and limits. The join makes Drizzle qualify column names, which the
 * correlated subqueries rely on.
 */
export function selectListedPosts(db: Queryable, viewerId: number) {
  return db
    .select({
      post: forumPosts,
      author: authorColumns,
      likedBy: reactors('like'),
      dislikedBy: reactors('dislike'),
      replyCount: replyCount(),
      bookmarked: postBookmarkedSql(viewerId),
      watchLevel: watchLevelSql(viewerId),
    })
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.authorId));
}

export type ListedPostRow = Awaited<ReturnType<typeof selectListedPosts>>[number];

/** The author record of a post (no other fields than the shape's). */
function toAuthor(author: DiscussionAuthor): DiscussionAuthor {
  return { id: author.id, name: author.name, username: author.username, userType: author.userType, reputation: author.reputation };
}

/** A ForumPost from its row (with its accepted reply) and its reactions and reply count. */
export function toPost(row: PostRow, extra: Pick<ForumPost, 'likedBy' | 'dislikedBy' | 'replyCount'>): ForumPost {
  return {
    id: row.id,
    forumId: row.forumId,
    title: row.title,
    content: row.content,
    authorId: row.authorId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    likedBy: extra.likedBy,
    dislikedBy: extra.dislikedBy,
    replyCount: extra.replyCount,
    acceptedReplyId: row.acceptedReplyId,
    solved: row.acceptedReplyId !== null,
  };
}

/** The post wrapper of a listed post row (the viewer's `bookmarked` and `watchLevel`), with `replies` (empty in lists). */
export function toPostWrapper(row: ListedPostRow, replies: ForumPostWrapper['replies'] = []): ForumPostWrapper {
  return { post: toPost(row.post, row), author: toAuthor(row.author), bookmarked: row.bookmarked, watchLevel: row.watchLevel, replies };
}
