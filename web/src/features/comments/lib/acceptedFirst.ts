import type { Comment } from '@common/api/comments.ts';

/** The top-level comments with the accepted one (the best explanation) first, the others in their order; the same array when none is accepted at the top. */
export function acceptedFirst(comments: Comment[]): Comment[] {
  const index = comments.findIndex((comment) => comment.accepted);
  if (index <= 0) return comments;
  return [comments[index]!, ...comments.slice(0, index), ...comments.slice(index + 1)];
}
