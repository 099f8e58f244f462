import type { ForumReply } from '@common/api/forums.ts';
import { messages } from '@common/messages.ts';
import type { ReactionAction } from '../api/reactionState.ts';
import { useReplyReaction } from '../api/replyReactions.ts';
import { ReactionButton } from './ReactionButton.tsx';

/**
 * A reply's like and dislike, applied at once and rolled back if saving fails (with the
 * failure shown). Liking a liked reply unlikes it; disliking a disliked one removes the dislike.
 */
export function ReplyReactionButtons({ reply }: { reply: ForumReply }) {
  const reaction = useReplyReaction(reply.postId, reply.id);
  const failure = reaction.isError
    ? reaction.variables === 'dislike'
      ? messages.forum.dislikeFailed
      : messages.forum.likeFailed
    : null;

  function react(action: ReactionAction) {
    if (!reaction.isPending) reaction.mutate(action);
  }

  return (
    <>
      <ReactionButton
        kind="like"
        pressed={reply.myReaction === 'like'}
        count={reply.likeCount}
        busy={reaction.isPending}
        onClick={() => react(reply.myReaction === 'like' ? 'unlike' : 'like')}
      />
      <ReactionButton
        kind="dislike"
        pressed={reply.myReaction === 'dislike'}
        count={reply.dislikeCount}
        busy={reaction.isPending}
        onClick={() => react('dislike')}
      />
      {failure && (
        <p className="forum-inline-error" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
