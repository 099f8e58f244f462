/**
 * Reading notifications as their recipients see them: a notification about content the recipient
 * can no longer see (a deleted post, reply or comment — removed with it, or a reply kept as a
 * deleted placeholder; a deleted question, or a pending or rejected one they neither submitted
 * nor administer) is left out of lists, counts and live announcements.
 */
import { and, count, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Notification } from '@common/api/notifications.ts';
import type { Queryable } from '../db/client.ts';
import { forumReplies, notifications, questions, users } from '../db/schema/index.ts';

const actor = alias(users, 'actor');
const recipient = alias(users, 'recipient');

/** Whether the recipient may still see what the notification is about. */
const visible = and(
  or(isNull(notifications.replyId), isNull(forumReplies.deletedAt)),
  or(
    isNull(notifications.questionId),
    eq(questions.status, 'approved'),
    and(inArray(questions.status, ['pending', 'rejected']), or(eq(questions.submittedBy, notifications.userId), eq(recipient.role, 'admin'))),
  ),
)!;

function visibleRows(db: Queryable, where: SQL) {
  return db
    .select({
      notification: notifications,
      actor: { id: actor.id, name: actor.name, username: actor.username },
    })
    .from(notifications)
    .innerJoin(recipient, eq(recipient.id, notifications.userId))
    .leftJoin(actor, eq(actor.id, notifications.actorId))
    .leftJoin(forumReplies, eq(forumReplies.id, notifications.replyId))
    .leftJoin(questions, eq(questions.id, notifications.questionId))
    .where(and(where, visible));
}

type Row = Awaited<ReturnType<typeof visibleRows>>[number];

/** A stored row as the API's Notification. */
export function toNotification({ notification: n, actor: a }: Row): Notification & { userId: number } {
  return {
    id: n.id,
    userId: n.userId,
    type: n.type,
    read: n.readAt !== null,
    createdAt: n.createdAt.toISOString(),
    actor: a && a.id !== null ? { id: a.id, name: a.name, username: a.username } : null,
    questionId: n.questionId,
    forumId: n.forumId,
    postId: n.postId,
    replyId: n.replyId,
    commentId: n.commentId,
    testId: n.testId,
    text: n.text,
  };
}

/** The visible notifications among `ids` (any recipients), with their recipients' ids. */
export async function findVisibleByIds(db: Queryable, ids: number[]): Promise<Array<Notification & { userId: number }>> {
  if (ids.length === 0) return [];
  const rows = await visibleRows(db, inArray(notifications.id, ids)).orderBy(notifications.id);
  return rows.map(toNotification);
}

/**
 * A page of `userId`'s visible notifications, newest first; `unreadAfter`: only unread ones with
 * an id above `unreadAfter.id` (0: every unread one).
 */
export async function listVisible(db: Queryable, userId: number, page: { limit: number; offset: number }, unreadAfter?: { id: number }): Promise<Notification[]> {
  const where = unreadAfter
    ? and(eq(notifications.userId, userId), isNull(notifications.readAt), gt(notifications.id, unreadAfter.id))!
    : eq(notifications.userId, userId);
  const rows = await visibleRows(db, where).orderBy(desc(notifications.id)).limit(page.limit).offset(page.offset);
  return rows.map((row) => {
    const { userId: _recipient, ...notification } = toNotification(row);
    return notification;
  });
}

/** How many visible notifications `userId` has, and how many of them are unread. */
export async function countVisible(db: Queryable, userId: number): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number) })
    .from(notifications)
    .innerJoin(recipient, eq(recipient.id, notifications.userId))
    .leftJoin(forumReplies, eq(forumReplies.id, notifications.replyId))
    .leftJoin(questions, eq(questions.id, notifications.questionId))
    .where(and(eq(notifications.userId, userId), visible));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}
