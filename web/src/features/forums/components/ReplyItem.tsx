import type { User } from '@common/api/accounts.ts';
import type { ForumReply } from '@common/api/forums.ts';
import { canDelete, canEdit } from '@common/policies.ts';
import { ReactionButtons } from '../../../ui/ReactionButtons.tsx';
import { ThreadEntry } from '../../../ui/ThreadEntry.tsx';
import { ThreadNode } from '../../../ui/ThreadSection.tsx';
import { useReplyReaction } from '../api/replyReactions.ts';
import { reactionFailure } from '../lib/reactionFailure.ts';
import { AcceptReplyControl } from './AcceptReplyControl.tsx';
import { DeleteReplyControl } from './DeleteReplyControl.tsx';
import { EditReplyForm } from './EditReplyForm.tsx';
import { NewReplyForm } from './NewReplyForm.tsx';

/** The post's accepted answer and whether the viewer may change it (contract 8.4). */
export interface AnswerState {
  acceptedId: number | null;
  canAccept: boolean;
}

interface ReplyItemProps {
  reply: ForumReply;
  answer: AnswerState;
  /** 0 for a reply to the post, 1 for a reply to that, and so on. */
  depth: number;
  /** The author of the reply this one answers. */
  parentAuthor?: string;
  user: User | undefined;
  /** Called after the current user deleted a reply, which may no longer be on screen. */
  onDeleted: () => void;
}

function LiveReply({ reply, depth, parentAuthor, user, onDeleted, answer }: ReplyItemProps & { reply: { user: User } }) {
  const reaction = useReplyReaction(reply.postId, reply.id);
  const author = reply.user;
  const accepted = answer.acceptedId === reply.id;
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
      badges={accepted && <span className="accepted-badge">✓ Accepted answer</span>}
      highlighted={accepted}
      moreActions={
        <>
          {answer.canAccept && <AcceptReplyControl postId={reply.postId} replyId={reply.id} accepted={accepted} author={author.name} />}
          {canDelete(user, author.id) && <DeleteReplyControl postId={reply.postId} replyId={reply.id} onDeleted={onDeleted} />}
        </>
      }
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
 * One reply with its author, time ("edited" once edited), "Accepted answer" when it is the post's,
 * linked text, reactions, Reply (one form open at a time), Edit for its author, Accept (or
 * Unaccept) for the post's author and admins, Delete for its author or an admin, and its own
 * replies, nested. A deleted reply that still has
 * replies shows "This reply was deleted." above them.
 */
export function ReplyItem(props: ReplyItemProps) {
  const { reply, depth, user, onDeleted, answer } = props;
  const authorName = reply.user && !reply.deleted ? reply.user.name : undefined;
  return (
    <ThreadNode
      depth={depth}
      repliesLabel={authorName ? `Replies to ${authorName}` : 'Replies to a deleted reply'}
      replies={reply.replies.map((child) => (
        <ReplyItem key={child.id} reply={child} depth={depth + 1} parentAuthor={authorName ?? 'a deleted reply'} user={user} onDeleted={onDeleted} answer={answer} />
      ))}
    >
      {reply.user && !reply.deleted ? <LiveReply {...props} reply={{ ...reply, user: reply.user }} /> : <DeletedReply replyId={reply.id} />}
    </ThreadNode>
  );
}
