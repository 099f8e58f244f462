/** Queries of the notifications feature: marking read, settings, username lookup for mentions. */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { notificationSettings, notifications, users } from '../../db/schema/index.ts';

/** Marks `userId`'s unread notifications read: those among `ids`, or all of them (`ids` undefined). */
export async function markRead(db: Queryable, userId: number, ids: number[] | undefined): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids ? inArray(notifications.id, ids) : undefined));
}

/** `userId`'s digest setting ('off' without a settings row). */
export async function findEmailDigest(db: Queryable, userId: number): Promise<'off' | 'daily'> {
  const [row] = await db.select({ emailDigest: notificationSettings.emailDigest }).from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row?.emailDigest ?? 'off';
}

/** Stores `userId`'s digest setting. */
export async function saveEmailDigest(db: Queryable, userId: number, emailDigest: 'off' | 'daily'): Promise<void> {
  await db.insert(notificationSettings).values({ userId, emailDigest }).onConflictDoUpdate({ target: notificationSettings.userId, set: { emailDigest } });
}

/** Up to `limit` active users whose username starts with `prefix` (case-insensitive), by username. */
export function findUsersByPrefix(db: Queryable, prefix: string, limit: number) {
  const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: users.id, name: users.name, username: users.username })
    .from(users)
    .where(and(sql`lower(${users.username}) like ${pattern}`, isNull(users.suspendedAt)))
    .orderBy(asc(sql`lower(${users.username})`))
    .limit(limit);
}
