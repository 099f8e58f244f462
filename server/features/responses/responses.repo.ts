/** Queries on responses (a user's answers, timed or untimed). */
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { categories, questions, responses, sources, topics } from '../../db/schema/index.ts';
import { summaryColumns } from '../../questionBank/questions.read.ts';

/**
 * Stores one response; undefined when the user already has one with the row's `clientId` (nothing
 * stored; a concurrent insert of that clientId is waited for). `createdAt` defaults to the
 * database's now.
 */
export async function insertResponse(
  db: Queryable,
  row: {
    userId: number;
    questionId: number;
    selectedOption: 'A' | 'B' | 'C' | 'D' | null;
    answer: string | null;
    correct: boolean;
    timeSeconds: number | null;
    clientId: string | null;
    offline: boolean;
    createdAt?: Date | undefined;
  },
): Promise<{ id: number } | undefined> {
  const [inserted] = await db
    .insert(responses)
    .values(row)
    .onConflictDoNothing({ target: [responses.userId, responses.clientId], where: sql`${responses.clientId} is not null` })
    .returning({ id: responses.id });
  return inserted;
}

/** One page of the user's responses, newest first, each with its question summary; and the total. */
export async function listResponses(db: Queryable, userId: number, page: { limit: number; offset: number }) {
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: responses.id,
        question: summaryColumns,
        time: responses.timeSeconds,
        response: responses.correct,
        selectedOption: responses.selectedOption,
        answer: responses.answer,
        createdAt: responses.createdAt,
      })
      .from(responses)
      .innerJoin(questions, eq(questions.id, responses.questionId))
      .innerJoin(categories, eq(categories.id, questions.categoryId))
      .innerJoin(topics, eq(topics.id, questions.topicId))
      .innerJoin(sources, eq(sources.id, questions.sourceId))
      .where(eq(responses.userId, userId))
      .orderBy(desc(responses.createdAt), desc(responses.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(responses).where(eq(responses.userId, userId)),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** Untimed attempts (null time) count as attempts but are left out of the time (avg skips nulls). */
const aggregates = {
  attempts: count(),
  correct: sql<number>`count(*) filter (where ${responses.correct})`.mapWith(Number),
  timedAttempts: count(responses.timeSeconds),
  averageTime: sql<number | null>`avg(${responses.timeSeconds})`.mapWith(Number),
};

/** Attempts, correct attempts, timed attempts and their mean time (seconds, null without any) over all the user's responses. */
export async function overallStats(db: Queryable, userId: number) {
  const [row] = await db.select(aggregates).from(responses).where(eq(responses.userId, userId));
  return row ?? { attempts: 0, correct: 0, timedAttempts: 0, averageTime: null };
}

/** The same aggregates per category the user attempted, by category name. */
export function statsByCategory(db: Queryable, userId: number) {
  return db
    .select({ categoryId: categories.id, category: categories.name, ...aggregates })
    .from(responses)
    .innerJoin(questions, eq(questions.id, responses.questionId))
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .where(eq(responses.userId, userId))
    .groupBy(categories.id, categories.name)
    .orderBy(asc(categories.name));
}

/** The same aggregates per topic the user attempted. */
export function statsByTopic(db: Queryable, userId: number) {
  return db
    .select({ topicId: topics.id, topic: topics.name, category: categories.name, ...aggregates })
    .from(responses)
    .innerJoin(questions, eq(questions.id, responses.questionId))
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .innerJoin(categories, eq(categories.id, topics.categoryId))
    .where(eq(responses.userId, userId))
    .groupBy(topics.id, topics.name, categories.name)
    .orderBy(asc(categories.name), asc(topics.name));
}
