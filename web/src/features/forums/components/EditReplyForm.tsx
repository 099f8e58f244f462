import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { DiscussionForm } from '../../../ui/DiscussionForm.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
import { useEditReply } from '../api/editReply.ts';

interface EditReplyFormProps {
  postId: number;
  replyId: number;
  /** The reply's current text, the box's start. */
  content: string;
  onClose: () => void;
}

/** The inline box that edits one's own reply: Save (Ctrl/Cmd+Enter), Cancel (Escape); closes once saved. */
export function EditReplyForm({ postId, replyId, content, onClose }: EditReplyFormProps) {
  const edit = useEditReply(postId, replyId);
  return (
    <DiscussionForm
      label="Edit your reply"
      placeholder="Your reply…"
      submitLabel="Save"
      pendingLabel="Saving…"
      testId="reply-edit-input"
      maxLength={limits.replyMax}
      initialText={content}
      onSubmit={(text) => edit.mutateAsync(text).then(onClose)}
      pending={edit.isPending}
      failure={edit.isError ? errorMessage(edit.error, messages.forum.editReplyFailed) : null}
      onCancel={onClose}
      autoFocus
    />
  );
}
