/**
 * Liking and disliking a reply: shown at once, rolled back if the call fails, then the server's
 * counts and my reaction taken from its answer (no fetch of the thread; lib/threadCache.ts
 * `useEntryReaction`).
 */
import type { ForumPostWrapper, ForumReply, ReplyReactions } from '@common/api/forums.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';
import type { ReactionAction } from '../../../lib/reactions.ts';
import type { EntryReactionOptions } from '../../../lib/threadCache.ts';
import { replyThread } from '../lib/replyThread.ts';
import { forumKeys } from './keys.ts';

/** POST /api/forum/replies/{id}/like | unlike | dislike. */
export function reactToReply(replyId: number, action: ReactionAction) {
  return ok(apiClient.POST(`/api/forum/replies/{id}/${action}`, { params: { path: { id: replyId } } }));
}

/** How a reply of post `postId` is liked and disliked (see `reactToReply`). */
export function replyReaction(postId: number): EntryReactionOptions<ForumPostWrapper, ForumReply, ReplyReactions> {
  return {
    queryKey: forumKeys.post(postId),
    access: replyThread,
    react: reactToReply,
    counts: ({ replyId: id, likeCount, dislikeCount, myReaction }) => ({ id, likes: likeCount, dislikes: dislikeCount, myReaction }),
  };
}
