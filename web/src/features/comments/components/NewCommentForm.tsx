import { limits } from '@common/limits.ts';
import { DiscussionForm } from '../../../ui/DiscussionForm.tsx';
import { useAddComment } from '../api/comments.ts';

/** The box for a new top-level comment on a question. */
export function NewCommentForm({ questionId }: { questionId: number }) {
  const addComment = useAddComment(questionId);
  return (
    <DiscussionForm
      label="Add a comment"
      placeholder="Share your approach or ask a doubt…"
      submitLabel="Post comment"
      pendingLabel="Posting…"
      testId="comment-input"
      maxLength={limits.commentMax}
      onSubmit={(text) => addComment.mutateAsync(text)}
      pending={addComment.isPending}
    />
  );
}
