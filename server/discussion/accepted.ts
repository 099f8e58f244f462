/**
 * The accepted entry of a subject (contract 8.4: a question's best explanation, a post's answer),
 * stored where the kind keeps it (entries.ts `accepted`): at most one per subject. Accepting and
 * unaccepting first lock the subject's row ('no key update': entries may still be added), so
 * concurrent changes of one subject's mark apply one at a time. Callers check who may accept and
 * that the entry belongs to the subject and is alive.
 */
import { and, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { columnValues } from './columns.ts';
import type { EntryKind } from './entries.ts';

/** Locks the subject's row until the transaction ends ('no key update'); a missing subject locks nothing. */
async function lockSubject(tx: Queryable, kind: EntryKind, subjectId: number): Promise<void> {
  await tx.select({ id: kind.subject.id }).from(kind.subject.table).where(eq(kind.subject.id, subjectId)).for('no key update');
}

/** Clears the marks that `where` selects (on the entries' or on the subjects' table, as the kind keeps them). */
async function clearMarks(tx: Queryable, kind: EntryKind, where: (marked: SQL) => SQL | undefined): Promise<void> {
  const mark = kind.accepted;
  if (mark.on === 'entry') {
    await tx.update(kind.table).set(columnValues(kind.table, [[mark.at, null], [mark.by, null]])).where(where(isNotNull(mark.at)));
  } else {
    const subject = kind.subject.table;
    await tx.update(subject).set(columnValues(subject, [[mark.entry, null], [mark.by, null], [mark.at, null]])).where(where(isNotNull(mark.entry)));
  }
}

/**
 * Makes entry `entryId` its subject's accepted one (by `acceptedBy`, now), replacing any other.
 * Answers whether it changed anything (false: that entry was accepted already).
 */
export async function acceptEntry(tx: Queryable, kind: EntryKind, subjectId: number, entryId: number, acceptedBy: number): Promise<boolean> {
  await lockSubject(tx, kind, subjectId);
  const mark = kind.accepted;
  const { id, subject } = kind.columns;
  if (mark.on === 'entry') {
    // The partial unique index allows one per subject: clear the other first.
    await clearMarks(tx, kind, (marked) => and(eq(subject, subjectId), marked, ne(id, entryId)));
    const changed = await tx
      .update(kind.table)
      .set(columnValues(kind.table, [[mark.at, sql`now()`], [mark.by, acceptedBy]]))
      .where(and(eq(id, entryId), eq(subject, subjectId), sql`${mark.at} is null`))
      .returning({ id: sql`1` });
    return changed.length > 0;
  }
  const table = kind.subject.table;
  const changed = await tx
    .update(table)
    .set(columnValues(table, [[mark.entry, entryId], [mark.by, acceptedBy], [mark.at, sql`now()`]]))
    .where(and(eq(kind.subject.id, subjectId), sql`${mark.entry} is distinct from ${entryId}`))
    .returning({ id: sql`1` });
  return changed.length > 0;
}

/** Removes the subject's accepted mark when it is on `entryId` (null: whichever entry has it); nothing marked is not an error. */
export async function unacceptEntry(tx: Queryable, kind: EntryKind, subjectId: number, entryId: number | null): Promise<void> {
  await lockSubject(tx, kind, subjectId);
  const mark = kind.accepted;
  const entry = mark.on === 'entry' ? kind.columns.id : mark.entry;
  const subject = mark.on === 'entry' ? kind.columns.subject : kind.subject.id;
  await clearMarks(tx, kind, (marked) => and(eq(subject, subjectId), marked, entryId === null ? undefined : eq(entry, entryId)));
}

/** Removes the accepted mark of entry `entryId`, if it has it (an entry being withdrawn; the update locks the marked row itself). */
export async function clearAcceptedOf(tx: Queryable, kind: EntryKind, entryId: number): Promise<void> {
  const mark = kind.accepted;
  await clearMarks(tx, kind, (marked) => and(marked, eq(mark.on === 'entry' ? kind.columns.id : mark.entry, entryId)));
}
