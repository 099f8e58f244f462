import { messages } from '@common/messages.ts';
import { useAddReply } from '../api/addReply.ts';
import { ReplyTextForm } from './ReplyTextForm.tsx';

/** The box at the bottom of a post for a reply to the post itself. */
export function NewReplyForm({ postId }: { postId: number }) {
  const addReply = useAddReply(postId);
  return (
    <ReplyTextForm
      label="Write a reply"
      placeholder="Share your thoughts…"
      onSubmit={(content) => addReply.mutateAsync({ content })}
      pending={addReply.isPending}
      failure={addReply.isError ? messages.forum.submitReplyFailed : null}
    />
  );
}
