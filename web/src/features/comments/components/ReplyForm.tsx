import type { Comment } from '@common/api/comments.ts';
import { useAddReply } from '../api/comments.ts';
import { CommentForm } from './CommentForm.tsx';

/** The inline reply box under a comment; focused when it opens, closed after posting. */
export function ReplyForm({ comment, onClose }: { comment: Comment; onClose: () => void }) {
  const addReply = useAddReply(comment.questionId);
  return (
    <CommentForm
      label={`Reply to ${comment.user.name}`}
      placeholder={`Reply to ${comment.user.name}…`}
      submitLabel="Post reply"
      testId="reply-input"
      onSubmit={(text) => addReply.mutateAsync({ commentId: comment.id, text }).then(onClose)}
      pending={addReply.isPending}
      onCancel={onClose}
      autoFocus
    />
  );
}
