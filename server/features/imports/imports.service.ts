/**
 * The import service every question load goes through (admin uploads, the worker, `npm run seed`):
 * parsed rows -> validated -> missing categories/topics/sources and question sets created ->
 * questions inserted, duplicates (same text ignoring case, in the same set or both standalone)
 * skipped. Also the preview's set and duplicate checks.
 */
import type { ImportPreviewRow, ImportRow, TaxonomyKind } from '@common/api/imports.ts';
import { messages } from '@common/messages.ts';
import type { Queryable } from '../../db/client.ts';
import type { ImportRowError } from '../../db/schema/index.ts';
import { parseWorkbook } from './imports.parse.ts';
import type { ParseBudget } from './imports.budget.ts';
import { rowToQuestion, type ImportedQuestion } from './imports.rows.ts';
import { planSets } from './imports.sets.ts';
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
 * Ids of categories, sources (keys: lower-case names), topics (keys: `${categoryId}:${lower-case
 * name}`) and question sets (keys: repo.setKey) already known to exist, kept across the batches of
 * one run to save queries (and so a set may span batches). Discard it when a transaction that
 * filled it rolls back.
 */
export interface TaxonomyIds {
  categories: Map<string, number>;
  sources: Map<string, number>;
  topics: Map<string, number>;
  sets: Map<string, number>;
}

export const emptyTaxonomyIds = (): TaxonomyIds => ({ categories: new Map(), sources: new Map(), topics: new Map(), sets: new Map() });

/** The names a question is filed under, trimmed. */
type TaxonomyNames = Pick<ImportedQuestion, 'category' | 'topic' | 'source'>;

/** Fills `known` with the ids of every category, source and topic the questions name, creating missing ones. */
async function ensureTaxonomy(db: Queryable, questions: TaxonomyNames[], known: TaxonomyIds): Promise<void> {
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

const setNameOf = (row: Pick<ImportRow, 'category' | 'topic' | 'source'> & { setTitle?: string }): repo.SetName | null => {
  const title = (row.setTitle ?? '').trim();
  return title === '' ? null : { category: row.category.trim(), topic: row.topic.trim(), source: row.source.trim(), title };
};

/** Ids of the bank's sets among `names` not yet in `known`, added to `known.sets` (1,000 titles per query). */
async function lookUpSets(db: Queryable, names: repo.SetName[], known: Map<string, number>): Promise<void> {
  const unknown = [...new Map(names.filter((name) => !known.has(repo.setKey(name))).map((name) => [repo.setKey(name), name])).values()];
  for (let start = 0; start < unknown.length; start += 1000) {
    for (const [key, id] of await repo.findSets(db, unknown.slice(start, start + 1000))) known.set(key, id);
  }
}

/**
 * Imports one batch of rows as approved questions on `db` (pass a transaction to make the batch
 * atomic with other writes). Missing categories/topics/sources and sets are created; invalid rows
 * become `errors` (in row order); duplicates (same text in the same set, or both standalone; in the
 * bank or earlier in the batch) are `skipped`. `known` carries taxonomy and set ids from batch to
 * batch (see TaxonomyIds).
 */
export async function importBatch(db: Queryable, rows: ImportRow[], submittedBy: number | null, known: TaxonomyIds = emptyTaxonomyIds()): Promise<BatchResult> {
  const errors: ImportRowError[] = rows.filter((row) => row.errors.length > 0).map((row) => ({ rowNumber: row.rowNumber, message: row.errors.join('; ') }));
  // Per valid row only its set's name is made up front; its question is built by toInsert, just
  // before its INSERT, so the objects made per row live for one statement, not the whole batch.
  const candidates = rows.filter((row) => row.errors.length === 0).map((row) => ({ row, set: setNameOf(row) }));
  await lookUpSets(db, candidates.flatMap((c) => (c.set ? [c.set] : [])), known.sets);
  const plan = planSets(candidates.map((c) => ({ set: c.set, setText: c.row.setText ?? '', valid: true })), (key) => known.sets.has(key), repo.setKey);
  const valid = candidates.filter((candidate, index) => {
    if (!plan.missingText[index]) return true;
    errors.push({ rowNumber: candidate.row.rowNumber, message: messages.import.setTextRequired });
    return false;
  });
  errors.sort((a, b) => a.rowNumber - b.rowNumber);
  if (valid.length === 0) return { processed: rows.length, created: 0, skipped: 0, errors };
  await ensureTaxonomy(
    db,
    valid.map(({ row }) => ({ category: row.category.trim(), topic: row.topic.trim(), source: row.source.trim() })),
    known,
  );
  const idsOf = (names: TaxonomyNames) => {
    const categoryId = known.categories.get(names.category.toLowerCase())!;
    return { categoryId, topicId: known.topics.get(`${categoryId}:${names.topic.toLowerCase()}`)!, sourceId: known.sources.get(names.source.toLowerCase())! };
  };
  if (plan.toCreate.size > 0) {
    const newSets = [...plan.toCreate.values()];
    await repo.insertSetsSkippingExisting(db, newSets.map(({ name, body }) => ({ title: name.title, body, ...idsOf(name), createdBy: submittedBy })));
    await lookUpSets(db, newSets.map(({ name }) => name), known.sets);
  }
  const toInsert = ({ row, set }: (typeof valid)[number]): repo.NewQuestionRow => {
    const question = rowToQuestion(row);
    const categoryId = known.categories.get(question.category.toLowerCase())!;
    return {
      questionText: question.questionText,
      optionA: question.optionA,
      optionB: question.optionB,
      optionC: question.optionC,
      optionD: question.optionD,
      questionType: question.questionType,
      correctAnswer: question.correctAnswer,
      answerTolerance: question.answerTolerance,
      explanation: question.explanation,
      setId: set ? known.sets.get(repo.setKey(set))! : null,
      categoryId,
      topicId: known.topics.get(`${categoryId}:${question.topic.toLowerCase()}`)!,
      sourceId: known.sources.get(question.source.toLowerCase())!,
      submittedBy,
      status: 'approved',
    };
  };
  let created = 0;
  for (let start = 0; start < valid.length; start += repo.rowsPerInsert) {
    created += await repo.insertQuestionsSkippingDuplicates(db, valid.slice(start, start + repo.rowsPerInsert).map(toInsert));
  }
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
 * What each row would add to the taxonomy (`ImportPreviewRow.creates`): nothing for a row with
 * errors; else `category`, `topic`, `source` for each name the bank does not have (ignoring case).
 */
async function taxonomyCreated(db: Queryable, rows: ImportRow[]): Promise<TaxonomyKind[][]> {
  const valid = rows.filter((row) => row.errors.length === 0);
  const existing = await taxonomy.existingNames(db, { categories: valid.map((row) => row.category.trim()), sources: valid.map((row) => row.source.trim()) });
  return rows.map((row) => {
    if (row.errors.length > 0) return [];
    const [category, topic, source] = [row.category.trim(), row.topic.trim(), row.source.trim()];
    const creates: TaxonomyKind[] = [];
    if (!existing.categories.has(category.toLowerCase())) creates.push('category');
    if (!existing.topics.has(taxonomy.topicKey(category, topic))) creates.push('topic');
    if (!existing.sources.has(source.toLowerCase())) creates.push('source');
    return creates;
  });
}

/**
 * The preview of a workbook (POST /api/import-excel-check): every data row with its errors, where
 * a row repeating an earlier row's question (same text in the same set, or both standalone), one
 * already in the bank, and the first row of a new set without Set Text are errors too; and what
 * each valid row would add to the taxonomy (`creates`, contract 8.6). Stores nothing.
 * Reading the file is bounded by `time` (imports.budget.ts).
 * @throws the errors of `parseWorkbook`
 */
export async function previewWorkbook(db: Queryable, fileName: string, data: Buffer, time: ParseBudget): Promise<ImportPreviewRow[]> {
  const rows = await parseWorkbook(fileName, data, time);
  const sets = rows.map(setNameOf);
  const existingSets = new Map<string, number>();
  await lookUpSets(db, sets.flatMap((set) => (set ? [set] : [])), existingSets);
  const plan = planSets(rows.map((row, index) => ({ set: sets[index]!, setText: row.setText, valid: row.errors.length === 0 })), (key) => existingSets.has(key), repo.setKey);
  rows.forEach((row, index) => plan.missingText[index] && row.errors.push(messages.import.setTextRequired));

  const firstRowOf = new Map<string, number>();
  rows.forEach((row, index) => {
    if (row.questionText === '') return;
    const set = sets[index];
    const key = `${set ? repo.setKey(set) : ''}\u0002${row.questionText.toLowerCase()}`;
    const first = firstRowOf.get(key);
    if (first === undefined) firstRowOf.set(key, row.rowNumber);
    else row.errors.push(messages.import.duplicateRow(first));
  });
  // Only standalone rows and rows of sets already in the bank can repeat a bank question.
  const checks = rows.flatMap((row, index) => {
    const set = sets[index];
    const setId = set ? existingSets.get(repo.setKey(set)) : 0;
    return row.questionText === '' || setId === undefined ? [] : [{ row, setId, text: row.questionText }];
  });
  const chunk = 1000;
  for (let start = 0; start < checks.length; start += chunk) {
    const slice = checks.slice(start, start + chunk);
    const existing = await repo.existingQuestionKeys(db, slice);
    for (const { row, setId, text } of slice) if (existing.has(`${setId}:${text.toLowerCase()}`)) row.errors.push(messages.import.duplicateExisting);
  }
  const creates = await taxonomyCreated(db, rows);
  // In place: a preview may hold 100,000 rows.
  return rows.map((row, index) => Object.assign(row, { creates: creates[index]! }));
}
