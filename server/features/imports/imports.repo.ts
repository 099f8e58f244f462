/** Queries for imports: bulk question and set inserts, duplicate look-ups, import job rows (taxonomy get-or-create: server/taxonomy). */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { categories, importJobs, questionSets, questions, sources, topics, type ImportRowError } from '../../db/schema/index.ts';

export type ImportJobRow = typeof importJobs.$inferSelect;

export type NewQuestionRow = typeof questions.$inferInsert;

/** The columns a bulk insert fills, with their SQL types (the rest take their defaults). */
const insertColumns = [
  ['question_text', 'text'],
  ['option_a', 'text'],
  ['option_b', 'text'],
  ['option_c', 'text'],
  ['option_d', 'text'],
  ['question_type', 'text'],
  ['correct_answer', 'text'],
  ['answer_tolerance', 'numeric'],
  ['explanation', 'text'],
  ['set_id', 'integer'],
  ['category_id', 'integer'],
  ['topic_id', 'integer'],
  ['source_id', 'integer'],
  ['submitted_by', 'integer'],
  ['status', 'text'],
] as const;

/** A question as one JSON array, in the order of `insertColumns`. */
const asTuple = (row: NewQuestionRow) => [
  row.questionText,
  row.optionA,
  row.optionB,
  row.optionC,
  row.optionD,
  row.questionType ?? 'MCQ',
  row.correctAnswer,
  row.answerTolerance ?? null,
  row.explanation ?? null,
  row.setId ?? null,
  row.categoryId,
  row.topicId,
  row.sourceId,
  row.submittedBy ?? null,
  row.status ?? 'pending',
];

const columnList = sql.raw(insertColumns.map(([column]) => column).join(', '));
const tupleFields = sql.raw(insertColumns.map(([, type], index) => `(e->>${index})::${type}`).join(', '));

/**
 * Rows per INSERT statement: keeps each JSON parameter well under V8's large-object size (128 kB),
 * so it dies young instead of piling up in the old generation until a full collection. Callers
 * holding many rows build them this many at a time (see importBatch).
 */
export const rowsPerInsert = 100;

/**
 * Inserts questions in the given order (ids ascend with it, so a set's questions keep file order),
 * skipping duplicates (same text ignoring case, in the same set or both standalone); answers how
 * many were created. Each statement's rows go as one JSON parameter, an array of arrays: far less
 * work and garbage per row than a multi-row VALUES list of bound parameters, at 15 columns a row.
 */
export async function insertQuestionsSkippingDuplicates(db: Queryable, rows: NewQuestionRow[]): Promise<number> {
  let created = 0;
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    const payload = JSON.stringify(rows.slice(start, start + rowsPerInsert).map(asTuple));
    const result = await db.execute<{ id: number }>(sql`
      insert into ${questions} (${columnList})
      select ${tupleFields} from json_array_elements(${payload}::json) with ordinality as r(e, ord)
      order by ord
      on conflict do nothing
      returning id`);
    created += result.rows.length;
  }
  return created;
}

/** A question set as imports name it: its category, topic and source names and its title. */
export interface SetName {
  category: string;
  topic: string;
  source: string;
  title: string;
}

/** The key of a set name: its four parts lower-cased (as the unique index compares titles). */
export const setKey = (name: SetName): string => [name.category, name.topic, name.source, name.title].map((part) => part.toLowerCase()).join('\u0001');

/** Ids of the existing sets among `names`, keyed by `setKey`. */
export async function findSets(db: Queryable, names: SetName[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (names.length === 0) return found;
  const wanted = new Set(names.map(setKey));
  const titles = [...new Set(names.map((name) => name.title.toLowerCase()))];
  const rows = await db
    .select({ id: questionSets.id, title: questionSets.title, category: categories.name, topic: topics.name, source: sources.name })
    .from(questionSets)
    .innerJoin(categories, eq(categories.id, questionSets.categoryId))
    .innerJoin(topics, eq(topics.id, questionSets.topicId))
    .innerJoin(sources, eq(sources.id, questionSets.sourceId))
    .where(inArray(sql`lower(${questionSets.title})`, titles.map((title) => sql`lower(${title})`)));
  for (const row of rows) {
    const key = setKey(row);
    if (wanted.has(key)) found.set(key, row.id);
  }
  return found;
}

export type NewSetRow = typeof questionSets.$inferInsert;

/** Inserts sets, skipping ones that exist (same category, topic, source and title ignoring case). */
export async function insertSetsSkippingExisting(db: Queryable, rows: NewSetRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(questionSets).values(rows).onConflictDoNothing();
}

/**
 * Which (set, text) pairs already are questions of the bank (approved, or deleted), where set 0
 * stands for "no set" and texts compare ignoring case (what the unique index questions_text_key
 * covers, so exactly the rows an import skips); answers `${setId}:${lower-case text}`.
 */
export async function existingQuestionKeys(db: Queryable, items: { setId: number; text: string }[]): Promise<Set<string>> {
  if (items.length === 0) return new Set();
  const setIds = [...new Set(items.map((item) => item.setId))];
  const hashes = [...new Set(items.map((item) => item.text.toLowerCase()))].map((text) => sql`md5(${text})`);
  const rows = await db
    .select({ setId: sql<number>`coalesce(${questions.setId}, 0)`, text: sql<string>`lower(${questions.questionText})` })
    .from(questions)
    .where(
      and(
        inArray(sql`coalesce(${questions.setId}, 0)`, setIds),
        inArray(sql`md5(lower(${questions.questionText}))`, hashes),
        inArray(questions.status, ['approved', 'deleted']),
      ),
    );
  return new Set(rows.map((row) => `${row.setId}:${row.text}`));
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
