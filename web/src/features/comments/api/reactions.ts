/**
 * Liking and disliking comments (spec section 7): shown at once, rolled back if the call fails
 * (the failure is only logged, spec section 8), and the thread refetched for the server's counts.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment, CommentReactions } from '@common/api/comments.ts';
import { api } from '../../../lib/api.ts';
import { type ReactionAction, updateComment, withReaction } from './commentTree.ts';
import { commentKeys } from './keys.ts';

const paths: Record<ReactionAction, string> = {
  like: '/api/likeComment',
  unlike: '/api/unlikeComment',
  dislike: '/api/dislikeComment',
};

/** POST /api/likeComment | unlikeComment | dislikeComment ?id= on a comment of the question. */
export function useCommentReaction(questionId: number) {
  const queryClient = useQueryClient();
  const key = commentKeys.thread(questionId);
  return useMutation({
    mutationFn: ({ commentId, action }: { commentId: number; action: ReactionAction }) =>
      api<CommentReactions>(paths[action], { method: 'POST', query: { id: commentId } }),
    onMutate: async ({ commentId, action }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Comment[]>(key);
      if (previous) {
        queryClient.setQueryData(key, updateComment(previous, commentId, (comment) => withReaction(comment, action)));
      }
      return { previous };
    },
    onError: (error, { action }, context) => {
      console.error(`Failed to ${action} comment`, error);
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
