import { useRef } from 'react';
import type { User } from '@common/api/accounts.ts';
import type { ForumReply } from '@common/api/forums.ts';
import { messages } from '@common/messages.ts';
import { countReplies } from '../api/reactionState.ts';
import { ReplyTargetContext, useReplyTargetState } from '../hooks/replyTarget.ts';
import { NewReplyForm } from './NewReplyForm.tsx';
import { ReplyItem } from './ReplyItem.tsx';

interface ReplySectionProps {
  postId: number;
  replies: ForumReply[];
  user: User | undefined;
}

/** A post's replies as a nested thread (or the empty state), then the box for a new reply. */
export function ReplySection({ postId, replies, user }: ReplySectionProps) {
  const replyTarget = useReplyTargetState();
  const heading = useRef<HTMLHeadingElement>(null);
  const count = countReplies(replies);

  return (
    <section className="forum-reply-section card" aria-labelledby="replies-title">
      <h2 id="replies-title" ref={heading} tabIndex={-1} className="forum-reply-section__title">
        Replies <span className="forum-reply-section__count">{count}</span>
      </h2>
      {replies.length === 0 ? (
        <p className="forum-reply-section__empty">{messages.forum.noReplies}</p>
      ) : (
        <ReplyTargetContext value={replyTarget}>
          <ol className="forum-replies">
            {replies.map((reply) => (
              <ReplyItem
                key={reply.id}
                reply={reply}
                depth={0}
                user={user}
                onDeleted={() => heading.current?.focus()}
              />
            ))}
          </ol>
        </ReplyTargetContext>
      )}
      <NewReplyForm postId={postId} />
    </section>
  );
}
