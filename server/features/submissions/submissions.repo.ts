/** Queries on submitted questions and their review. */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
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

/** One page of the questions `userId` submitted, newest first, and how many there are in all. */
export async function listSubmittedQuestions(db: Queryable, userId: number, page: Page) {
  const mine = eq(questions.submittedBy, userId);
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

/**
 * Decides a pending question atomically: sets `status` and `reviewed_at` only while it is still
 * pending. Returns the decided row, or undefined when the question is missing or already decided.
 */
export async function decidePending(db: Queryable, id: number, status: 'approved' | 'rejected') {
  const [row] = await db
    .update(questions)
    .set({ status, reviewedAt: sql`now()` })
    .where(and(eq(questions.id, id), eq(questions.status, 'pending')))
    .returning({ id: questions.id, status: questions.status });
  return row;
}

/** The question's current status, or undefined when there is no such question. */
export async function findStatus(db: Queryable, id: number) {
  const [row] = await db.select({ status: questions.status }).from(questions).where(eq(questions.id, id)).limit(1);
  return row?.status;
}
