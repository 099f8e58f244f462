/** Queries for imports: bulk question insert, import job rows (taxonomy get-or-create: server/taxonomy). */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { importJobs, questions, type ImportRowError } from '../../db/schema/index.ts';

export type ImportJobRow = typeof importJobs.$inferSelect;

export type NewQuestionRow = typeof questions.$inferInsert;

/** Inserts questions, skipping duplicates (same text, ignoring case); returns how many were created. */
export async function insertQuestionsSkippingDuplicates(db: Queryable, rows: NewQuestionRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(questions).values(rows).onConflictDoNothing().returning({ id: questions.id });
  return inserted.length;
}

/** Which of `texts` are already question texts (compared ignoring case); answers their lower-case forms. */
export async function existingQuestionTexts(db: Queryable, texts: string[]): Promise<Set<string>> {
  if (texts.length === 0) return new Set();
  const lowered = texts.map((text) => text.toLowerCase());
  // md5(lower(text)) is what the unique index questions_text_key covers.
  const rows = await db
    .select({ text: sql<string>`lower(${questions.questionText})` })
    .from(questions)
    .where(inArray(sql`md5(lower(${questions.questionText}))`, lowered.map((text) => sql`md5(${text})`)));
  return new Set(rows.map((row) => row.text));
}

/**
 * Adds one batch's counts to a job row and appends its row errors, only while the row still shows
 * `expectedProcessed` rows processed (run inside the batch's transaction: the row lock makes a
 * second runner of the same job wait, then see the new count). Answers false when it did not.
 */
export async function advanceImportJob(
  db: Queryable,
  id: number,
  expectedProcessed: number,
  step: { processed: number; created: number; skipped: number; errors: ImportRowError[] },
): Promise<boolean> {
  const updated = await db
    .update(importJobs)
    .set({
      processed: sql`${importJobs.processed} + ${step.processed}`,
      created: sql`${importJobs.created} + ${step.created}`,
      skipped: sql`${importJobs.skipped} + ${step.skipped}`,
      errors: step.errors.length > 0 ? sql`${importJobs.errors} || ${JSON.stringify(step.errors)}::jsonb` : undefined,
    })
    .where(and(eq(importJobs.id, id), eq(importJobs.processed, expectedProcessed), eq(importJobs.state, 'active')))
    .returning({ id: importJobs.id });
  return updated.length === 1;
}

/**
 * Ends a job that is still queued or active as `failed`, appending `{ rowNumber: 0, message }` to
 * its errors; answers its progress, or undefined when it had already ended (nothing changed).
 */
export async function failImportJob(db: Queryable, id: number, message: string) {
  const [row] = await db
    .update(importJobs)
    .set({ state: 'failed', errors: sql`${importJobs.errors} || ${JSON.stringify([{ rowNumber: 0, message }])}::jsonb`, finishedAt: new Date() })
    .where(and(eq(importJobs.id, id), inArray(importJobs.state, ['queued', 'active'])))
    .returning({ createdBy: importJobs.createdBy, processed: importJobs.processed, total: importJobs.total });
  return row;
}

export async function insertImportJob(db: Queryable, job: { createdBy: number; fileName: string; file: Buffer; total: number }): Promise<ImportJobRow> {
  const [row] = await db.insert(importJobs).values(job).returning();
  return row!;
}

export async function findImportJob(db: Queryable, id: number): Promise<ImportJobRow | undefined> {
  const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id)).limit(1);
  return row;
}

/** The job's progress columns, without the stored file. */
export async function findImportJobStatus(db: Queryable, id: number) {
  const [row] = await db
    .select({
      id: importJobs.id,
      createdBy: importJobs.createdBy,
      state: importJobs.state,
      processed: importJobs.processed,
      total: importJobs.total,
      created: importJobs.created,
      skipped: importJobs.skipped,
      errors: importJobs.errors,
    })
    .from(importJobs)
    .where(eq(importJobs.id, id))
    .limit(1);
  return row;
}

export async function updateImportJob(
  db: Queryable,
  id: number,
  patch: Partial<{ state: ImportJobRow['state']; processed: number; total: number; created: number; skipped: number; errors: ImportRowError[]; finishedAt: Date }>,
): Promise<void> {
  await db.update(importJobs).set(patch).where(eq(importJobs.id, id));
}
