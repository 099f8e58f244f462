/**
 * socket.io events of comment changes (docs/contract.md section 6), recorded as effects of the
 * change's transaction (server/effects) and so sent after its commit, to the question's room
 * `question:<id>`.
 */
import type { Comment, CommentReactions } from '@common/api/comments.ts';
import type { CommentAcceptedEvent } from '@common/events.ts';
import type { Effects } from '../../effects/effects.ts';
import { rooms } from '../../plugins/realtime.ts';

/** `comment:created` (the comment or reply as anyone sees it) to the room of its question. */
export function commentCreated(effects: Effects, comment: Comment): void {
  effects.emit(rooms.question(comment.questionId), 'comment:created', { questionId: comment.questionId, comment });
}

/** `comment:reactions` (counts only, no one's own reaction) to the room of the comment's question. */
export function commentReactionsChanged(effects: Effects, questionId: number, { id, likes, dislikes }: CommentReactions): void {
  effects.emit(rooms.question(questionId), 'comment:reactions', { questionId, id, likes, dislikes });
}

/** `comment:updated` (new text and edit time) to the room of the comment's question. */
export function commentUpdated(effects: Effects, comment: Comment): void {
  effects.emit(rooms.question(comment.questionId), 'comment:updated', {
    questionId: comment.questionId,
    id: comment.id,
    text: comment.text,
    editedAt: comment.editedAt ?? comment.dateTimeSubmitted,
  });
}

/** `comment:accepted` (the comment is now the best explanation, or no longer) to the room of the comment's question. */
export function commentAccepted(effects: Effects, event: CommentAcceptedEvent): void {
  effects.emit(rooms.question(event.questionId), 'comment:accepted', event);
}
