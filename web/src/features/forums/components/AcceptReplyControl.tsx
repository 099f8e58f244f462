import { Icon } from '../../../ui/Icon.tsx';
import { useAcceptReply } from '../api/acceptReply.ts';

interface AcceptReplyControlProps {
  postId: number;
  replyId: number;
  /** Whether this reply is the post's accepted answer now. */
  accepted: boolean;
  /** The reply's author, for the button's accessible name. */
  author: string;
}

/** Accept (or Unaccept, on the accepted one) under a reply, for the post's author and admins; an error says so beside it. */
export function AcceptReplyControl({ postId, replyId, accepted, author }: AcceptReplyControlProps) {
  const accept = useAcceptReply(postId);
  return (
    <>
      <button type="button" className="discussion-action" aria-pressed={accepted} disabled={accept.isPending} onClick={() => accept.mutate(accepted ? null : replyId)}>
        <Icon name="check" size={16} />
        {accepted ? 'Unaccept' : 'Accept'}
        <span className="visually-hidden"> {author}’s reply as the answer</span>
      </button>
      {accept.isError && (
        <span className="error" role="alert">
          Could not save. Please try again.
        </span>
      )}
    </>
  );
}
