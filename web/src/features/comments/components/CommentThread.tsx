import type { Actor } from '@common/policies.ts';
import { countInThread } from '../../../lib/reactions.ts';
import { ThreadSection } from '../../../ui/ThreadSection.tsx';
import { useComments } from '../api/comments.ts';
import { useLiveComments } from '../hooks/useLiveComments.ts';
import { acceptedFirst } from '../lib/acceptedFirst.ts';
import { CommentItem } from './CommentItem.tsx';
import { NewCommentForm } from './NewCommentForm.tsx';

/**
 * A question's discussion (spec section 2 "Question detail"): the comments with nested replies,
 * the accepted best explanation pinned first (Accept / Unaccept with `canAccept`: the question's
 * submitter, mentors and admins), a box for a new comment, Edit on `viewer`'s own, live updates while open. Load and post failures are only logged
 * (spec section 8), so a failed load shows just the box. Render with `key={questionId}`.
 */
export function CommentThread({ questionId, viewer, canAccept = false }: { questionId: number; viewer?: Actor; canAccept?: boolean }) {
  const comments = useComments(questionId);
  useLiveComments(questionId);
  const entries = comments.data && acceptedFirst(comments.data);
  return (
    <ThreadSection
      title="Comments"
      count={comments.data ? countInThread(comments.data) : 0}
      entries={entries}
      renderEntry={(comment) => <CommentItem key={comment.id} comment={comment} depth={0} viewer={viewer} canAccept={canAccept} />}
      loadingLabel={comments.isPending ? 'Loading comments…' : undefined}
      emptyText="No comments yet. Start the discussion!"
      form={<NewCommentForm questionId={questionId} />}
      testId="comment-thread"
    />
  );
}
