/**
 * Liking and disliking a reply: shown at once, rolled back if the call fails, then the post
 * refetched for the server's counts.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumPostWrapper, ReplyReactions } from '@common/api/forums.ts';
import { api } from '../../../lib/api.ts';
import { forumKeys } from './keys.ts';
import { type ReactionAction, updateReply, withReplyReaction } from './reactionState.ts';

/** POST /api/forum/replies/{id}/like | unlike | dislike, on a reply of post `postId`. */
export function useReplyReaction(postId: number, replyId: number) {
  const queryClient = useQueryClient();
  const key = forumKeys.post(postId);
  return useMutation({
    mutationFn: (action: ReactionAction) =>
      api<ReplyReactions>(`/api/forum/replies/${replyId}/${action}`, { method: 'POST' }),
    onMutate: async (action) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ForumPostWrapper>(key);
      if (previous) {
        const replies = updateReply(previous.replies, replyId, (reply) => withReplyReaction(reply, action));
        queryClient.setQueryData(key, { ...previous, replies });
      }
      return { previous };
    },
    onError: (_error, _action, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
