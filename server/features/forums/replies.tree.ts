/** The JSON of forum replies (common/api/forums.ts) and their nesting. */
import type { ForumReply } from '@common/api/forums.ts';
import type { UserRow } from '../../identity/users.ts';
import { userJson } from '../../identity/users.ts';
import type { ListedReplyRow } from './replies.repo.ts';

type Viewer = Pick<UserRow, 'id' | 'role'> | undefined;

/**
 * A ForumReply (without its replies) as `viewer` sees it: the author's mobile and email only for
 * themselves and admins. A deleted placeholder shows no text and no author.
 */
export function toReply(row: ListedReplyRow, viewer: Viewer): ForumReply {
  const deleted = row.reply.deletedAt !== null;
  return {
    id: row.reply.id,
    postId: row.reply.postId,
    parentReplyId: row.reply.parentReplyId,
    content: deleted ? '' : row.reply.content,
    user: deleted ? null : userJson(row.user, row.mentorStatus, viewer),
    deleted,
    createdAt: row.reply.createdAt.toISOString(),
    updatedAt: row.reply.updatedAt.toISOString(),
    likeCount: row.likeCount,
    dislikeCount: row.dislikeCount,
    myReaction: row.myReaction,
    replies: [],
  };
}

/** Nests rows (already oldest first) under their parents; children keep the rows' order. */
export function replyTree(rows: ListedReplyRow[], viewer: Viewer): ForumReply[] {
  const byId = new Map<number, ForumReply>();
  for (const row of rows) byId.set(row.reply.id, toReply(row, viewer));
  const roots: ForumReply[] = [];
  for (const reply of byId.values()) {
    const parent = reply.parentReplyId === null ? undefined : byId.get(reply.parentReplyId);
    (parent ? parent.replies : roots).push(reply);
  }
  return roots;
}
