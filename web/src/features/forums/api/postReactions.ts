/**
 * Liking and disliking a post (spec section 4): shown at once, rolled back if the call fails,
 * then everyone's reactions taken from the server's answer (no fetch of the thread).
 */
import type { ForumPostWrapper, PostReactions } from '@common/api/forums.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { reactorsAfter, useOptimisticReaction, type ReactionAction } from '../../../lib/reactions.ts';
import { withPostReactions } from '../lib/replyThread.ts';
import { forumKeys } from './keys.ts';

interface PostReactionInput {
  action: ReactionAction;
  /** The current user, whose id moves between `likedBy` and `dislikedBy`. */
  userId: number;
}

/** POST /api/forum/posts/{id}/like | unlike | dislike. */
export function reactToPost(postId: number, action: ReactionAction) {
  return ok(apiClient.POST(`/api/forum/posts/{id}/${action}`, { params: { path: { id: postId } } }));
}

/** Reacts to post `postId` (see `reactToPost`), optimistically. */
export function usePostReaction(postId: number) {
  return useOptimisticReaction<ForumPostWrapper, PostReactionInput, PostReactions>({
    queryKey: forumKeys.post(postId),
    mutationFn: ({ action }) => reactToPost(postId, action),
    apply: (wrapper, { action, userId }) => ({ ...wrapper, post: { ...wrapper.post, ...reactorsAfter(wrapper.post, userId, action) } }),
    settle: withPostReactions,
  });
}
