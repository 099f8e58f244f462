/**
 * socket.io announcements of comment changes (docs/contract.md section 6), made by the routes once the
 * change is committed, to the question's room `question:<id>`.
 */
import type { Comment, CommentReactions } from '@common/api/comments.ts';
import type { CommentAcceptedEvent, CommentReactionsEvent, CommentUpdatedEvent } from '@common/events.ts';
import { rooms, type RealtimeServer } from '../../plugins/realtime.ts';

/** `comment:reactions` (counts only, no one's own reaction) to the room of the comment's question. */
export function announceCommentReactions(io: RealtimeServer, questionId: number, { id, likes, dislikes }: CommentReactions): void {
  const event: CommentReactionsEvent = { questionId, id, likes, dislikes };
  io.to(rooms.question(questionId)).emit('comment:reactions', event);
}

/** `comment:updated` (new text and edit time) to the room of the comment's question. */
export function announceCommentUpdated(io: RealtimeServer, comment: Comment): void {
  const event: CommentUpdatedEvent = { questionId: comment.questionId, id: comment.id, text: comment.text, editedAt: comment.editedAt ?? comment.dateTimeSubmitted };
  io.to(rooms.question(comment.questionId)).emit('comment:updated', event);
}

/** `comment:accepted` (the comment is now the best explanation, or no longer) to the room of the comment's question. */
export function announceCommentAccepted(io: RealtimeServer, comment: Comment): void {
  const event: CommentAcceptedEvent = { questionId: comment.questionId, id: comment.id, accepted: comment.accepted };
  io.to(rooms.question(comment.questionId)).emit('comment:accepted', event);
}
