/**
 * Liking and disliking comments (spec section 7): shown at once, rolled back if the call fails
 * (the failure is only logged, spec section 8), and the thread refetched for the server's counts.
 */
import type { Comment, CommentReactions } from '@common/api/comments.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { afterReaction, updateInThread, useOptimisticReaction, type ReactionAction } from '../../../lib/reactions.ts';
import { commentKeys } from './keys.ts';

const paths = {
  like: '/api/likeComment',
  unlike: '/api/unlikeComment',
  dislike: '/api/dislikeComment',
} as const satisfies Record<ReactionAction, string>;

interface CommentReactionInput {
  commentId: number;
  action: ReactionAction;
}

/** POST /api/likeComment | unlikeComment | dislikeComment ?id=. */
export function reactToComment(commentId: number, action: ReactionAction) {
  return ok(apiClient.POST(paths[action], { params: { query: { id: commentId } } }));
}

/** Reacts to a comment of question `questionId` (see `reactToComment`), optimistically; a failure is logged. */
export function useCommentReaction(questionId: number) {
  return useOptimisticReaction<Comment[], CommentReactionInput, CommentReactions>({
    queryKey: commentKeys.thread(questionId),
    mutationFn: ({ commentId, action }) => reactToComment(commentId, action),
    apply: (thread, { commentId, action }) => updateInThread(thread, commentId, (comment) => ({ ...comment, ...afterReaction(comment, action) })),
    onError: (error, { action }) => console.error(`Failed to ${action} comment`, error),
  });
}
