import { useAddComment } from '../api/comments.ts';
import { CommentForm } from './CommentForm.tsx';

/** The box for a new top-level comment on a question. */
export function NewCommentForm({ questionId }: { questionId: number }) {
  const addComment = useAddComment(questionId);
  return (
    <CommentForm
      label="Add a comment"
      placeholder="Share your approach or ask a doubt…"
      submitLabel="Post comment"
      testId="comment-input"
      onSubmit={(text) => addComment.mutateAsync(text)}
      pending={addComment.isPending}
    />
  );
}
