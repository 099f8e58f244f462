/**
 * Forum posts: reading one with its nested replies, creating, deleting (author or admin) and
 * reacting (like / unlike / dislike). Any logged-in user may read and write; callers check the session.
 */
import { requireAuthor, requireAuthorOrAdmin } from '../../policies/access.ts';
import type { ForumPostWrapper, PostReactions } from '@common/api/forums.ts';
import { messages } from '@common/messages.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { findAuthor } from '../../discussion/authors.ts';
import { replyEntries } from '../../discussion/entries.ts';
import { listEntries } from '../../discussion/entries.read.ts';
import { applyReaction, reactionTables, type ReactionAction } from '../../discussion/reactions.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { UserRow } from '../../identity/users.ts';
import { createNotifications } from '../../notifications/create.ts';
import * as forumsRepo from './forums.repo.ts';
import { toPost, toPostWrapper } from './forums.json.ts';
import * as postsRepo from './posts.repo.ts';
import { replyTree } from './replies.tree.ts';
import { afterCommit, inTransaction } from '../../effects/commit.ts';
import { Effects } from '../../effects/effects.ts';
import { postCreated, postDeleted, postReactionsChanged, postUpdated } from './forums.events.ts';

/** The text of createPostSchema's forumId rule (common/api/forums.ts), for a well-formed id of no forum. */
const validForumRequired = 'A valid forum is required';

/**
 * The post wrapper with every reply nested (oldest first at every level; placeholders for deleted
 * replies that have replies), counts, `myReaction` and `bookmarked` from `viewer`'s point of view. Two queries.
 * @throws AppError 404 "Post not found"
 */
export async function getPost(db: Queryable, postId: number, viewer: UserRow): Promise<ForumPostWrapper> {
  const [post, replies] = await Promise.all([postsRepo.findListedPost(db, postId, viewer.id), listEntries(db, replyEntries, postId, viewer.id)]);
  if (!post) throw notFound(messages.notFound.post);
  return toPostWrapper(post, replyTree(replies, viewer));
}

/**
 * Creates a post (`title` and `content` already trimmed and non-empty) in the forum `forumId`,
 * which is locked against deletion until the post is stored. Answers its wrapper (no replies); the
 * `mention` notifications are made in the same transaction, and after the commit they and
 * `post:created` (to the forum's room) go out live.
 * @throws AppError 400 "A valid forum is required" when the forum does not exist
 */
export function createPost(db: Database, author: UserRow, input: { title: string; content: string; forumId: number }): Promise<ForumPostWrapper> {
  return inTransaction(db, async (tx, effects) => {
    if (!(await forumsRepo.lockForum(tx, input.forumId, 'key share'))) throw badRequest(validForumRequired);
    const row = await postsRepo.insertPost(tx, { forumId: input.forumId, authorId: author.id, title: input.title, content: input.content });
    const notificationIds = await createNotifications(tx, {
      actorId: author.id,
      place: { forumId: row.forumId, postId: row.id },
      text: `${input.title}: ${input.content}`,
      direct: [],
      mentionsIn: `${input.title}\n${input.content}`,
    });
    const wrapper: ForumPostWrapper = { post: toPost(row, { likedBy: [], dislikedBy: [], replyCount: 0 }), author: (await findAuthor(tx, author.id))!, bookmarked: false, watchLevel: 'normal', replies: [] };
    postCreated(effects, { forumId: wrapper.post.forumId, post: wrapper.post, author: wrapper.author });
    effects.notify(notificationIds);
    return wrapper;
  });
}

/**
 * Replaces the post's title and text (already trimmed and non-empty) when `user` wrote it, and
 * marks it edited. Answers the post wrapper (no replies) as everyone sees it; then `post:updated`
 * goes to the post's and the forum's rooms.
 * @throws AppError 404 "Post not found"; 403 "Only the author can edit this" (admins too; nothing changes)
 */
export async function editPost(db: Database, user: UserRow, postId: number, change: { title: string; content: string }): Promise<ForumPostWrapper> {
  await db.transaction(async (tx) => {
    const post = await postsRepo.lockPost(tx, postId, 'update');
    if (!post) throw notFound(messages.notFound.post);
    requireAuthor(user, post.authorId);
    await postsRepo.updatePost(tx, postId, change);
  });
  const listed = await postsRepo.findListedPost(db, postId, user.id);
  if (!listed) throw notFound(messages.notFound.post);
  const wrapper = toPostWrapper(listed);
  const effects = new Effects();
  postUpdated(effects, wrapper.post);
  await afterCommit(db, effects);
  return wrapper;
}

/**
 * Deletes the post with its replies and every reaction on them (foreign keys cascade), when `user`
 * is its author or an admin; then `post:deleted` goes to the post's and the forum's rooms. Answers the post's id and forum.
 * @throws AppError 404 "Post not found"; 403 "Only the author can delete this" (nothing changes)
 */
export function deletePost(db: Database, user: UserRow, postId: number): Promise<{ postId: number; forumId: number }> {
  return inTransaction(db, async (tx, effects) => {
    const post = await postsRepo.lockPost(tx, postId, 'update');
    if (!post) throw notFound(messages.notFound.post);
    requireAuthorOrAdmin(user, post.authorId);
    await postsRepo.deletePost(tx, postId);
    postDeleted(effects, postId, post.forumId);
    return { postId, forumId: post.forumId };
  });
}

/**
 * like / unlike / dislike (a toggle) of the post by `user`; like and dislike exclude each other,
 * and concurrent requests of one user apply one after the other. Answers who likes and dislikes
 * the post after the change (user ids ascending), also sent to the post's room after the commit
 * (`post:reactions`).
 * @throws AppError 404 "Post not found"
 */
export function reactToPost(db: Database, user: UserRow, postId: number, action: ReactionAction): Promise<PostReactions> {
  return inTransaction(db, async (tx, effects) => {
    if (!(await postsRepo.lockPost(tx, postId, 'key share'))) throw notFound(messages.notFound.post);
    await applyReaction(tx, reactionTables.post, postId, user.id, action);
    const reactions = { postId, ...(await postsRepo.reactorsOfPost(tx, postId)) };
    postReactionsChanged(effects, reactions);
    return reactions;
  });
}
