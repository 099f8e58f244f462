/**
 * socket.io events of forum changes (docs/contract.md section 6), recorded as effects of the
 * change's transaction (server/effects) and so sent after its commit. Rooms: `post:<id>` for a
 * post's page, `forum:<id>` for a forum's post list.
 */
import type { ForumPost, ForumReply, PostReactions, ReplyReactions } from '@common/api/forums.ts';
import type { PostAcceptedEvent, PostCreatedEvent } from '@common/events.ts';
import type { Effects } from '../../effects/effects.ts';
import { rooms } from '../../plugins/realtime.ts';

/** `post:created` to the forum's room. */
export function postCreated(effects: Effects, event: PostCreatedEvent): void {
  effects.emit(rooms.forum(event.forumId), 'post:created', event);
}

/** `post:deleted` to the post's room and its forum's room (once to a socket in both). */
export function postDeleted(effects: Effects, postId: number, forumId: number): void {
  effects.emit([rooms.post(postId), rooms.forum(forumId)], 'post:deleted', { postId });
}

/** `post:deleted` to the room of each post of a deleted forum. */
export function forumDeleted(effects: Effects, postIds: readonly number[]): void {
  for (const postId of postIds) effects.emit(rooms.post(postId), 'post:deleted', { postId });
}

/** `reply:created` to the post's room; `reply` must be the public view (no author mobile or email). */
export function replyCreated(effects: Effects, reply: ForumReply): void {
  effects.emit(rooms.post(reply.postId), 'reply:created', { postId: reply.postId, reply });
}

/** `reply:deleted` to the post's room. */
export function replyDeleted(effects: Effects, event: { postId: number; replyId: number }): void {
  effects.emit(rooms.post(event.postId), 'reply:deleted', event);
}

/** `post:reactions` to the post's room. */
export function postReactionsChanged(effects: Effects, reactions: PostReactions): void {
  effects.emit(rooms.post(reactions.postId), 'post:reactions', reactions);
}

/** `reply:reactions` (counts only, no one's own reaction) to the room of the reply's post. */
export function replyReactionsChanged(effects: Effects, postId: number, { replyId, likeCount, dislikeCount }: ReplyReactions): void {
  effects.emit(rooms.post(postId), 'reply:reactions', { replyId, likeCount, dislikeCount });
}

/** `post:updated` (new title, text and edit time) to the post's room and its forum's room. */
export function postUpdated(effects: Effects, post: ForumPost): void {
  effects.emit([rooms.post(post.id), rooms.forum(post.forumId)], 'post:updated', {
    postId: post.id,
    forumId: post.forumId,
    title: post.title,
    content: post.content,
    editedAt: post.editedAt ?? post.updatedAt,
  });
}

/** `reply:updated` (new text and edit time) to the room of the reply's post. */
export function replyUpdated(effects: Effects, reply: ForumReply): void {
  effects.emit(rooms.post(reply.postId), 'reply:updated', { postId: reply.postId, replyId: reply.id, content: reply.content, editedAt: reply.editedAt ?? reply.updatedAt });
}

/** `post:accepted` (the post's accepted reply, or null) to the post's room and its forum's room (its Solved badge and the Unsolved filter). */
export function postAccepted(effects: Effects, event: PostAcceptedEvent): void {
  effects.emit([rooms.post(event.postId), rooms.forum(event.forumId)], 'post:accepted', event);
}
