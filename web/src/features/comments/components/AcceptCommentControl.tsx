import type { Comment } from '@common/api/comments.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { useAcceptComment } from '../api/acceptComment.ts';

/** Accept (or Unaccept, on the accepted one) under a comment, for the question's submitter, mentors and admins; an error says so beside it. */
export function AcceptCommentControl({ comment }: { comment: Comment }) {
  const accept = useAcceptComment(comment.questionId);
  return (
    <>
      <button
        type="button"
        className="discussion-action"
        aria-pressed={comment.accepted}
        disabled={accept.isPending}
        onClick={() => accept.mutate({ commentId: comment.id, accept: !comment.accepted })}
      >
        <Icon name="check" size={16} />
        {comment.accepted ? 'Unaccept' : 'Accept'}
        <span className="visually-hidden"> {comment.user.name}’s comment as the best explanation</span>
      </button>
      {accept.isError && (
        <span className="error" role="alert">
          Could not save. Please try again.
        </span>
      )}
    </>
  );
}
