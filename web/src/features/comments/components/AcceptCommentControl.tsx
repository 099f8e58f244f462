import type { Comment } from '@common/api/comments.ts';
import { AcceptToggle } from '../../../ui/AcceptToggle.tsx';
import { useAcceptComment } from '../api/acceptComment.ts';

/** Accept (or Unaccept, on the accepted one) under a comment, for the question's submitter, mentors and admins. */
export function AcceptCommentControl({ comment }: { comment: Comment }) {
  const accept = useAcceptComment(comment.questionId);
  return (
    <AcceptToggle
      accepted={comment.accepted}
      what={`${comment.user.name}’s comment as the best explanation`}
      busy={accept.isPending}
      failed={accept.isError}
      onToggle={() => accept.mutate({ commentId: comment.id, accept: !comment.accepted })}
    />
  );
}
