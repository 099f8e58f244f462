/** Queries of the error log: latest attempts per question, mistake tags, first-attempt statistics. */
import { and, asc, count, desc, eq, ne, not, sql } from 'drizzle-orm';
import type { MistakeReason } from '@common/api/errorLog.ts';
import { limits } from '@common/limits.ts';
import type { Queryable } from '../../db/client.ts';
import { categories, questions, responses, sources, topics } from '../../db/schema/index.ts';
import { summaryColumns } from '../../questionBank/questions.read.ts';

/**
 * The user's error log in one query: for each question the user attempted, the latest attempt
 * (by created_at, then id) when it was wrong, with the number of the user's wrong attempts of that
 * question; newest first.
 */
export function findErrorLog(db: Queryable, userId: number) {
  const attempts = db.$with('attempts').as(
    db
      .select({
        id: responses.id,
        questionId: responses.questionId,
        selectedOption: responses.selectedOption,
        answer: responses.answer,
        correct: responses.correct,
        timeSeconds: responses.timeSeconds,
        mistakeReason: responses.mistakeReason,
        createdAt: responses.createdAt,
        recency: sql<number>`row_number() over (partition by ${responses.questionId} order by ${responses.createdAt} desc, ${responses.id} desc)`.as('recency'),
        wrongAttempts: sql<number>`count(*) filter (where not ${responses.correct}) over (partition by ${responses.questionId})`.mapWith(Number).as('wrong_attempts'),
      })
      .from(responses)
      .where(eq(responses.userId, userId)),
  );
  return db
    .with(attempts)
    .select({
      responseId: attempts.id,
      question: summaryColumns,
      selectedOption: attempts.selectedOption,
      answer: attempts.answer,
      time: attempts.timeSeconds,
      createdAt: attempts.createdAt,
      reason: attempts.mistakeReason,
      wrongAttempts: attempts.wrongAttempts,
    })
    .from(attempts)
    .innerJoin(questions, eq(questions.id, attempts.questionId))
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .innerJoin(sources, eq(sources.id, questions.sourceId))
    .where(and(eq(attempts.recency, 1), eq(attempts.correct, false), ne(questions.status, 'deleted')))
    .orderBy(desc(attempts.createdAt), desc(attempts.id));
}

/**
 * Sets (or, with null, clears) the reason of the user's own wrong response.
 * Returns false when no such response exists (missing, someone else's, or correct).
 */
export async function setMistakeReason(db: Queryable, userId: number, responseId: number, reason: MistakeReason | null): Promise<boolean> {
  const updated = await db
    .update(responses)
    .set({ mistakeReason: reason })
    .where(and(eq(responses.id, responseId), eq(responses.userId, userId), eq(responses.correct, false)))
    .returning({ id: responses.id });
  return updated.length > 0;
}

/** Whether the user's response `responseId` was correct, or undefined when the user has no such response. */
export async function findOwnResponseCorrect(db: Queryable, userId: number, responseId: number): Promise<boolean | undefined> {
  const [row] = await db
    .select({ correct: responses.correct })
    .from(responses)
    .where(and(eq(responses.id, responseId), eq(responses.userId, userId)))
    .limit(1);
  return row?.correct;
}

/**
 * Aggregates over each user's first attempt (earliest by created_at, then id) of a question, in
 * one query: attempts, correct ones, and mean seconds of the right and of the wrong ones over the
 * times of at most limits.crowdTimeMaxSeconds (3 hours: a tab left open is no answer time;
 * contract 8.1), null when there are none. A user whose first attempt was offline (contract 8.5)
 * is left out.
 */
export async function firstAttemptStats(db: Queryable, questionId: number) {
  const first = db
    .selectDistinctOn([responses.userId], { correct: responses.correct, timeSeconds: responses.timeSeconds, offline: responses.offline })
    .from(responses)
    .where(eq(responses.questionId, questionId))
    .orderBy(asc(responses.userId), asc(responses.createdAt), asc(responses.id))
    .as('first');
  const [row] = await db
    .select({
      attempts: count(),
      correct: sql<number>`count(*) filter (where ${first.correct})`.mapWith(Number),
      averageTimeCorrect: sql<number | null>`avg(${first.timeSeconds}) filter (where ${first.correct} and ${first.timeSeconds} <= ${limits.crowdTimeMaxSeconds})`.mapWith(Number),
      averageTimeWrong: sql<number | null>`avg(${first.timeSeconds}) filter (where not ${first.correct} and ${first.timeSeconds} <= ${limits.crowdTimeMaxSeconds})`.mapWith(Number),
    })
    .from(first)
    .where(not(first.offline));
  return row!;
}
