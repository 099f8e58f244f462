import type { Comment } from '@common/api/comments.ts';
import { limits } from '@common/limits.ts';
import { DiscussionForm } from '../../../ui/DiscussionForm.tsx';
import { useAddReply } from '../api/comments.ts';

/** The inline reply box under a comment; focused when it opens, closed after posting. */
export function ReplyForm({ comment, onClose }: { comment: Comment; onClose: () => void }) {
  const addReply = useAddReply(comment.questionId);
  return (
    <DiscussionForm
      label={`Reply to ${comment.user.name}`}
      placeholder={`Reply to ${comment.user.name}…`}
      submitLabel="Post reply"
      pendingLabel="Posting…"
      testId="reply-input"
      maxLength={limits.commentMax}
      onSubmit={(text) => addReply.mutateAsync({ commentId: comment.id, text }).then(onClose)}
      pending={addReply.isPending}
      onCancel={onClose}
      autoFocus
    />
  );
}
