/**
 * A post's live events applied to the post on the page (the `ForumPostWrapper` TanStack Query keeps
 * under `forumKeys.post(id)`), instead of fetching the whole thread again: a `reply:created` event
 * already carries the reply, an edit its new text, a reaction its counts (docs/contract.md section
 * 6; issue "A community that answers": on mobile data a 200-reply thread cost the whole thread per
 * reply per reader). Each function answers a new wrapper (the input is not changed) or the same one
 * when the event changes nothing (a reply already shown, an id not found).
 */
import type { ForumPostWrapper, ForumReply, PostReactions, ReplyReactions } from '@common/api/forums.ts';
import type { PostUpdatedEvent, ReplyUpdatedEvent } from '@common/events.ts';
import { updateInThread } from '../../../lib/reactions.ts';

/** Whether `replyId` is somewhere in `replies` (any depth). */
function contains(replies: readonly ForumReply[], replyId: number): boolean {
  return replies.some((reply) => reply.id === replyId || contains(reply.replies, replyId));
}

/**
 * Adds `reply` where it belongs: at the end of the post's replies, or of its parent's (replies are
 * oldest first at every level), and counts it. A reply already shown (the author's own, added when
 * the server answered) or whose parent is not on the page changes nothing: the caller refetches
 * in that second case (`needsRefetch`).
 */
export function withReplyCreated(wrapper: ForumPostWrapper, reply: ForumReply): ForumPostWrapper {
  if (contains(wrapper.replies, reply.id)) return wrapper;
  const added = { ...reply, replies: reply.replies ?? [] };
  const replies =
    reply.parentReplyId === null ? [...wrapper.replies, added] : updateInThread(wrapper.replies, reply.parentReplyId, (parent) => ({ ...parent, replies: [...parent.replies, added] }));
  if (replies === wrapper.replies) return wrapper;
  return { ...wrapper, post: { ...wrapper.post, replyCount: wrapper.post.replyCount + 1 }, replies };
}

/** Whether `reply` could not be placed on this page (its parent is not there): only a fetch of the post shows it. */
export function needsRefetch(wrapper: ForumPostWrapper, reply: ForumReply): boolean {
  return !contains(wrapper.replies, reply.id) && reply.parentReplyId !== null && !contains(wrapper.replies, reply.parentReplyId);
}

/** An author's edit of a reply: its new text and edit time. */
export function withReplyUpdated(wrapper: ForumPostWrapper, event: ReplyUpdatedEvent): ForumPostWrapper {
  const replies = updateInThread(wrapper.replies, event.replyId, (reply) => ({ ...reply, content: event.content, editedAt: event.editedAt }));
  return replies === wrapper.replies ? wrapper : { ...wrapper, replies };
}

/** An author's edit of the post: its new title, text and edit time. */
export function withPostUpdated(wrapper: ForumPostWrapper, event: PostUpdatedEvent): ForumPostWrapper {
  return { ...wrapper, post: { ...wrapper.post, title: event.title, content: event.content, editedAt: event.editedAt } };
}

/** The post's likes and dislikes after a change. */
export function withPostReactions(wrapper: ForumPostWrapper, event: PostReactions): ForumPostWrapper {
  return { ...wrapper, post: { ...wrapper.post, likedBy: event.likedBy, dislikedBy: event.dislikedBy } };
}

/** A reply's counts after a change; the reader's own reaction is kept unless the answer carries it (their own click). */
export function withReplyReactions(wrapper: ForumPostWrapper, event: ReplyReactions): ForumPostWrapper {
  const replies = updateInThread(wrapper.replies, event.replyId, (reply) => ({
    ...reply,
    likeCount: event.likeCount,
    dislikeCount: event.dislikeCount,
    myReaction: event.myReaction === undefined ? reply.myReaction : event.myReaction,
  }));
  return replies === wrapper.replies ? wrapper : { ...wrapper, replies };
}
