import type { Comment } from '@common/api/comments.ts';
import { ReactionButtons } from '../../../ui/ReactionButtons.tsx';
import { ThreadEntry } from '../../../ui/ThreadEntry.tsx';
import { ThreadNode } from '../../../ui/ThreadSection.tsx';
import { useCommentReaction } from '../api/reactions.ts';
import { ReplyForm } from './ReplyForm.tsx';

interface CommentItemProps {
  comment: Comment;
  /** 0 for a top-level comment, 1 for a reply to it, and so on. */
  depth: number;
  /** The author of the comment this one replies to. */
  parentAuthor?: string;
}

/**
 * One comment with its author, time, linked text, like and dislike (one change at a time), reply
 * form and replies, nested (spec section 2 "Question detail").
 */
export function CommentItem({ comment, depth, parentAuthor }: CommentItemProps) {
  const reaction = useCommentReaction(comment.questionId);
  return (
    <ThreadNode
      depth={depth}
      repliesLabel={`Replies to ${comment.user.name}`}
      replies={comment.replies.map((child) => (
        <CommentItem key={child.id} comment={child} depth={depth + 1} parentAuthor={comment.user.name} />
      ))}
    >
      <ThreadEntry
        id={comment.id}
        author={comment.user}
        createdAt={comment.dateTimeSubmitted}
        text={comment.text}
        depth={depth}
        parentAuthor={parentAuthor}
        label={`Comment by ${comment.user.name}`}
        data={{ 'data-testid': 'comment', 'data-comment-id': comment.id }}
        reactions={
          <ReactionButtons {...comment} busy={reaction.isPending} onReact={(action) => reaction.mutate({ commentId: comment.id, action })} />
        }
        replyForm={(close) => <ReplyForm comment={comment} onClose={close} />}
      />
    </ThreadNode>
  );
}
