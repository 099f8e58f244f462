/** The JSON of forum replies (common/api/forums.ts) and their nesting. */
import type { ForumReply } from '@common/api/forums.ts';
import type { ListedEntry, replyEntries } from '../../discussion/entries.ts';
import { buildThread } from '../../discussion/thread.ts';
import { userJson, type UserRow } from '../../identity/users.ts';

/** A reply as listed: its row, its author's user fields and latest mentor status, its counts and the viewer's reaction. */
export type ListedReplyRow = ListedEntry<typeof replyEntries>;

type Viewer = Pick<UserRow, 'id' | 'role'> | undefined;

/**
 * A ForumReply (without its replies) as `viewer` sees it: the author's mobile and email only for
 * themselves and admins, with the author's reputation. A deleted placeholder shows no text and no author.
 */
export function toReply(row: ListedReplyRow, viewer: Viewer): ForumReply {
  const { entry: reply, user } = row;
  const deleted = reply.deletedAt !== null;
  return {
    id: reply.id,
    postId: reply.postId,
    parentReplyId: reply.parentReplyId,
    content: deleted ? '' : reply.content,
    user: deleted ? null : { ...userJson(user, user.mentorStatus, viewer), reputation: user.reputation },
    deleted,
    createdAt: reply.createdAt.toISOString(),
    updatedAt: reply.updatedAt.toISOString(),
    editedAt: deleted ? null : (reply.editedAt?.toISOString() ?? null),
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
