import { useId } from 'react';
import { Loading } from '../../../ui/Loading.tsx';
import { useComments } from '../api/comments.ts';
import { countComments } from '../api/commentTree.ts';
import { ReplyTargetContext, useReplyTargetState } from '../hooks/replyTarget.ts';
import { useLiveComments } from '../hooks/useLiveComments.ts';
import { CommentItem } from './CommentItem.tsx';
import { NewCommentForm } from './NewCommentForm.tsx';
import '../comments.css';

/**
 * A question's discussion (spec section 2 "Question detail"): the comments with nested replies,
 * a box for a new comment, live updates while open. Load and post failures are only logged
 * (spec section 8), so a failed load shows just the box. Render with `key={questionId}`.
 */
export function CommentThread({ questionId }: { questionId: number }) {
  const comments = useComments(questionId);
  const replyTarget = useReplyTargetState();
  const headingId = useId();
  useLiveComments(questionId);

  return (
    <section className="comments card" aria-labelledby={headingId} data-testid="comment-thread">
      <h2 id={headingId} className="comments__title">
        Comments{' '}
        {comments.data && <span className="comments__total">{countComments(comments.data)}</span>}
      </h2>
      {comments.isPending && <Loading label="Loading comments…" />}
      {comments.data?.length === 0 && <p className="comments__empty">No comments yet. Start the discussion!</p>}
      {comments.data && comments.data.length > 0 && (
        <ReplyTargetContext value={replyTarget}>
          <ol className="comment-list">
            {comments.data.map((comment) => (
              <CommentItem key={comment.id} comment={comment} depth={0} />
            ))}
          </ol>
        </ReplyTargetContext>
      )}
      <NewCommentForm questionId={questionId} />
    </section>
  );
}
