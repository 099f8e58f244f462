import type { ForumPost } from '@common/api/forums.ts';
import { ReactionButtons } from '../../../ui/ReactionButtons.tsx';
import { usePostReaction } from '../api/postReactions.ts';
import { reactionFailure } from '../lib/reactionFailure.ts';

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
  const myReaction = userId === undefined ? null : post.likedBy.includes(userId) ? 'like' : post.dislikedBy.includes(userId) ? 'dislike' : null;
  return (
    <ReactionButtons
      likes={post.likedBy.length}
      dislikes={post.dislikedBy.length}
      myReaction={myReaction}
      busy={reaction.isPending || userId === undefined}
      onReact={(action) => {
        if (userId !== undefined) reaction.mutate({ action, userId });
      }}
      failure={reactionFailure(reaction.isError, reaction.variables?.action)}
      testIds={{ like: 'post-like', dislike: 'post-dislike' }}
    />
  );
}
