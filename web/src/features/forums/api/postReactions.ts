/**
 * Liking and disliking a post (spec section 4): shown at once, rolled back if the call fails,
 * then the post refetched for everyone's reactions.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumPostWrapper, PostReactions } from '@common/api/forums.ts';
import { api } from '../../../lib/api.ts';
import { forumKeys } from './keys.ts';
import { type ReactionAction, withPostReaction } from './reactionState.ts';

interface PostReactionInput {
  action: ReactionAction;
  /** The current user, whose id moves between `likedBy` and `dislikedBy`. */
  userId: number;
}

/** POST /api/forum/posts/{id}/like | unlike | dislike. */
export function usePostReaction(postId: number) {
  const queryClient = useQueryClient();
  const key = forumKeys.post(postId);
  return useMutation({
    mutationFn: ({ action }: PostReactionInput) =>
      api<PostReactions>(`/api/forum/posts/${postId}/${action}`, { method: 'POST' }),
    onMutate: async ({ action, userId }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ForumPostWrapper>(key);
      if (previous) {
        queryClient.setQueryData(key, { ...previous, post: withPostReaction(previous.post, userId, action) });
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
