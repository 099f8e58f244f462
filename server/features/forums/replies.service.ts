/**
 * Forum replies: adding (to the post or to a reply of the same post, any depth), deleting (author
 * or admin; a reply that has replies stays as a placeholder) and reacting. Any logged-in user may
 * write; callers check the session.
 */
import { requireAuthor, requireAuthorOrAdmin } from '../../policies/access.ts';
import type { ForumReply, ReplyReactions } from '@common/api/forums.ts';
import { messages } from '@common/messages.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { replyEntries, type EntryRow } from '../../discussion/entries.ts';
import { findListedEntry, lockEntry } from '../../discussion/entries.read.ts';
import { deleteEntry, editEntryText, insertEntry, reactToEntry } from '../../discussion/entries.write.ts';
import type { ReactionAction } from '../../discussion/reactions.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { UserRow } from '../../identity/users.ts';
import { createNotifications } from '../../notifications/create.ts';
import * as postsRepo from './posts.repo.ts';
import { toReply, type ListedReplyRow } from './replies.tree.ts';
import { inTransaction } from '../../effects/commit.ts';
import { replyCreated, replyDeleted, replyReactionsChanged, replyUpdated } from './forums.events.ts';

type ReplyRow = EntryRow<typeof replyEntries>;

/**
 * The reply with this id locked (see `lockEntry`) when it exists and is not a deleted placeholder.
 * @throws AppError 404 "Reply not found"
 */
export async function liveReply(tx: Transaction, id: number, mode: 'share' | 'update'): Promise<ReplyRow> {
  const reply = await lockEntry(tx, replyEntries, id, mode);
  if (!reply || reply.deletedAt !== null) throw notFound(messages.forum.replyNotFound);
  return reply;
}

/**
 * Adds `author`'s reply (`content` already trimmed and non-empty) to the post, or under
 * `parentReplyId`, which must be a live reply of the same post. The post and the parent are
 * locked until the reply is stored, so neither can vanish under it. Answers the reply as its
 * author sees it. The notifications are made in the same transaction (`reply_reply` to the parent
 * reply's author, `post_reply` to the post's, `mention`s, `post_activity` to the thread's watchers;
 * none to whoever muted it); after the commit they go out live, and `reply:created` with the reply
 * as anyone else sees it (no mobile or email) to the post's room.
 * @throws AppError 404 "Post not found"; 404 "Reply not found" (unknown or deleted parent);
 *   400 "The reply you are answering belongs to another post"
 */
export async function addReply(
  db: Database,
  author: UserRow,
  postId: number,
  input: { content: string; parentReplyId: number | null },
): Promise<ForumReply> {
  return inTransaction(db, async (tx, effects) => {
    const post = await postsRepo.lockPost(tx, postId, 'key share');
    if (!post) throw notFound(messages.notFound.post);
    let parent: ReplyRow | undefined;
    if (input.parentReplyId !== null) {
      parent = await liveReply(tx, input.parentReplyId, 'share');
      if (parent.postId !== postId) throw badRequest(messages.forum.parentReplyMismatch);
    }
    const row = await insertEntry(tx, replyEntries, { subjectId: postId, parentId: input.parentReplyId, authorId: author.id, text: input.content });
    const notificationIds = await createNotifications(tx, {
      actorId: author.id,
      place: { forumId: post.forumId, postId, replyId: row.id },
      text: input.content,
      direct: [...(parent ? [{ userId: parent.userId, type: 'reply_reply' as const }] : []), { userId: post.authorId, type: 'post_reply' }],
      mentionsIn: input.content,
      activity: true,
    });
    const listed: ListedReplyRow = (await findListedEntry(tx, replyEntries, row.id, author.id))!; // just inserted, in this transaction
    replyCreated(effects, toReply(listed, undefined));
    effects.notify(notificationIds);
    return toReply(listed, author);
  });
}

/**
 * Replaces the reply's text (already trimmed and non-empty) when `user` wrote it, and marks it
 * edited. Answers it (with empty `replies`) as its author sees it; after the commit, `reply:updated`
 * goes to the post's room.
 * @throws AppError 404 "Reply not found" (unknown or a deleted placeholder); 403 "Only the author can edit this" (admins too)
 */
export async function editReply(db: Database, user: UserRow, replyId: number, content: string): Promise<ForumReply> {
  return inTransaction(db, async (tx, effects) => {
    const reply = await liveReply(tx, replyId, 'update');
    requireAuthor(user, reply.userId);
    await editEntryText(tx, replyEntries, replyId, content);
    const listed = (await findListedEntry(tx, replyEntries, replyId, user.id))!; // locked: still there
    replyUpdated(effects, toReply(listed, undefined));
    return toReply(listed, user);
  });
}

/**
 * Deletes the reply when `user` is its author or an admin. A reply that has replies becomes a
 * placeholder (text and reactions removed, place kept); one without is removed, and so is each
 * placeholder above it left without replies. Each reply is locked before it is judged, so
 * concurrent deletions of siblings cannot leave an empty placeholder behind. After the commit,
 * `reply:deleted` goes to the post's room.
 * @throws AppError 404 "Reply not found" (unknown or already deleted); 403 "Only the author can delete this" (nothing changes)
 */
export function deleteReply(db: Database, user: UserRow, replyId: number): Promise<{ postId: number; replyId: number }> {
  return inTransaction(db, async (tx, effects) => {
    const reply = await liveReply(tx, replyId, 'update');
    requireAuthorOrAdmin(user, reply.userId);
    await deleteEntry(tx, replyEntries, reply.id);
    const deleted = { postId: reply.postId, replyId: reply.id };
    replyDeleted(effects, deleted);
    return deleted;
  });
}

/**
 * like / unlike / dislike (a toggle) of the reply by `user`; like and dislike exclude each other,
 * and concurrent requests of one user apply one after the other. Answers the reply's counts and
 * the user's reaction after the change; after the commit, `reply:reactions` (counts only) goes to the post's room.
 * @throws AppError 404 "Reply not found" (unknown or a deleted placeholder)
 */
export function reactToReply(db: Database, user: UserRow, replyId: number, action: ReactionAction): Promise<Required<ReplyReactions>> {
  return inTransaction(db, async (tx, effects) => {
    const reply = await liveReply(tx, replyId, 'share');
    const { likes, dislikes, myReaction } = await reactToEntry(tx, replyEntries, replyId, user.id, action);
    const reactions = { replyId, likeCount: likes, dislikeCount: dislikes, myReaction };
    replyReactionsChanged(effects, reply.postId, reactions);
    return reactions;
  });
}
