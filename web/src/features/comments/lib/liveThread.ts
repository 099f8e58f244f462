/**
 * A question's live comment events applied to the thread on the page (the `Comment[]` TanStack
 * Query keeps under `commentKeys.thread(questionId)`), instead of fetching the whole thread again:
 * a `comment:created` event already carries the comment or reply, an edit its new text, a reaction
 * its counts (docs/contract.md section 6; issue "A community that answers": on mobile data a long
 * discussion cost the whole thread per comment per reader). Each function answers a new thread
 * (the input is not changed) or the same one when the event changes nothing (a comment already
 * shown, an id not found).
 *
 * The cached thread keeps the server's order (top level oldest first, replies oldest first at
 * every level); the accepted best explanation is pinned first only when it is shown
 * (`acceptedFirst`), so a new comment goes at the end of its level and the pinning still applies.
 */
import type { Comment } from '@common/api/comments.ts';
import type { CommentReactionsEvent, CommentUpdatedEvent } from '@common/events.ts';
import { updateInThread, type Reaction } from '../../../lib/reactions.ts';

/** Whether `commentId` is somewhere in `comments` (any depth). */
function contains(comments: readonly Comment[], commentId: number): boolean {
  return comments.some((comment) => comment.id === commentId || contains(comment.replies, commentId));
}

/**
 * Adds `comment` where it belongs: at the end of the top level, or of its parent's replies (a
 * reply to a reply nests under it). A comment already shown (the author's own, added when the
 * thread was fetched after posting) or whose parent is not on the page changes nothing: the
 * caller fetches the thread in that second case (`needsRefetch`).
 */
export function withCommentCreated(thread: Comment[], comment: Comment): Comment[] {
  if (contains(thread, comment.id)) return thread;
  const added = { ...comment, replies: comment.replies ?? [] };
  if (comment.parentId === null) return [...thread, added];
  return updateInThread(thread, comment.parentId, (parent) => ({ ...parent, replies: [...parent.replies, added] }));
}

/** Whether `comment` could not be placed on this page (it is a reply whose parent is not there): only a fetch of the thread shows it. */
export function needsRefetch(thread: readonly Comment[], comment: Comment): boolean {
  return !contains(thread, comment.id) && comment.parentId !== null && !contains(thread, comment.parentId);
}

/** An author's edit of a comment or reply: its new text and edit time (its reactions, replies and accepted mark stay). */
export function withCommentUpdated(thread: Comment[], event: Pick<CommentUpdatedEvent, 'id' | 'text' | 'editedAt'>): Comment[] {
  return updateInThread(thread, event.id, (comment) => ({ ...comment, text: event.text, editedAt: event.editedAt }));
}

/**
 * A comment's counts after a change. The room's event carries no one's own reaction, so the
 * reader's is kept; an answer that carries it (the reader's own click) sets it.
 */
export function withCommentReactions(thread: Comment[], event: Pick<CommentReactionsEvent, 'id' | 'likes' | 'dislikes'> & { myReaction?: Reaction | null }): Comment[] {
  return updateInThread(thread, event.id, (comment) => ({
    ...comment,
    likes: event.likes,
    dislikes: event.dislikes,
    myReaction: event.myReaction === undefined ? comment.myReaction : event.myReaction,
  }));
}
