/**
 * socket.io announcements of forum changes (docs/contract.md section 6), made by the routes once the
 * change is committed. Rooms: `post:<id>` for a post's page, `forum:<id>` for a forum's post list.
 */
import type { ForumReply, PostReactions, ReplyReactions } from '@common/api/forums.ts';
import type { PostCreatedEvent } from '@common/events.ts';
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
