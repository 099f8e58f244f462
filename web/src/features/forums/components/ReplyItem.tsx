import { useRef } from 'react';
import type { User } from '@common/api/accounts.ts';
import type { ForumReply } from '@common/api/forums.ts';
import { limits } from '@common/limits.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { UserTypeBadge } from '../../../ui/UserTypeBadge.tsx';
import { canDelete } from '@common/policies.ts';
import { useReplyForm } from '../hooks/replyTarget.ts';
import { DeleteReplyControl } from './DeleteReplyControl.tsx';
import { ForumIcon } from './ForumIcon.tsx';
import { LinkifiedText } from './LinkifiedText.tsx';
import { NestedReplyForm } from './NestedReplyForm.tsx';
import { RelativeTime } from './RelativeTime.tsx';
import { ReplyReactionButtons } from './ReplyReactionButtons.tsx';

interface ReplyItemProps {
  reply: ForumReply;
  /** 0 for a reply to the post, 1 for a reply to that, and so on. */
  depth: number;
  /** The author of the reply this one answers. */
  parentAuthor?: string;
  user: User | undefined;
  /** Called after the current user deleted a reply, which may no longer be on screen. */
  onDeleted: () => void;
}

function LiveReply({ reply, depth, parentAuthor, user, onDeleted }: ReplyItemProps & { reply: { user: User } }) {
  const form = useReplyForm(reply.id);
  const replyButton = useRef<HTMLButtonElement>(null);
  const author = reply.user;

  function closeForm() {
    form.close();
    replyButton.current?.focus();
  }

  return (
    <article className="forum-reply" data-testid="reply" data-reply-id={reply.id} aria-label={`Reply by ${author.name}`}>
      <Avatar name={author.name} size="sm" />
      <div className="forum-reply__main">
        <header className="forum-reply__header">
          <span className="forum-author__name">{author.name}</span>
          <UserTypeBadge userType={author.userType} />
          <RelativeTime iso={reply.createdAt} />
        </header>
        {depth > limits.commentIndentMaxLevel && parentAuthor && (
          <p className="forum-reply__context">↳ replying to {parentAuthor}</p>
        )}
        <p className="forum-reply__text">
          <LinkifiedText text={reply.content} />
        </p>
        <div className="forum-reply__actions">
          <ReplyReactionButtons reply={reply} />
          <button
            ref={replyButton}
            type="button"
            className="forum-action"
            aria-expanded={form.isOpen}
            onClick={form.isOpen ? form.close : form.open}
          >
            <ForumIcon name="reply" />
            Reply<span className="visually-hidden"> to {author.name}</span>
          </button>
          {canDelete(user, author.id) && (
            <DeleteReplyControl postId={reply.postId} replyId={reply.id} onDeleted={onDeleted} />
          )}
        </div>
        {form.isOpen && (
          <NestedReplyForm
            postId={reply.postId}
            parentReplyId={reply.id}
            parentAuthor={author.name}
            onClose={closeForm}
          />
        )}
      </div>
    </article>
  );
}

function DeletedReply({ replyId }: { replyId: number }) {
  return (
    <article
      className="forum-reply"
      data-testid="reply"
      data-reply-id={replyId}
      data-deleted="true"
      aria-label="Deleted reply"
    >
      <p className="forum-reply__deleted">This reply was deleted.</p>
    </article>
  );
}

/**
 * One reply with its author, time, linked text, reactions, Reply (one form open at a time),
 * Delete for its author or an admin, and its own replies. Replies are indented up to
 * `limits.commentIndentMaxLevel` levels; deeper ones stay at that indent and say whom they answer.
 * A deleted reply that still has replies shows "This reply was deleted." above them.
 */
export function ReplyItem(props: ReplyItemProps) {
  const { reply, depth, user, onDeleted } = props;
  const childDepth = depth + 1;
  const authorName = reply.user && !reply.deleted ? reply.user.name : undefined;

  return (
    <li className="forum-reply-node">
      {reply.user && !reply.deleted ? (
        <LiveReply {...props} reply={{ ...reply, user: reply.user }} />
      ) : (
        <DeletedReply replyId={reply.id} />
      )}
      {reply.replies.length > 0 && (
        <ol
          className={`forum-replies${childDepth <= limits.commentIndentMaxLevel ? ' forum-replies--nested' : ''}`}
          aria-label={authorName ? `Replies to ${authorName}` : 'Replies to a deleted reply'}
        >
          {reply.replies.map((child) => (
            <ReplyItem
              key={child.id}
              reply={child}
              depth={childDepth}
              parentAuthor={authorName ?? 'a deleted reply'}
              user={user}
              onDeleted={onDeleted}
            />
          ))}
        </ol>
      )}
    </li>
  );
}
