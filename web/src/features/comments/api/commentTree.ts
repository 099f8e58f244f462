/** Pure helpers over a nested comment thread. */
import type { Comment } from '@common/api/comments.ts';

/** What a reaction button asks the server to do. */
export type ReactionAction = 'like' | 'unlike' | 'dislike';

/** Every comment and reply in the thread. */
export function countComments(comments: readonly Comment[]): number {
  return comments.reduce((sum, comment) => sum + 1 + countComments(comment.replies), 0);
}

/** The thread with comment `id` (at any depth) replaced by `change(comment)`. */
export function updateComment(comments: Comment[], id: number, change: (comment: Comment) => Comment): Comment[] {
  return comments.map((comment) =>
    comment.id === id ? change(comment) : { ...comment, replies: updateComment(comment.replies, id, change) },
  );
}

/**
 * The comment as the server will have it after `action` (CONTRACT.md section 5): like and
 * dislike exclude each other, like is idempotent, unlike removes a like, dislike toggles.
 */
export function withReaction(comment: Comment, action: ReactionAction): Comment {
  const mine = comment.myReaction;
  let { likes, dislikes } = comment;
  if (mine === 'like') likes -= 1;
  if (mine === 'dislike') dislikes -= 1;
  if (action === 'like') return { ...comment, likes: likes + 1, dislikes, myReaction: 'like' };
  if (action === 'dislike' && mine !== 'dislike') {
    return { ...comment, likes, dislikes: dislikes + 1, myReaction: 'dislike' };
  }
  if (action === 'unlike' && mine !== 'like') return comment;
  return { ...comment, likes, dislikes, myReaction: null };
}
