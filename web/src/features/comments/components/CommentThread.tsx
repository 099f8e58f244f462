import type { Comment, CommentReactions } from '@common/api/comments.ts';
import type { Actor } from '@common/policies.ts';
import { canEdit } from '@common/policies.ts';
import { countInThread } from '../../../lib/thread.ts';
import { ThreadItem, type ThreadItemKind } from '../../../ui/ThreadItem.tsx';
import { ThreadSection } from '../../../ui/ThreadSection.tsx';
import { useComments } from '../api/comments.ts';
import { commentReaction } from '../api/reactions.ts';
import { useLiveComments } from '../hooks/useLiveComments.ts';
import { acceptedFirst } from '../lib/acceptedFirst.ts';
import { AcceptCommentControl } from './AcceptCommentControl.tsx';
import { EditCommentForm } from './EditCommentForm.tsx';
import { NewCommentForm } from './NewCommentForm.tsx';
import { ReplyForm } from './ReplyForm.tsx';

/**
 * How a question's comments show in the thread: "Comment by …", "✓ Best explanation" on the
 * accepted one, Accept / Unaccept with `canAccept`, a reply box, and Edit on `viewer`'s own.
 */
function commentKind(questionId: number, viewer: Actor | undefined, canAccept: boolean): ThreadItemKind<Comment[], Comment, CommentReactions> {
  return {
    noun: 'comment',
    author: (comment) => comment.user,
    fields: (comment) => ({ createdAt: comment.dateTimeSubmitted, editedAt: comment.editedAt, text: comment.text }),
    acceptedMark: (comment) => (comment.accepted ? 'Best explanation' : null),
    reaction: commentReaction(questionId),
    editLabel: (comment) => (comment.parentId === null ? 'Edit your comment' : 'Edit your reply'),
    canEdit: (comment) => canEdit(viewer, comment.submittedBy),
    editForm: (comment, close) => <EditCommentForm comment={comment} onClose={close} />,
    replyForm: (comment, _author, close) => <ReplyForm comment={comment} onClose={close} />,
    moreActions: (comment) => canAccept && <AcceptCommentControl comment={comment} />,
  };
}

/**
 * A question's discussion (spec section 2 "Question detail"): the comments with nested replies,
 * the accepted best explanation pinned first (Accept / Unaccept with `canAccept`: the question's
 * submitter, mentors and admins), a box for a new comment, Edit on `viewer`'s own, live updates while open. Load and post failures are only logged
 * (spec section 8), so a failed load shows just the box. Render with `key={questionId}`.
 */
export function CommentThread({ questionId, viewer, canAccept = false }: { questionId: number; viewer?: Actor; canAccept?: boolean }) {
  const comments = useComments(questionId);
  useLiveComments(questionId);
  const entries = comments.data && acceptedFirst(comments.data);
  const kind = commentKind(questionId, viewer, canAccept);
  return (
    <ThreadSection
      title="Comments"
      count={comments.data ? countInThread(comments.data) : 0}
      entries={entries}
      renderEntry={(comment) => <ThreadItem key={comment.id} entry={comment} kind={kind} depth={0} />}
      loadingLabel={comments.isPending ? 'Loading comments…' : undefined}
      emptyText="No comments yet. Start the discussion!"
      form={<NewCommentForm questionId={questionId} />}
      testId="comment-thread"
    />
  );
}
