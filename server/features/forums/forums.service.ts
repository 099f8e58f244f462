/**
 * Forums (spec section 2 "Forums"; docs/contract.md section 5): listing and creating
 * forums, listing a forum's posts, and an admin's deletion of a forum with everything in it.
 * Any logged-in user may read and create; callers check the session (and the admin role for deletion).
 */
import type { Forum, ForumPostWrapper, PostListQuery } from '@common/api/forums.ts';
import type { PageQuery } from '@common/api/http.ts';
import { messages } from '@common/messages.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { UserRow } from '../../identity/users.ts';
import * as forumsRepo from './forums.repo.ts';
import { toForum, toPostWrapper } from './forums.json.ts';
import * as postsRepo from './posts.repo.ts';
import { inTransaction } from '../../effects/commit.ts';
import { forumDeleted } from './forums.events.ts';

/** A page of forums, oldest first, each with its `postCount`; `total` counts every forum. */
export async function listForums(db: Queryable, page: PageQuery): Promise<{ forums: Forum[]; total: number }> {
  const [rows, total] = await Promise.all([forumsRepo.listForums(db, page), forumsRepo.countForums(db)]);
  return { forums: rows.map((row) => toForum(row.forum, row.postCount)), total };
}

/** Creates a forum (`title` and `description` already trimmed and non-empty) by `creator`. */
export async function createForum(db: Queryable, creator: UserRow, input: { title: string; description: string }): Promise<Forum> {
  const row = await forumsRepo.insertForum(db, { title: input.title, description: input.description, createdBy: creator.id });
  return toForum(row, 0);
}

/**
 * A page of the forum's posts, newest first, as post wrappers with empty `replies` (`bookmarked`
 * and `watchLevel` of `viewerId`); with `query.solved` set, only the solved (true) or unsolved
 * (false) ones. `total` counts every post of the forum that the filter keeps.
 * @throws AppError 404 "Forum not found"
 */
export async function listPostsOfForum(db: Queryable, forumId: number, viewerId: number, query: PostListQuery): Promise<{ posts: ForumPostWrapper[]; total: number }> {
  const [forum, rows, total] = await Promise.all([
    forumsRepo.findForum(db, forumId),
    postsRepo.listPostsOfForum(db, forumId, viewerId, query),
    postsRepo.countPostsOfForum(db, forumId, query.solved),
  ]);
  if (!forum) throw notFound(messages.forum.forumNotFound);
  return { posts: rows.map((row) => toPostWrapper(row)), total };
}

/**
 * Deletes the forum, its posts, their replies and every reaction on them, in one transaction
 * (the foreign keys cascade). The forum row is locked first, so no post can be added meanwhile.
 * After the commit, `post:deleted` goes to the room of each deleted post. Answers their ids.
 * @throws AppError 404 "Forum not found"
 */
export function deleteForum(db: Database, forumId: number): Promise<{ forumId: number; postIds: number[] }> {
  return inTransaction(db, async (tx, effects) => {
    if (!(await forumsRepo.lockForum(tx, forumId, 'update'))) throw notFound(messages.forum.forumNotFound);
    const postIds = await postsRepo.postIdsOfForum(tx, forumId);
    await forumsRepo.deleteForum(tx, forumId);
    forumDeleted(effects, postIds);
    return { forumId, postIds };
  });
}
