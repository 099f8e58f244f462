/**
 * The best explanation of a question (contract 8.4): its submitter, a mentor or an admin accepts
 * one comment of the question (one per question, changed under the question's row lock), or
 * removes the mark.
 */
import type { Comment } from '@common/api/comments.ts';
import { messages } from '@common/messages.ts';
import { canAcceptExplanation } from '@common/policies.ts';
import type { Database } from '../../db/client.ts';
import { acceptEntry, unacceptEntry } from '../../discussion/accepted.ts';
import { commentEntries } from '../../discussion/entries.ts';
import { forbidden } from '../../errors.ts';
import type { UserRow } from '../../identity/users.ts';
import { createNotifications } from '../../notifications/create.ts';
import { getQuestionForViewer } from '../../policies/questions.ts';
import { commentNow, visibleComment, type CommentRow } from './comments.service.ts';
import { inTransaction } from '../../effects/commit.ts';
import { commentAccepted } from './comments.events.ts';

/**
 * The comment, when its question is visible to `user` and `user` may accept its explanations.
 * @throws AppError 404 "Comment not found"; 403 "Only the question's submitter, a mentor or an admin can accept an explanation"
 */
async function commentToAccept(db: Database, user: UserRow, commentId: number): Promise<CommentRow> {
  const comment = await visibleComment(db, commentId, user);
  const question = await getQuestionForViewer(db, comment.questionId, user);
  if (!canAcceptExplanation(user, question.submittedBy)) throw forbidden(messages.community.acceptCommentOnly);
  return comment;
}

/**
 * Accepts the comment as its question's best explanation (replacing any other); its author gets an
 * `answer_accepted` notification (not for one's own comment, nor again when it was accepted
 * already). After the commit the notification goes out live and `comment:accepted` to the
 * question's room. Answers the comment (`accepted: true`).
 * @throws AppError 404 "Comment not found"; 403 (not the submitter, a mentor nor an admin)
 */
export async function acceptComment(db: Database, user: UserRow, commentId: number): Promise<Comment> {
  const comment = await commentToAccept(db, user, commentId);
  await inTransaction(db, async (tx, effects) => {
    commentAccepted(effects, { questionId: comment.questionId, id: commentId, accepted: true });
    if (!(await acceptEntry(tx, commentEntries, comment.questionId, commentId, user.id))) return;
    const notificationIds = await createNotifications(tx, {
      actorId: user.id,
      place: { questionId: comment.questionId, commentId },
      text: comment.text,
      direct: [{ userId: comment.userId, type: 'answer_accepted' }],
    });
    effects.notify(notificationIds);
  });
  return commentNow(db, user, commentId);
}

/**
 * Removes the comment's accepted mark (not accepted: nothing changes); `comment:accepted` (false)
 * goes to the question's room after the commit. Answers the comment.
 * @throws AppError 404 "Comment not found"; 403 (not the submitter, a mentor nor an admin)
 */
export async function unacceptComment(db: Database, user: UserRow, commentId: number): Promise<Comment> {
  const comment = await commentToAccept(db, user, commentId);
  await inTransaction(db, async (tx, effects) => {
    await unacceptEntry(tx, commentEntries, comment.questionId, commentId);
    commentAccepted(effects, { questionId: comment.questionId, id: commentId, accepted: false });
  });
  return commentNow(db, user, commentId);
}
