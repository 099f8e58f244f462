import { AcceptToggle } from '../../../ui/AcceptToggle.tsx';
import { useAcceptReply } from '../api/acceptReply.ts';

interface AcceptReplyControlProps {
  postId: number;
  replyId: number;
  /** Whether this reply is the post's accepted answer now. */
  accepted: boolean;
  /** The reply's author, for the button's accessible name. */
  author: string;
}

/** Accept (or Unaccept, on the accepted one) under a reply, for the post's author and admins. */
export function AcceptReplyControl({ postId, replyId, accepted, author }: AcceptReplyControlProps) {
  const accept = useAcceptReply(postId);
  return (
    <AcceptToggle
      accepted={accepted}
      what={`${author}’s reply as the answer`}
      busy={accept.isPending}
      failed={accept.isError}
      onToggle={() => accept.mutate(accepted ? null : replyId)}
    />
  );
}
