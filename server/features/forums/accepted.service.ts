/**
 * Accepted answers of forum posts (contract 8.4): the post's author or an admin marks one reply of
 * the post as its answer, or removes the mark. One column on the post holds it, changed under the
 * post's row lock, so a post has one accepted reply at most, whatever runs at once.
 */
import type { ForumPostWrapper } from '@common/api/forums.ts';
import { messages } from '@common/messages.ts';
import { canAcceptReply } from '@common/policies.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { acceptEntry, unacceptEntry } from '../../discussion/accepted.ts';
import { replyEntries } from '../../discussion/entries.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import type { UserRow } from '../../identity/users.ts';
import { createNotifications } from '../../notifications/create.ts';
import * as postsRepo from './posts.repo.ts';
import { getPost } from './posts.service.ts';
import { liveReply } from './replies.service.ts';
import { inTransaction } from '../../effects/commit.ts';
import { postAccepted } from './forums.events.ts';

/**
 * The post locked against other changes of its accepted reply (replies may still be added), when
 * `user` may accept its replies.
 * @throws AppError 404 "Post not found"; 403 "Only the post's author or an admin can accept a reply"
 */
async function postToAcceptOn(tx: Transaction, user: UserRow, postId: number): Promise<postsRepo.PostRow> {
  const post = await postsRepo.lockPost(tx, postId, 'no key update');
  if (!post) throw notFound(messages.notFound.post);
  if (!canAcceptReply(user, post.authorId)) throw forbidden(messages.forum.acceptOwnerOnly);
  return post;
}

/**
 * Accepts reply `replyId` as the answer of post `postId` (replacing any accepted before); its
 * author gets an `answer_accepted` notification (not for accepting one's own reply, nor again for
 * the reply already accepted). After the commit the notification goes out live and `post:accepted`
 * to the post's and the forum's rooms. Answers the post as GET /api/forum/posts/{id} does.
 * @throws AppError 404 "Post not found"; 403 (not the post's author nor an admin); 404 "Reply not
 *   found" (unknown or a deleted placeholder); 400 "That reply is not in this post"
 */
export async function acceptReply(db: Database, user: UserRow, postId: number, replyId: number): Promise<ForumPostWrapper> {
  await inTransaction(db, async (tx, effects) => {
    const post = await postToAcceptOn(tx, user, postId);
    const reply = await liveReply(tx, replyId, 'share');
    if (reply.postId !== postId) throw badRequest(messages.forum.replyNotInPost);
    postAccepted(effects, { postId, forumId: post.forumId, acceptedReplyId: replyId });
    if (!(await acceptEntry(tx, replyEntries, postId, replyId, user.id))) return;
    const notificationIds = await createNotifications(tx, {
      actorId: user.id,
      place: { forumId: post.forumId, postId, replyId },
      text: reply.content,
      direct: [{ userId: reply.userId, type: 'answer_accepted' }],
    });
    effects.notify(notificationIds);
  });
  return getPost(db, postId, user);
}

/**
 * Removes the post's accepted reply (nothing to remove is not an error); `post:accepted` (null)
 * goes to the post's room after the commit. Answers the post as
 * GET /api/forum/posts/{id} does.
 * @throws AppError 404 "Post not found"; 403 (not the post's author nor an admin)
 */
export async function unacceptReply(db: Database, user: UserRow, postId: number): Promise<ForumPostWrapper> {
  await inTransaction(db, async (tx, effects) => {
    const post = await postToAcceptOn(tx, user, postId);
    await unacceptEntry(tx, replyEntries, postId, null);
    postAccepted(effects, { postId, forumId: post.forumId, acceptedReplyId: null });
  });
  return getPost(db, postId, user);
}
