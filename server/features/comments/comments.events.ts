/**
 * socket.io announcements of comment changes (docs/contract.md section 6), made by the routes once the
 * change is committed, to the question's room `question:<id>`.
 */
import type { CommentReactions } from '@common/api/comments.ts';
import type { CommentReactionsEvent } from '@common/events.ts';
import { rooms, type RealtimeServer } from '../../plugins/realtime.ts';

/** `comment:reactions` (counts only, no one's own reaction) to the room of the comment's question. */
export function announceCommentReactions(io: RealtimeServer, questionId: number, { id, likes, dislikes }: CommentReactions): void {
  const event: CommentReactionsEvent = { questionId, id, likes, dislikes };
  io.to(rooms.question(questionId)).emit('comment:reactions', event);
}
