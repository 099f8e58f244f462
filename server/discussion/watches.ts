/**
 * Watching a post's thread (contract 8.4): each user's level on a post, 'watching', 'normal' (no
 * row) or 'muted'. Notifications read who watches and who muted a thread; post lists read the
 * viewer's own level. Features import this module; it imports no feature.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { WatchLevel } from '@common/api/forums.ts';
import type { Queryable } from '../db/client.ts';
import { forumPosts, postWatches } from '../db/schema/index.ts';

/** `viewerId`'s watch level on the post of the outer query (one probe of the primary key); 'normal' without a row. */
export const watchLevelSql = (viewerId: number) =>
  sql<WatchLevel>`coalesce((select w.level from ${postWatches} w where w.post_id = ${forumPosts.id} and w.user_id = ${viewerId}), 'normal')`;

/** Sets `userId`'s level on the post: 'normal' removes the row, the others insert or replace it. */
export async function setWatchLevel(db: Queryable, postId: number, userId: number, level: WatchLevel): Promise<void> {
  if (level === 'normal') {
    await db.delete(postWatches).where(and(eq(postWatches.postId, postId), eq(postWatches.userId, userId)));
    return;
  }
  await db
    .insert(postWatches)
    .values({ postId, userId, level })
    .onConflictDoUpdate({ target: [postWatches.postId, postWatches.userId], set: { level, createdAt: sql`now()` } });
}

/** Who watches the post's thread and who muted it (user ids, ascending). */
export async function threadFollowers(db: Queryable, postId: number): Promise<{ watching: number[]; muted: number[] }> {
  const rows = await db.select({ userId: postWatches.userId, level: postWatches.level }).from(postWatches).where(eq(postWatches.postId, postId)).orderBy(postWatches.userId);
  return {
    watching: rows.filter((row) => row.level === 'watching').map((row) => row.userId),
    muted: rows.filter((row) => row.level === 'muted').map((row) => row.userId),
  };
}
