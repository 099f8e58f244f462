/**
 * A question's comments as one thread (lib/thread.ts): the `Comment[]` TanStack Query keeps under
 * `commentKeys.thread(questionId)` is the list of top-level comments itself, and a comment keeps
 * its parent in `parentId`, its text in `text` and its counts in `likes` / `dislikes`. The cached
 * thread keeps the server's order (top level oldest first, replies oldest first at every level);
 * the accepted best explanation is pinned first only when shown (`acceptedFirst`), so a new
 * comment goes at the end of its level and the pinning still applies.
 */
import type { Comment } from '@common/api/comments.ts';
import { withEveryEntry, type ThreadAccess } from '../../../lib/thread.ts';

/** Where comments keep their thread's fields. */
export const commentThread: ThreadAccess<Comment[], Comment> = {
  entries: (thread) => thread,
  withEntries: (_thread, entries) => entries,
  parentOf: (comment) => comment.parentId,
  withText: (comment, text, editedAt) => ({ ...comment, text, editedAt }),
  reactionsOf: ({ likes, dislikes, myReaction }) => ({ likes, dislikes, myReaction }),
  withReactions: (comment, { likes, dislikes, myReaction }) => ({ ...comment, likes, dislikes, myReaction }),
};

/**
 * Comment `id` accepted (or, with `accepted` false, no longer): a question has one best
 * explanation, so accepting one unmarks any other. The same thread when nothing changes.
 */
export function withCommentAccepted(thread: Comment[], change: { id: number; accepted: boolean }): Comment[] {
  return withEveryEntry(commentThread, thread, (comment) => {
    const accepted = comment.id === change.id ? change.accepted : comment.accepted && !change.accepted;
    return accepted === comment.accepted ? comment : { ...comment, accepted };
  });
}
