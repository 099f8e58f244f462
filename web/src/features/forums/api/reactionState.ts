/**
 * Pure helpers for reactions and the reply tree: what the server will answer after a reaction
 * (CONTRACT.md section 5, spec section 4 "Forum post likes/dislikes"), applied ahead of it.
 */
import type { ForumPost, ForumReply } from '@common/api/forums.ts';

/** What a reaction button asks the server to do: like, remove my like, or toggle my dislike. */
export type ReactionAction = 'like' | 'unlike' | 'dislike';

const without = (ids: readonly number[], userId: number) => ids.filter((id) => id !== userId);

/**
 * The post after `userId` does `action`: like adds them to `likedBy` and takes them off
 * `dislikedBy`; unlike takes them off `likedBy`; dislike toggles them on `dislikedBy`, and
 * adding takes them off `likedBy`.
 */
export function withPostReaction(post: ForumPost, userId: number, action: ReactionAction): ForumPost {
  const likedBy = without(post.likedBy, userId);
  const dislikedBy = without(post.dislikedBy, userId);
  switch (action) {
    case 'like':
      return { ...post, likedBy: [...likedBy, userId], dislikedBy };
    case 'unlike':
      return { ...post, likedBy };
    case 'dislike':
      return post.dislikedBy.includes(userId)
        ? { ...post, dislikedBy }
        : { ...post, likedBy, dislikedBy: [...dislikedBy, userId] };
  }
}

/** The reply after the caller does `action`, by the same rules, on its counts and `myReaction`. */
export function withReplyReaction(reply: ForumReply, action: ReactionAction): ForumReply {
  const mine = reply.myReaction;
  const likeCount = reply.likeCount - (mine === 'like' ? 1 : 0);
  const dislikeCount = reply.dislikeCount - (mine === 'dislike' ? 1 : 0);
  if (action === 'like') return { ...reply, likeCount: likeCount + 1, dislikeCount, myReaction: 'like' };
  if (action === 'dislike' && mine !== 'dislike') {
    return { ...reply, likeCount, dislikeCount: dislikeCount + 1, myReaction: 'dislike' };
  }
  if (action === 'unlike' && mine !== 'like') return reply;
  return { ...reply, likeCount, dislikeCount, myReaction: null };
}

/** The tree with reply `id` (at any depth) replaced by `change(reply)`. */
export function updateReply(replies: ForumReply[], id: number, change: (reply: ForumReply) => ForumReply): ForumReply[] {
  return replies.map((reply) =>
    reply.id === id ? change(reply) : { ...reply, replies: updateReply(reply.replies, id, change) },
  );
}

/** Replies in the tree at any depth, deleted placeholders left out. */
export function countReplies(replies: readonly ForumReply[]): number {
  return replies.reduce((sum, reply) => sum + (reply.deleted ? 0 : 1) + countReplies(reply.replies), 0);
}
