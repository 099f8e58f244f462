/** Queries on the forums table. */
import { asc, count, eq, sql } from 'drizzle-orm';
import type { PageQuery } from '@common/api/http.ts';
import type { Queryable } from '../../db/client.ts';
import { forumPosts, forums } from '../../db/schema/index.ts';

export type ForumRow = typeof forums.$inferSelect;

// Drizzle writes column names unqualified in a single-table select, where `forums.id` inside this
// subquery would mean forum_posts.id: the outer column is named with its table explicitly.
const postCount = () =>
  sql<number>`(select count(*) from ${forumPosts} where ${forumPosts.forumId} = ${sql.identifier('forums')}.${sql.identifier('id')})`.mapWith(Number);

/** A page of forums, oldest first (ties by id), each with its number of posts (forum_posts_forum_created_idx). */
export function listForums(db: Queryable, page: PageQuery) {
  return db
    .select({ forum: forums, postCount: postCount() })
    .from(forums)
    .orderBy(asc(forums.createdAt), asc(forums.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many forums there are. */
export async function countForums(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(forums);
  return row?.n ?? 0;
}

/** The forum with this id, or undefined. */
export async function findForum(db: Queryable, id: number): Promise<ForumRow | undefined> {
  const [row] = await db.select().from(forums).where(eq(forums.id, id)).limit(1);
  return row;
}

/**
 * The forum with this id, locked until the transaction ends, or undefined. `mode` 'key share'
 * keeps it from being deleted (while a post is added); 'update' also keeps posts from being added.
 */
export async function lockForum(tx: Queryable, id: number, mode: 'key share' | 'update'): Promise<ForumRow | undefined> {
  const [row] = await tx.select().from(forums).where(eq(forums.id, id)).for(mode);
  return row;
}

/** Inserts a forum and returns the stored row. */
export async function insertForum(db: Queryable, row: { title: string; description: string; createdBy: number }): Promise<ForumRow> {
  const [inserted] = await db.insert(forums).values(row).returning();
  return inserted!;
}

/** Deletes the forum; the foreign keys cascade to its posts, their replies and every reaction on them. */
export async function deleteForum(tx: Queryable, id: number): Promise<void> {
  await tx.delete(forums).where(eq(forums.id, id));
}
