/** The JSON of forum replies (common/api/forums.ts) and their nesting. */
import type { ForumReply } from '@common/api/forums.ts';
import { buildThread } from '../../discussion/thread.ts';
import { userJson, type UserRow } from '../../identity/users.ts';
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
    editedAt: deleted ? null : (row.reply.editedAt?.toISOString() ?? null),
    likeCount: row.likes,
    dislikeCount: row.dislikes,
    myReaction: row.myReaction,
    replies: [],
  };
}

/**
 * The post's replies as a tree (rows oldest first; replies oldest first at every level), deleted
 * replies that still have replies as placeholders, as `viewer` sees them.
 */
export function replyTree(rows: ListedReplyRow[], viewer: Viewer): ForumReply[] {
  return buildThread(rows, (row) => toReply(row, viewer), (reply) => reply.parentReplyId);
}
