import type { ForumPost } from '@common/api/forums.ts';
import { messages } from '@common/messages.ts';
import { usePostReaction } from '../api/postReactions.ts';
import type { ReactionAction } from '../api/reactionState.ts';
import { ReactionButton } from './ReactionButton.tsx';

interface PostReactionButtonsProps {
  post: ForumPost;
  /** The current user; the buttons wait until it is known. */
  userId: number | undefined;
}

/**
 * The post's like and dislike (spec section 4): toggling one takes away the other, shown at once
 * and rolled back, with the failure shown, if saving fails. Liking again unlikes (its own call);
 * disliking again removes the dislike.
 */
export function PostReactionButtons({ post, userId }: PostReactionButtonsProps) {
  const reaction = usePostReaction(post.id);
  const liked = userId !== undefined && post.likedBy.includes(userId);
  const disliked = userId !== undefined && post.dislikedBy.includes(userId);
  const busy = reaction.isPending || userId === undefined;
  const failure = reaction.isError
    ? reaction.variables.action === 'dislike'
      ? messages.forum.dislikeFailed
      : messages.forum.likeFailed
    : null;

  function react(action: ReactionAction) {
    if (userId !== undefined && !reaction.isPending) reaction.mutate({ action, userId });
  }

  return (
    <>
      <ReactionButton
        kind="like"
        testId="post-like"
        pressed={liked}
        count={post.likedBy.length}
        busy={busy}
        onClick={() => react(liked ? 'unlike' : 'like')}
      />
      <ReactionButton
        kind="dislike"
        testId="post-dislike"
        pressed={disliked}
        count={post.dislikedBy.length}
        busy={busy}
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
