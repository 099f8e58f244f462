import { messages } from '@common/messages.ts';
import { useAddReply } from '../api/addReply.ts';
import { ReplyTextForm } from './ReplyTextForm.tsx';

interface NestedReplyFormProps {
  postId: number;
  parentReplyId: number;
  /** Whom the reply answers, for the label. */
  parentAuthor: string;
  onClose: () => void;
}

/** The inline box under a reply for answering it; focused when it opens, closed after posting. */
export function NestedReplyForm({ postId, parentReplyId, parentAuthor, onClose }: NestedReplyFormProps) {
  const addReply = useAddReply(postId);
  return (
    <ReplyTextForm
      label={`Reply to ${parentAuthor}`}
      placeholder={`Reply to ${parentAuthor}…`}
      onSubmit={(content) => addReply.mutateAsync({ content, parentReplyId }).then(onClose)}
      pending={addReply.isPending}
      failure={addReply.isError ? messages.forum.addReplyFailed : null}
      onCancel={onClose}
      autoFocus
    />
  );
}
