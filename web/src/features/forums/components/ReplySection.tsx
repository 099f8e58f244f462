import { useRef } from 'react';
import type { User } from '@common/api/accounts.ts';
import type { ForumReply } from '@common/api/forums.ts';
import { messages } from '@common/messages.ts';
import { countInThread } from '../../../lib/reactions.ts';
import { ThreadSection } from '../../../ui/ThreadSection.tsx';
import { NewReplyForm } from './NewReplyForm.tsx';
import { ReplyItem, type AnswerState } from './ReplyItem.tsx';

interface ReplySectionProps {
  postId: number;
  /** The post's accepted answer and whether `user` may change it. */
  answer: AnswerState;
  replies: ForumReply[];
  user: User | undefined;
}

/**
 * A post's replies as a nested thread (or the empty state), then the box for a new reply. The
 * count leaves out deleted placeholders; after a deletion the focus goes to the heading.
 */
export function ReplySection({ postId, replies, user, answer }: ReplySectionProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <ThreadSection
      title="Replies"
      count={countInThread(replies, (reply) => !reply.deleted)}
      entries={replies}
      renderEntry={(reply) => <ReplyItem key={reply.id} reply={reply} depth={0} user={user} answer={answer} onDeleted={() => heading.current?.focus()} />}
      emptyText={messages.forum.noReplies}
      form={<NewReplyForm postId={postId} />}
      headingRef={heading}
    />
  );
}
