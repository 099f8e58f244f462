/**
 * The candidates of GET /api/practice/next (docs/contract.md section 8.3), one query each: the
 * oldest due review card, the adaptive pick and the uncalibrated pick, all within the filter, among
 * approved questions that are neither sealed for the user (a question of a test they have in
 * progress) nor held by an exclusive mock (policies/questionVisibility.ts `heldNowSql`, the hidden rule), and never the
 * question served last.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { attempts, practiceLastServed, questionDifficulty, questions, responses, reviewCards, testSectionQuestions, topicAbilities } from '../../db/schema/index.ts';
import { heldNowSql } from '../../policies/questionVisibility.ts';
import { targetSuccess } from '../../questionBank/elo.ts';

export interface PracticeFilter {
  categoryIds?: number[] | undefined;
  topicIds?: number[] | undefined;
  sourceIds?: number[] | undefined;
}

/** The conditions on `questions` every candidate meets (see the module comment). */
function candidateWhere(userId: number, filter: PracticeFilter, lastId: number | null): SQL {
  const conditions: SQL[] = [
    eq(questions.status, 'approved'),
    sql`not exists (select 1 from ${attempts} a join ${testSectionQuestions} s on s.test_id = a.test_id where a.user_id = ${userId} and a.state = 'in_progress' and s.question_id = ${questions.id})`,
    sql`not ${heldNowSql(questions.id)}`,
  ];
  if (filter.categoryIds?.length) conditions.push(inArray(questions.categoryId, filter.categoryIds));
  if (filter.topicIds?.length) conditions.push(inArray(questions.topicId, filter.topicIds));
  if (filter.sourceIds?.length) conditions.push(inArray(questions.sourceId, filter.sourceIds));
  if (lastId !== null) conditions.push(sql`${questions.id} <> ${lastId}`);
  return and(...conditions)!;
}

/** The Rasch chance of a right answer (elo.ts `predictSuccess`) for the user's topic ability and the question's difficulty, in SQL. */
const predictedSql = sql<number>`1 / (1 + exp(${questionDifficulty.difficulty} - coalesce(${topicAbilities.ability}, 0)))`;

/** The question `userId` was served last, or null. */
export async function lastServed(db: Queryable, userId: number): Promise<number | null> {
  const [row] = await db.select({ questionId: practiceLastServed.questionId }).from(practiceLastServed).where(eq(practiceLastServed.userId, userId));
  return row?.questionId ?? null;
}

/** Remembers question `questionId` as served to `userId` at `now`. */
export async function rememberServed(db: Queryable, userId: number, questionId: number, now: Date): Promise<void> {
  await db
    .insert(practiceLastServed)
    .values({ userId, questionId, servedAt: now })
    .onConflictDoUpdate({ target: practiceLastServed.userId, set: { questionId, servedAt: now } });
}

type Pick = { id: number; predicted: number | null } | undefined;

/** The user's review card due at `now` in the filter, oldest due first, with its prediction when calibrated. */
export async function dueReview(db: Queryable, userId: number, filter: PracticeFilter, now: Date, lastId: number | null): Promise<Pick> {
  const [row] = await db
    .select({ id: questions.id, predicted: sql<number | null>`case when ${questionDifficulty.level} is not null then ${predictedSql} end` })
    .from(reviewCards)
    .innerJoin(questions, eq(questions.id, reviewCards.questionId))
    .leftJoin(questionDifficulty, eq(questionDifficulty.questionId, questions.id))
    .leftJoin(topicAbilities, and(eq(topicAbilities.userId, userId), eq(topicAbilities.topicId, questions.topicId)))
    .where(and(eq(reviewCards.userId, userId), sql`${reviewCards.due} <= ${now.toISOString()}`, candidateWhere(userId, filter, lastId)))
    .orderBy(reviewCards.due, reviewCards.id)
    .limit(1);
  return row && { id: row.id, predicted: row.predicted === null ? null : Number(row.predicted) };
}

const neverAnswered = (userId: number) => sql`not exists (select 1 from ${responses} r where r.user_id = ${userId} and r.question_id = ${questions.id})`;

/** The calibrated question the user never answered whose predicted success is closest to the target (0.7). */
export async function adaptivePick(db: Queryable, userId: number, filter: PracticeFilter, now: Date, lastId: number | null): Promise<Pick> {
  const [row] = await db
    .select({ id: questions.id, predicted: predictedSql })
    .from(questions)
    .innerJoin(questionDifficulty, and(eq(questionDifficulty.questionId, questions.id), sql`${questionDifficulty.level} is not null`))
    .leftJoin(topicAbilities, and(eq(topicAbilities.userId, userId), eq(topicAbilities.topicId, questions.topicId)))
    .where(and(candidateWhere(userId, filter, lastId), neverAnswered(userId)))
    .orderBy(sql`abs(${predictedSql} - ${targetSuccess})`, questions.id)
    .limit(1);
  return row && { id: row.id, predicted: Number(row.predicted) };
}

/** Any question the user never answered, fewest first answers first (they need calibrating most), then oldest. */
export async function newPick(db: Queryable, userId: number, filter: PracticeFilter, now: Date, lastId: number | null): Promise<Pick> {
  const [row] = await db
    .select({ id: questions.id })
    .from(questions)
    .leftJoin(questionDifficulty, eq(questionDifficulty.questionId, questions.id))
    .where(and(candidateWhere(userId, filter, lastId), neverAnswered(userId)))
    .orderBy(sql`coalesce(${questionDifficulty.firstAttempts}, 0)`, questions.id)
    .limit(1);
  return row && { id: row.id, predicted: null };
}
