/** Queries on submitted questions and their review. */
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { limits } from '@common/limits.ts';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { categories, questions, sources, topics } from '../../db/schema/index.ts';
import { selectQuestionDetails } from '../../questionBank/questions.read.ts';

type Page = { limit: number; offset: number };

/** Columns of a SubmittedQuestion (dates as Date); the query must join categories, topics and sources. */
const submittedColumns = {
  id: questions.id,
  questionText: questions.questionText,
  questionType: questions.questionType,
  correctAnswer: questions.correctAnswer,
  answerTolerance: questions.answerTolerance,
  explanation: questions.explanation,
  section: categories.name,
  topic: topics.name,
  source: sources.name,
  dateTimeSubmitted: questions.dateTimeSubmitted,
  status: questions.status,
  reviewedAt: questions.reviewedAt,
  rejectionReason: questions.rejectionReason,
};

const selectSubmitted = (db: Queryable) =>
  db
    .select(submittedColumns)
    .from(questions)
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .innerJoin(sources, eq(sources.id, questions.sourceId));

/**
 * Inserts one question (values may be SQL such as `now()`) and returns its id.
 * @throws the database's unique violation (23505) when its text duplicates another's, ignoring case
 */
export async function insertQuestion(db: Queryable, row: PgInsertValue<typeof questions>): Promise<number> {
  const [inserted] = await db.insert(questions).values(row).returning({ id: questions.id });
  return inserted!.id;
}

/**
 * Replaces the stored fields of question `id` with `values` (the rest stays as it is).
 * @returns whether the question exists
 * @throws the database's unique violation (23505) when its new text duplicates another's in the same set, ignoring case
 */
export async function updateQuestion(db: Queryable, id: number, values: PgUpdateSetSource<typeof questions>): Promise<boolean> {
  const rows = await db.update(questions).set(values).where(eq(questions.id, id)).returning({ id: questions.id });
  return rows.length > 0;
}

/** One question in SubmittedQuestion columns, or undefined. */
export async function findSubmittedQuestion(db: Queryable, id: number) {
  const [row] = await selectSubmitted(db).where(eq(questions.id, id)).limit(1);
  return row;
}

/** One page of the questions `userId` submitted (deleted ones left out), newest first, and how many there are in all. */
export async function listSubmittedQuestions(db: Queryable, userId: number, page: Page) {
  const mine = and(eq(questions.submittedBy, userId), ne(questions.status, 'deleted'));
  const [items, [total]] = await Promise.all([
    selectSubmitted(db).where(mine).orderBy(desc(questions.dateTimeSubmitted), desc(questions.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(questions).where(mine),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** One page of pending questions in full (oldest first, by id), and how many are pending in all. */
export async function listPendingQuestions(db: Queryable, viewerId: number, page: Page) {
  const pending = eq(questions.status, 'pending');
  const [rows, [total]] = await Promise.all([
    selectQuestionDetails(db, viewerId).where(pending).orderBy(asc(questions.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(questions).where(pending),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The key the unique indexes compare texts by: the set (0: none) and the md5 of the lower-cased text. */
const textKey = (setId: number | null, text: string) =>
  and(
    eq(sql`coalesce(${questions.setId}, 0)`, setId ?? 0),
    eq(sql`md5(lower(${questions.questionText}))`, sql`md5(lower(${text}))`),
    eq(sql`lower(${questions.questionText})`, sql`lower(${text})`),
  );

/**
 * The questions (any status) whose text is `text` ignoring case, in set `setId` (null: stand-alone
 * ones), other than `exceptId`: what a submission of that text would duplicate (index questions_text_idx).
 */
export async function findDuplicates(db: Queryable, setId: number | null, text: string, exceptId: number | null = null) {
  return db
    .select({ id: questions.id, status: questions.status, submittedBy: questions.submittedBy })
    .from(questions)
    .where(and(textKey(setId, text), exceptId === null ? undefined : ne(questions.id, exceptId)))
    .orderBy(asc(questions.id));
}

/** An exact duplicate (same text ignoring case, same set or both stand-alone) of a pending question (`pendingId`). */
export interface DuplicateRow {
  pendingId: number;
  id: number;
  status: 'pending' | 'approved' | 'rejected' | 'deleted';
}

/** For each of the questions `pendingIds`, every other question with the same text (any status), by id. */
export async function duplicatesOfPending(db: Queryable, pendingIds: number[]): Promise<DuplicateRow[]> {
  if (pendingIds.length === 0) return [];
  const ids = sql`array[${sql.join(pendingIds.map((id) => sql`${id}::int`), sql`, `)}]`;
  const result = await db.execute<{ pending_id: number; id: number; status: DuplicateRow['status'] }>(sql`
    select p.id as pending_id, d.id, d.status
    from questions p
    join questions d on coalesce(d.set_id, 0) = coalesce(p.set_id, 0) and md5(lower(d.question_text)) = md5(lower(p.question_text))
      and lower(d.question_text) = lower(p.question_text) and d.id <> p.id
    where p.id = any(${ids})
    order by p.id, d.id`);
  return result.rows.map((row) => ({ pendingId: Number(row.pending_id), id: Number(row.id), status: row.status }));
}

/** An approved question like a pending one (`pendingId`), as `similarToPending` finds it. */
export interface SimilarRow {
  pendingId: number;
  id: number;
  questionText: string;
  similarity: number;
}

/**
 * For each of the questions `pendingIds`, the approved questions whose text is most alike by
 * pg_trgm similarity (at least limits.similarQuestionsMinSimilarity, at most
 * limits.similarQuestionsMax each, most alike first, then by id). One query for the whole page: a
 * lateral join whose `%` uses the partial GIN index questions_text_trgm_idx (`%` keeps what passes
 * the database's pg_trgm.similarity_threshold, 0.4, below the 0.5 asked for here).
 */
export async function similarToPending(db: Queryable, pendingIds: number[]): Promise<SimilarRow[]> {
  if (pendingIds.length === 0) return [];
  const ids = sql`array[${sql.join(pendingIds.map((id) => sql`${id}::int`), sql`, `)}]`;
  const result = await db.execute<{ pending_id: number; id: number; question_text: string; similarity: number }>(sql`
    select p.id as pending_id, s.id, s.question_text, s.similarity
    from questions p
    cross join lateral (
      select a.id, a.question_text, similarity(a.question_text, p.question_text)::float8 as similarity
      from questions a
      where a.status = 'approved' and a.question_text % p.question_text
        and similarity(a.question_text, p.question_text) >= ${limits.similarQuestionsMinSimilarity}
      order by similarity desc, a.id
      limit ${limits.similarQuestionsMax}
    ) s
    where p.id = any(${ids})
    order by p.id, s.similarity desc, s.id`);
  return result.rows.map((row) => ({ pendingId: Number(row.pending_id), id: Number(row.id), questionText: row.question_text, similarity: Number(row.similarity) }));
}

/**
 * Decides a pending question atomically: sets `status`, `reviewed_at` and the rejection reason
 * (null when approving or none given) only while it is still pending. Returns the decided row, or
 * undefined when the question is missing or already decided.
 */
export async function decidePending(db: Queryable, id: number, status: 'approved' | 'rejected', reason: string | null = null) {
  const [row] = await db
    .update(questions)
    .set({ status, reviewedAt: sql`now()`, rejectionReason: status === 'rejected' ? reason : null })
    .where(and(eq(questions.id, id), eq(questions.status, 'pending')))
    .returning({ id: questions.id, status: questions.status, submittedBy: questions.submittedBy, questionText: questions.questionText });
  return row;
}

/** The question's current status, or undefined when there is no such question. */
export async function findStatus(db: Queryable, id: number) {
  const [row] = await db.select({ status: questions.status }).from(questions).where(eq(questions.id, id)).limit(1);
  return row?.status;
}

/**
 * Puts a rejected question of `submitterId` back to pending with new `values` (its reason and
 * review date cleared), only while it is still rejected.
 * @returns whether it was updated (false: missing, not theirs, or not rejected)
 * @throws the database's unique violation (23505) when its new text duplicates another's, ignoring case
 */
export async function resubmitRejected(db: Queryable, id: number, submitterId: number, values: PgUpdateSetSource<typeof questions>): Promise<boolean> {
  const rows = await db
    .update(questions)
    .set({ ...values, status: 'pending', rejectionReason: null, reviewedAt: null })
    .where(and(eq(questions.id, id), eq(questions.submittedBy, submitterId), eq(questions.status, 'rejected')))
    .returning({ id: questions.id });
  return rows.length > 0;
}

/** The facts the resubmit and delete rules read: status, submitter and set; undefined when there is no such question. */
export async function findAccessFacts(db: Queryable, id: number) {
  const [row] = await db
    .select({ status: questions.status, submittedBy: questions.submittedBy, setId: questions.setId })
    .from(questions)
    .where(eq(questions.id, id))
    .limit(1);
  return row;
}

/** Soft-deletes question `id` (status `deleted`). Returns false when it is missing or already deleted. */
export async function softDelete(db: Queryable, id: number): Promise<boolean> {
  const rows = await db
    .update(questions)
    .set({ status: 'deleted' })
    .where(and(eq(questions.id, id), ne(questions.status, 'deleted')))
    .returning({ id: questions.id });
  return rows.length > 0;
}
