/**
 * Liking and disliking a reply: shown at once, rolled back if the call fails, then the post
 * refetched for the server's counts.
 */
import type { ForumPostWrapper, ReplyReactions } from '@common/api/forums.ts';
import { api } from '../../../lib/api.ts';
import { afterReaction, updateInThread, useOptimisticReaction, type ReactionAction } from '../../../lib/reactions.ts';
import { forumKeys } from './keys.ts';

/** POST /api/forum/replies/{id}/like | unlike | dislike, on a reply of post `postId`. */
export function useReplyReaction(postId: number, replyId: number) {
  return useOptimisticReaction<ForumPostWrapper, ReactionAction, ReplyReactions>({
    queryKey: forumKeys.post(postId),
    mutationFn: (action) => api<ReplyReactions>(`/api/forum/replies/${replyId}/${action}`, { method: 'POST' }),
    apply: (wrapper, action) => ({
      ...wrapper,
      replies: updateInThread(wrapper.replies, replyId, (reply) => {
        const next = afterReaction({ likes: reply.likeCount, dislikes: reply.dislikeCount, myReaction: reply.myReaction }, action);
        return { ...reply, likeCount: next.likes, dislikeCount: next.dislikes, myReaction: next.myReaction };
      }),
    }),
  });
}
