/**
 * Bookmarks (docs/contract.md section 7.4): a logged-in user saves questions they may see and any
 * forum post, removes them, and lists them newest first. Saving and removing are idempotent.
 */
import type { Bookmark, BookmarksQuery } from '@common/api/bookmarks.ts';
import { messages } from '@common/messages.ts';
import { isAdmin } from '@common/policies.ts';
import type { Queryable } from '../../db/client.ts';
import { sqlState } from '../../db/errors.ts';
import { toPostWrapper } from '../../discussion/posts.read.ts';
import { notFound } from '../../errors.ts';
import type { UserRow } from '../../identity/users.ts';
import { findVisibleQuestion } from '../../policies/questions.ts';
import * as repo from './bookmarks.repo.ts';

/** Checks the item exists and `user` may see it. @throws AppError 404 "Question not found." / "Post not found" */
async function requireTarget(db: Queryable, user: UserRow, target: repo.BookmarkTarget): Promise<void> {
  if (target.kind === 'question') {
    await findVisibleQuestion(db, target.questionId, user);
  } else if (!(await repo.postExists(db, target.postId))) {
    throw notFound(messages.notFound.post);
  }
}

/**
 * Saves the item for `user` (saving it again changes nothing, not even when it was saved).
 * @throws AppError 404 for an unknown post, or a question that is missing, deleted or hidden from `user`
 */
export async function saveBookmark(db: Queryable, user: UserRow, target: repo.BookmarkTarget): Promise<void> {
  await requireTarget(db, user, target);
  try {
    await repo.insertBookmark(db, user.id, target);
  } catch (error) {
    // The item was deleted between the check and the insert (foreign key violation).
    if (sqlState(error) === '23503') throw notFound(target.kind === 'question' ? messages.notFound.question : messages.notFound.post);
    throw error;
  }
}

/**
 * Removes `user`'s bookmark of the item. Removing a bookmark they hold always succeeds (even of a
 * question since hidden from them); with none, the item must exist and be visible, as for saving.
 * @throws AppError 404 when there was no bookmark and the item is unknown or hidden
 */
export async function removeBookmark(db: Queryable, user: UserRow, target: repo.BookmarkTarget): Promise<void> {
  if (await repo.deleteBookmark(db, user.id, target)) return;
  await requireTarget(db, user, target);
}

/**
 * A page of `user`'s bookmarks of one kind, newest first, with the saved items' list fields, and
 * the total. Questions the user may no longer see (deleted, unpublished) are left out of both.
 */
export async function listBookmarks(db: Queryable, user: UserRow, query: BookmarksQuery): Promise<{ items: Bookmark[]; total: number }> {
  const page = { limit: query.limit, offset: query.offset };
  if (query.kind === 'question') {
    const { items, total } = await repo.listQuestionBookmarks(db, { id: user.id, admin: isAdmin(user) }, page);
    return {
      items: items.map((row) => ({ kind: 'question', questionId: row.question.id, postId: null, createdAt: row.createdAt.toISOString(), question: row.question, post: null })),
      total,
    };
  }
  const { items, total } = await repo.listPostBookmarks(db, user.id, page);
  return {
    items: items.map((row) => ({ kind: 'post', questionId: null, postId: row.post.post.id, createdAt: row.createdAt.toISOString(), question: null, post: toPostWrapper(row.post) })),
    total,
  };
}
