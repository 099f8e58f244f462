import type { User } from '@common/api/accounts.ts';
import type { ForumReply } from '@common/api/forums.ts';
import { canDelete, canEdit } from '@common/policies.ts';
import { ReactionButtons } from '../../../ui/ReactionButtons.tsx';
import { ThreadEntry } from '../../../ui/ThreadEntry.tsx';
import { ThreadNode } from '../../../ui/ThreadSection.tsx';
import { useReplyReaction } from '../api/replyReactions.ts';
import { reactionFailure } from '../lib/reactionFailure.ts';
import { DeleteReplyControl } from './DeleteReplyControl.tsx';
import { EditReplyForm } from './EditReplyForm.tsx';
import { NewReplyForm } from './NewReplyForm.tsx';

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
  const reaction = useReplyReaction(reply.postId, reply.id);
  const author = reply.user;
  return (
    <ThreadEntry
      id={reply.id}
      author={author}
      createdAt={reply.createdAt}
      editedAt={reply.editedAt}
      text={reply.content}
      depth={depth}
      parentAuthor={parentAuthor}
      label={`Reply by ${author.name}`}
      data={{ 'data-testid': 'reply', 'data-reply-id': reply.id }}
      reactions={
        <ReactionButtons
          likes={reply.likeCount}
          dislikes={reply.dislikeCount}
          myReaction={reply.myReaction}
          busy={reaction.isPending}
          onReact={(action) => reaction.mutate(action)}
          failure={reactionFailure(reaction.isError, reaction.variables)}
        />
      }
      moreActions={canDelete(user, author.id) && <DeleteReplyControl postId={reply.postId} replyId={reply.id} onDeleted={onDeleted} />}
      replyForm={(close) => <NewReplyForm postId={reply.postId} parent={{ id: reply.id, author: author.name }} onClose={close} />}
      editForm={canEdit(user, author.id) ? (close) => <EditReplyForm postId={reply.postId} replyId={reply.id} content={reply.content} onClose={close} /> : undefined}
      editLabel="Edit your reply"
    />
  );
}

function DeletedReply({ replyId }: { replyId: number }) {
  return (
    <article className="thread-entry" data-testid="reply" data-reply-id={replyId} data-deleted="true" aria-label="Deleted reply">
      <p className="thread-entry__deleted">This reply was deleted.</p>
    </article>
  );
}

/**
 * One reply with its author, time ("edited" once edited), linked text, reactions, Reply (one form
 * open at a time), Edit for its author, Delete for its author or an admin, and its own replies, nested. A deleted reply that still has
 * replies shows "This reply was deleted." above them.
 */
export function ReplyItem(props: ReplyItemProps) {
  const { reply, depth, user, onDeleted } = props;
  const authorName = reply.user && !reply.deleted ? reply.user.name : undefined;
  return (
    <ThreadNode
      depth={depth}
      repliesLabel={authorName ? `Replies to ${authorName}` : 'Replies to a deleted reply'}
      replies={reply.replies.map((child) => (
        <ReplyItem key={child.id} reply={child} depth={depth + 1} parentAuthor={authorName ?? 'a deleted reply'} user={user} onDeleted={onDeleted} />
      ))}
    >
      {reply.user && !reply.deleted ? <LiveReply {...props} reply={{ ...reply, user: reply.user }} /> : <DeletedReply replyId={reply.id} />}
    </ThreadNode>
  );
}
