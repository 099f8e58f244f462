/**
 * The import service every question load goes through (admin uploads, the worker, `npm run seed`):
 * parsed rows -> validated -> missing categories/topics/sources created -> questions inserted,
 * duplicates (same text, ignoring case) skipped. Also the preview's duplicate checks.
 */
import type { ImportRow } from '@common/api/imports.ts';
import type { QuestionInput } from '@common/api/questions.ts';
import { messages } from '@common/messages.ts';
import type { Queryable } from '../../db/client.ts';
import type { ImportRowError } from '../../db/schema/index.ts';
import { parseWorkbook, rowToQuestion } from './imports.parse.ts';
import * as repo from './imports.repo.ts';
import * as taxonomy from '../../taxonomy/taxonomy.repo.ts';

export interface ImportProgress {
  processed: number;
  total: number;
  created: number;
  skipped: number;
}

export interface ImportResult extends ImportProgress {
  errors: ImportRowError[];
}

/** What one batch did: every row is processed, and is created, skipped (duplicate) or an error. */
export interface BatchResult {
  processed: number;
  created: number;
  skipped: number;
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
 * Ids of categories, sources (keys: lower-case names) and topics (keys: `${categoryId}:${lower-case
 * name}`) already known to exist, kept across the batches of one run to save queries. Discard it
 * when a transaction that filled it rolls back.
 */
export interface TaxonomyIds {
  categories: Map<string, number>;
  sources: Map<string, number>;
  topics: Map<string, number>;
}

export const emptyTaxonomyIds = (): TaxonomyIds => ({ categories: new Map(), sources: new Map(), topics: new Map() });

/** Fills `known` with the ids of every category, source and topic the questions name, creating missing ones. */
async function ensureTaxonomy(db: Queryable, questions: QuestionInput[], known: TaxonomyIds): Promise<void> {
  const missing = (names: string[], map: Map<string, number>) => distinct(names.filter((name) => !map.has(name.toLowerCase())));
  for (const [name, id] of await taxonomy.ensureCategories(db, missing(questions.map((q) => q.category), known.categories))) known.categories.set(name, id);
  for (const [name, id] of await taxonomy.ensureSources(db, missing(questions.map((q) => q.source), known.sources))) known.sources.set(name, id);
  const topicsByCategory = new Map<number, string[]>();
  for (const question of questions) {
    const categoryId = known.categories.get(question.category.toLowerCase())!;
    if (known.topics.has(`${categoryId}:${question.topic.toLowerCase()}`)) continue;
    const names = topicsByCategory.get(categoryId) ?? [];
    names.push(question.topic);
    topicsByCategory.set(categoryId, names);
  }
  for (const [categoryId, names] of topicsByCategory) {
    for (const [name, id] of await taxonomy.ensureTopics(db, categoryId, distinct(names))) known.topics.set(`${categoryId}:${name}`, id);
  }
}

/**
 * Imports one batch of rows as approved questions on `db` (pass a transaction to make the batch
 * atomic with other writes). Missing categories/topics/sources are created; invalid rows become
 * `errors`; duplicates (in the bank or earlier in the batch) are `skipped`. `known` carries
 * taxonomy ids from batch to batch (see TaxonomyIds).
 */
export async function importBatch(db: Queryable, rows: ImportRow[], submittedBy: number | null, known: TaxonomyIds = emptyTaxonomyIds()): Promise<BatchResult> {
  const errors: ImportRowError[] = rows.filter((row) => row.errors.length > 0).map((row) => ({ rowNumber: row.rowNumber, message: row.errors.join('; ') }));
  const valid = rows.filter((row) => row.errors.length === 0).map(rowToQuestion);
  if (valid.length === 0) return { processed: rows.length, created: 0, skipped: 0, errors };
  await ensureTaxonomy(db, valid, known);
  const categoryIds = known.categories;
  const sourceIds = known.sources;
  const topicIds = known.topics;
  const created = await repo.insertQuestionsSkippingDuplicates(
    db,
    valid.map((question) => {
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
        submittedBy,
        status: 'approved' as const,
      };
    }),
  );
  return { processed: rows.length, created, skipped: valid.length - created, errors };
}

/**
 * Imports rows already in memory (seed, tests) in batches of `batchSize`. Invalid rows are reported
 * in `errors` (and counted as processed, neither created nor skipped); duplicates are `skipped`.
 * Safe to run again on the same rows: nothing is created twice.
 */
export async function importRows(db: Queryable, rows: ImportRow[], options: ImportOptions): Promise<ImportResult> {
  const result: ImportResult = { processed: 0, total: rows.length, created: 0, skipped: 0, errors: [] };
  const batchSize = options.batchSize ?? 500;
  const known = emptyTaxonomyIds();
  for (let start = 0; start < rows.length || start === 0; start += batchSize) {
    const step = await importBatch(db, rows.slice(start, start + batchSize), options.submittedBy, known);
    result.processed += step.processed;
    result.created += step.created;
    result.skipped += step.skipped;
    result.errors.push(...step.errors);
    await options.onProgress?.({ processed: result.processed, total: result.total, created: result.created, skipped: result.skipped });
  }
  return result;
}

/**
 * The preview of a workbook (POST /api/import-excel-check): every data row with its errors, where
 * a row repeating an earlier row's question, or one already in the bank, is an error too.
 * @throws the errors of `parseWorkbook`
 */
export async function previewWorkbook(db: Queryable, fileName: string, data: Buffer): Promise<ImportRow[]> {
  const rows = await parseWorkbook(fileName, data);
  const firstRowOf = new Map<string, number>();
  for (const row of rows) {
    const key = row.questionText.toLowerCase();
    if (key === '') continue;
    const first = firstRowOf.get(key);
    if (first === undefined) firstRowOf.set(key, row.rowNumber);
    else row.errors.push(messages.import.duplicateRow(first));
  }
  const chunk = 1000;
  for (let start = 0; start < rows.length; start += chunk) {
    const slice = rows.slice(start, start + chunk).filter((row) => row.questionText !== '');
    const existing = await repo.existingQuestionTexts(db, slice.map((row) => row.questionText));
    for (const row of slice) if (existing.has(row.questionText.toLowerCase())) row.errors.push(messages.import.duplicateExisting);
  }
  return rows;
}
