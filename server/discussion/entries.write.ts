/**
 * Writing discussion entries of any kind (entries.ts): adding one, changing its text, reacting to
 * it and deleting it with placeholders. Callers check their feature's rules first (who may write,
 * whether the subject and the parent are visible and alive) and lock what must not change meanwhile.
 */
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable, Transaction } from '../db/client.ts';
import { clearAcceptedOf } from './accepted.ts';
import { columnValues } from './columns.ts';
import type { DeletableKind, EntryKind, EntryRow } from './entries.ts';
import { applyReaction, reactionCounts, type ReactionAction, type ReactionCounts } from './reactions.ts';

/** `now()` for the kind's `updated_at`, when it has one. */
const touched = (kind: EntryKind): [AnyPgColumn, unknown][] => (kind.columns.updatedAt ? [[kind.columns.updatedAt, sql`now()`]] : []);

/** Inserts an entry of the subject (a reply to `parentId` when set) and returns the stored row. */
export async function insertEntry<K extends EntryKind>(
  db: Queryable,
  kind: K,
  entry: { subjectId: number; parentId: number | null; authorId: number; text: string },
): Promise<EntryRow<K>> {
  const { subject, parent, author, text } = kind.columns;
  const values = columnValues(kind.table, [
    [subject, entry.subjectId],
    [parent, entry.parentId],
    [author, entry.authorId],
    [text, entry.text],
  ]);
  const [row] = (await db.insert(kind.table).values(values).returning()) as EntryRow<K>[];
  return row!;
}

/** Sets the entry's text and marks it edited now. */
export async function editEntryText(db: Queryable, kind: EntryKind, id: number, text: string): Promise<void> {
  const set = columnValues(kind.table, [[kind.columns.text, text], [kind.columns.editedAt, sql`now()`], ...touched(kind)]);
  await db.update(kind.table).set(set).where(eq(kind.columns.id, id));
}

/**
 * Applies `action` (reactions.ts: like, unlike, dislike toggle) to `userId`'s reaction on the
 * entry and answers its counts and the user's reaction after the change. Concurrent requests of
 * one user apply one after the other.
 */
export async function reactToEntry(tx: Transaction, kind: EntryKind, id: number, userId: number, action: ReactionAction): Promise<ReactionCounts> {
  await applyReaction(tx, kind.reactions, id, userId, action);
  return reactionCounts(tx, kind.reactions, id, userId);
}

/** The entry's parent and deletion time, locked for update until the transaction ends, or undefined. */
async function lockForDeletion(tx: Transaction, kind: DeletableKind, id: number) {
  const { parent, deletedAt } = kind.columns;
  const [row] = await tx
    .select({ parentId: sql<number | null>`${parent}`, deletedAt: sql<unknown>`${deletedAt}` })
    .from(kind.table)
    .where(eq(kind.columns.id, id))
    .for('update');
  return row;
}

/** Whether any entry (placeholder or not) answers this one (on the parent index). */
async function hasReplies(tx: Transaction, kind: EntryKind, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: kind.columns.id }).from(kind.table).where(eq(kind.columns.parent, id)).limit(1);
  return row !== undefined;
}

/**
 * Turns the entry into a deleted placeholder: its text and reactions are removed, its place in the
 * thread kept, and it is its subject's accepted entry no more.
 */
async function makePlaceholder(tx: Transaction, kind: DeletableKind, id: number): Promise<void> {
  const set = columnValues(kind.table, [[kind.columns.text, ''], [kind.columns.deletedAt, sql`now()`], ...touched(kind)]);
  await tx.update(kind.table).set(set).where(eq(kind.columns.id, id));
  await tx.delete(kind.reactions.table).where(eq(kind.reactions.target, id));
  await clearAcceptedOf(tx, kind, id);
}

/**
 * Deletes the entry (the caller has judged it may). One that has replies becomes a placeholder;
 * one without is removed (its reactions cascade; a subject's reference to it as accepted is set
 * to null by its foreign key), and so is each placeholder above it left without replies. Every
 * entry is locked ('update') before it is judged, so concurrent deletions of siblings cannot
 * leave an empty placeholder behind. Nothing happens to an entry that no longer exists.
 */
export async function deleteEntry(tx: Transaction, kind: DeletableKind, id: number): Promise<void> {
  const entry = await lockForDeletion(tx, kind, id);
  if (!entry) return;
  if (await hasReplies(tx, kind, id)) {
    await makePlaceholder(tx, kind, id);
    return;
  }
  await tx.delete(kind.table).where(eq(kind.columns.id, id));
  let parentId = entry.parentId;
  while (parentId !== null) {
    const parent = await lockForDeletion(tx, kind, parentId);
    if (!parent || parent.deletedAt === null || (await hasReplies(tx, kind, parentId))) break;
    await tx.delete(kind.table).where(eq(kind.columns.id, parentId));
    parentId = parent.parentId;
  }
}
