/**
 * Liking and disliking comments (spec section 7): shown at once, rolled back if the call fails
 * (the failure is only logged, spec section 8), then the server's counts and the reader's reaction
 * taken from its answer (no fetch of the thread; lib/threadCache.ts `useEntryReaction`).
 */
import type { Comment, CommentReactions } from '@common/api/comments.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';
import type { ReactionAction } from '../../../lib/reactions.ts';
import type { EntryReactionOptions } from '../../../lib/threadCache.ts';
import { commentThread } from '../lib/commentThread.ts';
import { commentKeys } from './keys.ts';

const paths = {
  like: '/api/likeComment',
  unlike: '/api/unlikeComment',
  dislike: '/api/dislikeComment',
} as const satisfies Record<ReactionAction, string>;

/** POST /api/likeComment | unlikeComment | dislikeComment ?id=. */
export function reactToComment(commentId: number, action: ReactionAction) {
  return ok(apiClient.POST(paths[action], { params: { query: { id: commentId } } }));
}

/** How a comment of question `questionId` is liked and disliked (see `reactToComment`); a failure is logged. */
export function commentReaction(questionId: number): EntryReactionOptions<Comment[], Comment, CommentReactions> {
  return {
    queryKey: commentKeys.thread(questionId),
    access: commentThread,
    react: reactToComment,
    counts: (counts) => counts,
    onError: (error, action) => console.error(`Failed to ${action} comment`, error),
  };
}
