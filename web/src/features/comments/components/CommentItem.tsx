import { useRef } from 'react';
import type { Comment } from '@common/api/comments.ts';
import { limits } from '@common/limits.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { UserTypeBadge } from '../../../ui/UserTypeBadge.tsx';
import { useReplyForm } from '../hooks/replyTarget.ts';
import { LinkifiedText } from './LinkifiedText.tsx';
import { ReactionButtons } from './ReactionButtons.tsx';
import { ReactionIcon } from './ReactionIcon.tsx';
import { RelativeTime } from './RelativeTime.tsx';
import { ReplyForm } from './ReplyForm.tsx';

interface CommentItemProps {
  comment: Comment;
  /** 0 for a top-level comment, 1 for a reply to it, and so on. */
  depth: number;
  /** The author of the comment this one replies to. */
  parentAuthor?: string;
}

/**
 * One comment with its author, time, linked text, reactions, reply form and replies. Replies are
 * indented up to `limits.commentIndentMaxLevel` levels (spec section 9); deeper ones stay at that
 * indent and say whom they reply to.
 */
export function CommentItem({ comment, depth, parentAuthor }: CommentItemProps) {
  const reply = useReplyForm(comment.id);
  const replyButton = useRef<HTMLButtonElement>(null);
  const childDepth = depth + 1;
  const indentReplies = childDepth <= limits.commentIndentMaxLevel;

  function closeReply() {
    reply.close();
    replyButton.current?.focus();
  }

  return (
    <li className="comment-node">
      <article
        className="comment"
        data-testid="comment"
        data-comment-id={comment.id}
        aria-label={`Comment by ${comment.user.name}`}
      >
        <Avatar name={comment.user.name} size="sm" />
        <div className="comment__main">
          <header className="comment__header">
            <span className="comment__author">{comment.user.name}</span>
            <UserTypeBadge userType={comment.user.userType} />
            <RelativeTime iso={comment.dateTimeSubmitted} />
          </header>
          {depth > limits.commentIndentMaxLevel && parentAuthor && (
            <p className="comment__context">↳ replying to {parentAuthor}</p>
          )}
          <p className="comment__text">
            <LinkifiedText text={comment.text} />
          </p>
          <div className="comment__actions">
            <ReactionButtons comment={comment} />
            <button
              ref={replyButton}
              type="button"
              className="comment__action"
              aria-expanded={reply.isOpen}
              onClick={reply.isOpen ? reply.close : reply.open}
            >
              <ReactionIcon name="reply" /> Reply
            </button>
          </div>
          {reply.isOpen && <ReplyForm comment={comment} onClose={closeReply} />}
        </div>
      </article>
      {comment.replies.length > 0 && (
        <ol
          className={`comment-list${indentReplies ? ' comment-list--nested' : ''}`}
          aria-label={`Replies to ${comment.user.name}`}
        >
          {comment.replies.map((child) => (
            <CommentItem key={child.id} comment={child} depth={childDepth} parentAuthor={comment.user.name} />
          ))}
        </ol>
      )}
    </li>
  );
}
