/**
 * A post's replies as one thread (lib/thread.ts): the `ForumPostWrapper` TanStack Query keeps
 * under `forumKeys.post(id)` holds them in `replies` (and counts them in `post.replyCount`), and a
 * reply keeps its parent in `parentReplyId`, its text in `content` and its counts in `likeCount` /
 * `dislikeCount`. The post's own changes (an edit, its reactions, the accepted answer) are here too.
 */
import type { ForumPostWrapper, ForumReply, PostReactions } from '@common/api/forums.ts';
import type { PostUpdatedEvent } from '@common/events.ts';
import type { ThreadAccess } from '../../../lib/thread.ts';

/** Where a post keeps its replies and a reply its fields; a new reply is counted in `replyCount`. */
export const replyThread: ThreadAccess<ForumPostWrapper, ForumReply> = {
  entries: (wrapper) => wrapper.replies,
  withEntries: (wrapper, replies, added) => ({ ...wrapper, replies, post: added ? { ...wrapper.post, replyCount: wrapper.post.replyCount + added } : wrapper.post }),
  parentOf: (reply) => reply.parentReplyId,
  withText: (reply, content, editedAt) => ({ ...reply, content, editedAt }),
  reactionsOf: (reply) => ({ likes: reply.likeCount, dislikes: reply.dislikeCount, myReaction: reply.myReaction }),
  withReactions: (reply, { likes, dislikes, myReaction }) => ({ ...reply, likeCount: likes, dislikeCount: dislikes, myReaction }),
};

/** An author's edit of the post: its new title, text and edit time. */
export function withPostUpdated(wrapper: ForumPostWrapper, event: PostUpdatedEvent): ForumPostWrapper {
  return { ...wrapper, post: { ...wrapper.post, title: event.title, content: event.content, editedAt: event.editedAt } };
}

/** The post's likes and dislikes after a change. */
export function withPostReactions(wrapper: ForumPostWrapper, event: PostReactions): ForumPostWrapper {
  return { ...wrapper, post: { ...wrapper.post, likedBy: event.likedBy, dislikedBy: event.dislikedBy } };
}

/** The post's accepted answer after a change (null: none); the post is solved while one is accepted. */
export function withPostAccepted(wrapper: ForumPostWrapper, acceptedReplyId: number | null): ForumPostWrapper {
  if (wrapper.post.acceptedReplyId === acceptedReplyId) return wrapper;
  return { ...wrapper, post: { ...wrapper.post, acceptedReplyId, solved: acceptedReplyId !== null } };
}
