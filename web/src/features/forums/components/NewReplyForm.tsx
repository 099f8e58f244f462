import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { DiscussionForm } from '../../../ui/DiscussionForm.tsx';
import { useAddReply } from '../api/addReply.ts';

interface NewReplyFormProps {
  postId: number;
  /** The reply answered, with its author's name; absent for the box at the bottom, which answers the post. */
  parent?: { id: number; author: string };
  /** Closes an inline box (focused when it opens, closed after posting). */
  onClose?: () => void;
}

/** A box for a reply: to the post itself (at the bottom of the post), or inline under a reply to answer it. */
export function NewReplyForm({ postId, parent, onClose }: NewReplyFormProps) {
  const addReply = useAddReply(postId);
  const failed = addReply.isError ? (parent ? messages.forum.addReplyFailed : messages.forum.submitReplyFailed) : null;
  return (
    <DiscussionForm
      label={parent ? `Reply to ${parent.author}` : 'Write a reply'}
      placeholder={parent ? `Reply to ${parent.author}…` : 'Share your thoughts…'}
      submitLabel="Post Reply"
      testId="reply-input"
      maxLength={limits.replyMax}
      onSubmit={(content) => addReply.mutateAsync({ content, parentReplyId: parent?.id }).then(onClose)}
      pending={addReply.isPending}
      failure={failed}
      onCancel={onClose}
      autoFocus={parent !== undefined}
    />
  );
}
