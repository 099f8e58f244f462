import { messages } from '@common/messages.ts';
import { useDeleteReply } from '../api/deleteReply.ts';
import { DeleteControl } from './DeleteControl.tsx';

interface DeleteReplyControlProps {
  postId: number;
  replyId: number;
  onDeleted: () => void;
}

/** Delete under a reply (its author or an admin), after confirmation. */
export function DeleteReplyControl({ postId, replyId, onDeleted }: DeleteReplyControlProps) {
  const deleteReply = useDeleteReply(postId, replyId);
  return (
    <DeleteControl
      what="reply"
      title="Delete this reply?"
      body="The reply will be removed for everyone; replies to it stay in the thread. This cannot be undone."
      remove={() => deleteReply.mutateAsync()}
      pending={deleteReply.isPending}
      failure={messages.forum.deleteReplyFailed}
      onDeleted={onDeleted}
      look="action"
    />
  );
}
