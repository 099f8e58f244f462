import type { Actor } from '@common/policies.ts';
import { countInThread } from '../../../lib/reactions.ts';
import { ThreadSection } from '../../../ui/ThreadSection.tsx';
import { useComments } from '../api/comments.ts';
import { useLiveComments } from '../hooks/useLiveComments.ts';
import { CommentItem } from './CommentItem.tsx';
import { NewCommentForm } from './NewCommentForm.tsx';

/**
 * A question's discussion (spec section 2 "Question detail"): the comments with nested replies,
 * a box for a new comment, Edit on `viewer`'s own, live updates while open. Load and post failures are only logged
 * (spec section 8), so a failed load shows just the box. Render with `key={questionId}`.
 */
export function CommentThread({ questionId, viewer }: { questionId: number; viewer?: Actor }) {
  const comments = useComments(questionId);
  useLiveComments(questionId);
  return (
    <ThreadSection
      title="Comments"
      count={comments.data ? countInThread(comments.data) : 0}
      entries={comments.data}
      renderEntry={(comment) => <CommentItem key={comment.id} comment={comment} depth={0} viewer={viewer} />}
      loadingLabel={comments.isPending ? 'Loading comments…' : undefined}
      emptyText="No comments yet. Start the discussion!"
      form={<NewCommentForm questionId={questionId} />}
      testId="comment-thread"
    />
  );
}
