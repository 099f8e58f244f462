/**
 * Reading discussion entries of any kind (entries.ts): a subject's whole thread or one entry, each
 * with its author and reaction totals in one query; one entry's row, locked or not; how many
 * entries a user wrote.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { EntryKind, EntryRow, ListedEntry } from './entries.ts';
import { reactionTotals, totalsOf } from './reactions.ts';
import { threadOrder } from './thread.ts';

/**
 * The entries whose `scope` column is `scopeId`, oldest first (ties by id), with author and
 * totals: one query, the totals from one grouped pass over the scope's reactions (primary-key
 * index) joined to the entries.
 */
function selectListed<K extends EntryKind>(db: Queryable, kind: K, scope: AnyPgColumn, scopeId: number, viewerId: number): Promise<ListedEntry<K>[]> {
  const { id, author, createdAt } = kind.columns;
  const totals = reactionTotals(db, kind.reactions, { table: kind.table, id, scope }, scopeId, viewerId);
  const rows = db
    .select({ entry: kind.table, user: kind.authorFields(), ...totalsOf(totals) })
    .from(kind.table)
    .innerJoin(users, eq(users.id, author))
    .leftJoin(totals, eq(totals.targetId, id))
    .where(eq(scope, scopeId))
    .orderBy(...threadOrder(createdAt, id));
  // Drizzle cannot name the row types of a table it does not know yet; ListedEntry names them.
  return rows as unknown as Promise<ListedEntry<K>[]>;
}

/**
 * Every entry of the subject (deleted placeholders included), oldest first (ties by id), each with
 * its author's fields, like and dislike counts and `viewerId`'s own reaction. One query on the
 * subject's index (comments_question_idx, forum_replies_post_idx).
 */
export function listEntries<K extends EntryKind>(db: Queryable, kind: K, subjectId: number, viewerId: number): Promise<ListedEntry<K>[]> {
  return selectListed(db, kind, kind.columns.subject, subjectId, viewerId);
}

/** The entry with its author's fields, counts and `viewerId`'s reaction (one query), or undefined. */
export async function findListedEntry<K extends EntryKind>(db: Queryable, kind: K, id: number, viewerId: number): Promise<ListedEntry<K> | undefined> {
  const [row] = await selectListed(db, kind, kind.columns.id, id, viewerId);
  return row;
}

/** The entry with this id (a placeholder too), or undefined. */
export async function findEntry<K extends EntryKind>(db: Queryable, kind: K, id: number): Promise<EntryRow<K> | undefined> {
  const [row] = (await db.select().from(kind.table).where(eq(kind.columns.id, id)).limit(1)) as EntryRow<K>[];
  return row;
}

/**
 * The entry with this id (a placeholder too), locked until the transaction ends, or undefined.
 * 'share' keeps it from being changed or deleted (while a reply, a reaction or an accepted mark is
 * added to it); 'update' is taken to change or delete it.
 */
export async function lockEntry<K extends EntryKind>(tx: Queryable, kind: K, id: number, mode: 'share' | 'update'): Promise<EntryRow<K> | undefined> {
  const [row] = (await tx.select().from(kind.table).where(eq(kind.columns.id, id)).for(mode)) as EntryRow<K>[];
  return row;
}

/** How many entries of the kind `userId` wrote, deleted placeholders left out (on the author index: comments_user_idx, forum_replies_user_idx). */
export async function countEntriesBy(db: Queryable, kind: EntryKind, userId: number): Promise<number> {
  const { author, deletedAt } = kind.columns;
  const [row] = await db
    .select({ n: count() })
    .from(kind.table)
    .where(and(eq(author, userId), deletedAt ? isNull(deletedAt) : undefined));
  return row?.n ?? 0;
}
