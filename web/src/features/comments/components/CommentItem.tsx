import type { Actor } from '@common/policies.ts';
import { canEdit } from '@common/policies.ts';
import type { Comment } from '@common/api/comments.ts';
import { ReactionButtons } from '../../../ui/ReactionButtons.tsx';
import { ThreadEntry } from '../../../ui/ThreadEntry.tsx';
import { ThreadNode } from '../../../ui/ThreadSection.tsx';
import { useCommentReaction } from '../api/reactions.ts';
import { AcceptCommentControl } from './AcceptCommentControl.tsx';
import { EditCommentForm } from './EditCommentForm.tsx';
import { ReplyForm } from './ReplyForm.tsx';

interface CommentItemProps {
  comment: Comment;
  /** 0 for a top-level comment, 1 for a reply to it, and so on. */
  depth: number;
  /** The author of the comment this one replies to. */
  parentAuthor?: string;
  /** The signed-in user (Edit shows on their own comments). */
  viewer?: Actor;
  /** Whether the viewer may accept a comment as the best explanation (contract 8.4). */
  canAccept?: boolean;
}

/**
 * One comment with its author, time ("edited" once edited), "Best explanation" when accepted,
 * linked text, like and dislike (one change at a time), Accept / Unaccept with `canAccept`, reply form, Edit for its author, and replies, nested (spec section 2 "Question detail").
 */
export function CommentItem({ comment, depth, parentAuthor, viewer, canAccept = false }: CommentItemProps) {
  const reaction = useCommentReaction(comment.questionId);
  return (
    <ThreadNode
      depth={depth}
      repliesLabel={`Replies to ${comment.user.name}`}
      replies={comment.replies.map((child) => (
        <CommentItem key={child.id} comment={child} depth={depth + 1} parentAuthor={comment.user.name} viewer={viewer} canAccept={canAccept} />
      ))}
    >
      <ThreadEntry
        id={comment.id}
        author={comment.user}
        createdAt={comment.dateTimeSubmitted}
        editedAt={comment.editedAt}
        text={comment.text}
        depth={depth}
        parentAuthor={parentAuthor}
        label={`Comment by ${comment.user.name}`}
        data={{ 'data-testid': 'comment', 'data-comment-id': comment.id }}
        reactions={
          <ReactionButtons {...comment} busy={reaction.isPending} onReact={(action) => reaction.mutate({ commentId: comment.id, action })} />
        }
        badges={comment.accepted && <span className="accepted-badge">✓ Best explanation</span>}
        highlighted={comment.accepted}
        moreActions={canAccept && <AcceptCommentControl comment={comment} />}
        replyForm={(close) => <ReplyForm comment={comment} onClose={close} />}
        editForm={canEdit(viewer, comment.submittedBy) ? (close) => <EditCommentForm comment={comment} onClose={close} /> : undefined}
        editLabel={comment.parentId === null ? 'Edit your comment' : 'Edit your reply'}
      />
    </ThreadNode>
  );
}
