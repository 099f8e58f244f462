import type { Comment } from '@common/api/comments.ts';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { errorMessage } from '../../../lib/api/errors.ts';
import { DiscussionForm } from '../../../ui/DiscussionForm.tsx';
import { useEditComment } from '../api/editComment.ts';

/** The inline box that edits one's own comment or reply: Save (Ctrl/Cmd+Enter), Cancel (Escape); closes once saved. */
export function EditCommentForm({ comment, onClose }: { comment: Comment; onClose: () => void }) {
  const edit = useEditComment(comment.questionId, comment.id);
  return (
    <DiscussionForm
      label={comment.parentId === null ? 'Edit your comment' : 'Edit your reply'}
      placeholder="Your comment…"
      submitLabel="Save"
      pendingLabel="Saving…"
      testId="comment-edit-input"
      maxLength={limits.commentMax}
      initialText={comment.text}
      onSubmit={(text) => edit.mutateAsync(text).then(onClose)}
      pending={edit.isPending}
      failure={edit.isError ? errorMessage(edit.error, messages.forum.editReplyFailed) : null}
      onCancel={onClose}
      autoFocus
    />
  );
}
