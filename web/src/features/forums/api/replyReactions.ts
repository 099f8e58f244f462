/**
 * Liking and disliking a reply: shown at once, rolled back if the call fails, then the server's
 * counts and my reaction taken from its answer (no fetch of the thread).
 */
import type { ForumPostWrapper, ReplyReactions } from '@common/api/forums.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { afterReaction, updateInThread, useOptimisticReaction, type ReactionAction } from '../../../lib/reactions.ts';
import { withReplyReactions } from '../lib/liveThread.ts';
import { forumKeys } from './keys.ts';

/** POST /api/forum/replies/{id}/like | unlike | dislike. */
export function reactToReply(replyId: number, action: ReactionAction) {
  return ok(apiClient.POST(`/api/forum/replies/{id}/${action}`, { params: { path: { id: replyId } } }));
}

/** Reacts to reply `replyId` of post `postId` (see `reactToReply`), optimistically. */
export function useReplyReaction(postId: number, replyId: number) {
  return useOptimisticReaction<ForumPostWrapper, ReactionAction, ReplyReactions>({
    queryKey: forumKeys.post(postId),
    mutationFn: (action) => reactToReply(replyId, action),
    apply: (wrapper, action) => ({
      ...wrapper,
      replies: updateInThread(wrapper.replies, replyId, (reply) => {
        const next = afterReaction({ likes: reply.likeCount, dislikes: reply.dislikeCount, myReaction: reply.myReaction }, action);
        return { ...reply, likeCount: next.likes, dislikeCount: next.dislikes, myReaction: next.myReaction };
      }),
    }),
    settle: withReplyReactions,
  });
}
