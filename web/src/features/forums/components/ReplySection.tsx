import { useRef } from 'react';
import type { User } from '@common/api/accounts.ts';
import type { ForumPostWrapper, ForumReply, ReplyReactions } from '@common/api/forums.ts';
import { messages } from '@common/messages.ts';
import { canDelete, canEdit } from '@common/policies.ts';
import { countInThread } from '../../../lib/thread.ts';
import { ThreadItem, type ThreadItemKind } from '../../../ui/ThreadItem.tsx';
import { ThreadSection } from '../../../ui/ThreadSection.tsx';
import { replyReaction } from '../api/replyReactions.ts';
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

interface ReplySectionProps {
  postId: number;
  /** The post's accepted answer and whether `user` may change it. */
  answer: AnswerState;
  replies: ForumReply[];
  user: User | undefined;
}

/**
 * How a post's replies show in the thread: "Reply by …", "✓ Accepted answer" on the post's answer,
 * Accept (or Unaccept) for the post's author and admins, Delete for its author or an admin (then
 * `onDeleted`), Edit for its author, and "This reply was deleted." for a deleted one with replies.
 */
function replyKind(postId: number, user: User | undefined, answer: AnswerState, onDeleted: () => void): ThreadItemKind<ForumPostWrapper, ForumReply, ReplyReactions> {
  return {
    noun: 'reply',
    author: (reply) => (reply.user && !reply.deleted ? reply.user : null),
    fields: (reply) => ({ createdAt: reply.createdAt, editedAt: reply.editedAt, text: reply.content }),
    acceptedMark: (reply) => (answer.acceptedId === reply.id ? 'Accepted answer' : null),
    reaction: replyReaction(postId),
    reactionFailure,
    editLabel: () => 'Edit your reply',
    canEdit: (reply) => canEdit(user, reply.user?.id),
    editForm: (reply, close) => <EditReplyForm postId={postId} replyId={reply.id} content={reply.content} onClose={close} />,
    replyForm: (reply, author, close) => <NewReplyForm postId={postId} parent={{ id: reply.id, author: author.name }} onClose={close} />,
    moreActions: (reply, author) => (
      <>
        {answer.canAccept && <AcceptReplyControl postId={postId} replyId={reply.id} accepted={answer.acceptedId === reply.id} author={author.name} />}
        {canDelete(user, author.id) && <DeleteReplyControl postId={postId} replyId={reply.id} onDeleted={onDeleted} />}
      </>
    ),
  };
}

/**
 * A post's replies as a nested thread (or the empty state), then the box for a new reply. The
 * count leaves out deleted placeholders; after a deletion the focus goes to the heading.
 */
export function ReplySection({ postId, replies, user, answer }: ReplySectionProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const kind = replyKind(postId, user, answer, () => heading.current?.focus());
  return (
    <ThreadSection
      title="Replies"
      count={countInThread(replies, (reply) => !reply.deleted)}
      entries={replies}
      renderEntry={(reply) => <ThreadItem key={reply.id} entry={reply} kind={kind} depth={0} />}
      emptyText={messages.forum.noReplies}
      form={<NewReplyForm postId={postId} />}
      headingRef={heading}
    />
  );
}
