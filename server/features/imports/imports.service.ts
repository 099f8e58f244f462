/**
 * The import service every question load goes through (admin uploads, the worker, `npm run seed`):
 * parsed rows -> validated -> missing categories/topics/sources created -> questions inserted,
 * duplicates (same text, ignoring case) skipped.
 */
import type { ImportRow } from '@common/api/imports.ts';
import type { Queryable } from '../../db/client.ts';
import type { ImportRowError } from '../../db/schema/index.ts';
import { rowToQuestion } from './imports.parse.ts';
import * as repo from './imports.repo.ts';

export interface ImportProgress {
  processed: number;
  total: number;
  created: number;
  skipped: number;
}

export interface ImportResult extends ImportProgress {
  errors: ImportRowError[];
}

export interface ImportOptions {
  /** The user recorded as submitter of every created question. */
  submittedBy: number | null;
  /** Rows per INSERT statement; default 500. */
  batchSize?: number;
  /** Called after each batch. */
  onProgress?: (progress: ImportProgress) => Promise<void> | void;
}

/** First-seen spelling of each name, keyed by its lower-case form. */
function distinct(names: string[]): string[] {
  const seen = new Map<string, string>();
  for (const name of names) if (!seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  return [...seen.values()];
}

/**
 * Imports rows as approved questions. Invalid rows are reported in `errors` (and counted as
 * processed, neither created nor skipped); duplicates are `skipped`. Safe to run again on the
 * same rows: nothing is created twice.
 */
export async function importRows(db: Queryable, rows: ImportRow[], options: ImportOptions): Promise<ImportResult> {
  const errors: ImportRowError[] = rows.filter((row) => row.errors.length > 0).map((row) => ({ rowNumber: row.rowNumber, message: row.errors.join('; ') }));
  const valid = rows.filter((row) => row.errors.length === 0).map((row) => ({ rowNumber: row.rowNumber, question: rowToQuestion(row) }));

  const categoryIds = await repo.ensureCategories(db, distinct(valid.map((row) => row.question.category)));
  const sourceIds = await repo.ensureSources(db, distinct(valid.map((row) => row.question.source)));
  const topicIds = new Map<string, number>(); // key: `${categoryId}:${lower(topic)}`
  const topicsByCategory = new Map<number, string[]>();
  for (const { question } of valid) {
    const categoryId = categoryIds.get(question.category.toLowerCase())!;
    topicsByCategory.set(categoryId, [...(topicsByCategory.get(categoryId) ?? []), question.topic]);
  }
  for (const [categoryId, names] of topicsByCategory) {
    for (const [name, id] of await repo.ensureTopics(db, categoryId, distinct(names))) topicIds.set(`${categoryId}:${name}`, id);
  }

  const progress: ImportProgress = { processed: errors.length, total: rows.length, created: 0, skipped: 0 };
  const batchSize = options.batchSize ?? 500;
  for (let start = 0; start < valid.length; start += batchSize) {
    const batch = valid.slice(start, start + batchSize);
    const created = await repo.insertQuestionsSkippingDuplicates(
      db,
      batch.map(({ question }) => {
        const categoryId = categoryIds.get(question.category.toLowerCase())!;
        return {
          questionText: question.questionText,
          optionA: question.optionA,
          optionB: question.optionB,
          optionC: question.optionC,
          optionD: question.optionD,
          correctAnswer: question.correctAnswer,
          categoryId,
          topicId: topicIds.get(`${categoryId}:${question.topic.toLowerCase()}`)!,
          sourceId: sourceIds.get(question.source.toLowerCase())!,
          submittedBy: options.submittedBy,
          status: 'approved' as const,
        };
      }),
    );
    progress.created += created;
    progress.skipped += batch.length - created;
    progress.processed += batch.length;
    await options.onProgress?.({ ...progress });
  }
  if (valid.length === 0) await options.onProgress?.({ ...progress });
  return { ...progress, errors };
}
