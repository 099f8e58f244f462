/**
 * socket.io announcements of forum changes (docs/contract.md section 6), made by the routes once the
 * change is committed. Rooms: `post:<id>` for a post's page, `forum:<id>` for a forum's post list.
 */
import type { ForumPost, ForumReply, PostReactions, ReplyReactions } from '@common/api/forums.ts';
import type { PostAcceptedEvent, PostCreatedEvent, PostUpdatedEvent, ReplyUpdatedEvent } from '@common/events.ts';
import { rooms, type RealtimeServer } from '../../plugins/realtime.ts';

/** `post:created` to the forum's room. */
export function announcePostCreated(io: RealtimeServer, event: PostCreatedEvent): void {
  io.to(rooms.forum(event.forumId)).emit('post:created', event);
}

/** `post:deleted` to the post's room and its forum's room (once to a socket in both). */
export function announcePostDeleted(io: RealtimeServer, postId: number, forumId: number): void {
  io.to([rooms.post(postId), rooms.forum(forumId)]).emit('post:deleted', { postId });
}

/** `post:deleted` to the room of each post of a deleted forum. */
export function announceForumDeleted(io: RealtimeServer, postIds: number[]): void {
  for (const postId of postIds) io.to(rooms.post(postId)).emit('post:deleted', { postId });
}

/** `reply:created` to the post's room; `reply` must be the public view (no author mobile or email). */
export function announceReplyCreated(io: RealtimeServer, reply: ForumReply): void {
  io.to(rooms.post(reply.postId)).emit('reply:created', { postId: reply.postId, reply });
}

/** `reply:deleted` to the post's room. */
export function announceReplyDeleted(io: RealtimeServer, event: { postId: number; replyId: number }): void {
  io.to(rooms.post(event.postId)).emit('reply:deleted', event);
}

/** `post:reactions` to the post's room. */
export function announcePostReactions(io: RealtimeServer, reactions: PostReactions): void {
  io.to(rooms.post(reactions.postId)).emit('post:reactions', reactions);
}

/** `reply:reactions` (counts only, no one's own reaction) to the room of the reply's post. */
export function announceReplyReactions(io: RealtimeServer, postId: number, { replyId, likeCount, dislikeCount }: ReplyReactions): void {
  io.to(rooms.post(postId)).emit('reply:reactions', { replyId, likeCount, dislikeCount });
}

/** `post:updated` (new title, text and edit time) to the post's room and its forum's room. */
export function announcePostUpdated(io: RealtimeServer, post: ForumPost): void {
  const event: PostUpdatedEvent = { postId: post.id, forumId: post.forumId, title: post.title, content: post.content, editedAt: post.editedAt ?? post.updatedAt };
  io.to([rooms.post(post.id), rooms.forum(post.forumId)]).emit('post:updated', event);
}

/** `reply:updated` (new text and edit time) to the room of the reply's post. */
export function announceReplyUpdated(io: RealtimeServer, reply: ForumReply): void {
  const event: ReplyUpdatedEvent = { postId: reply.postId, replyId: reply.id, content: reply.content, editedAt: reply.editedAt ?? reply.updatedAt };
  io.to(rooms.post(reply.postId)).emit('reply:updated', event);
}

/** `post:accepted` (the post's accepted answer now, null for none) to the post's room. */
export function announcePostAccepted(io: RealtimeServer, post: ForumPost): void {
  const event: PostAcceptedEvent = { postId: post.id, acceptedReplyId: post.acceptedReplyId };
  io.to(rooms.post(post.id)).emit('post:accepted', event);
}
