/** Queries on tests, their sections and questions (server/db/schema/mockTests.ts). */
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { heldNowSql } from '../../policies/questionVisibility.ts';
import { attempts, categories, questions, responses, testSectionQuestions, testSections, tests } from '../../db/schema/index.ts';

export type TestRow = typeof tests.$inferSelect;

/** A new test with its sections (each with its question ids in order); answers the test row. */
export async function insertTest(
  db: Queryable,
  test: {
    title: string;
    kind: 'admin' | 'generated';
    createdBy: number;
    marking: { correct: number; wrong: number; titaWrong: number };
    schedule?: { opensAt: Date; closesAt: Date; resultsAt: Date; exclusive: boolean } | undefined;
  },
  sections: Array<{ name: string; durationSeconds: number; questionIds: number[] }>,
): Promise<TestRow> {
  const [row] = await db
    .insert(tests)
    .values({
      title: test.title,
      kind: test.kind,
      createdBy: test.createdBy,
      markingCorrect: test.marking.correct,
      markingWrong: test.marking.wrong,
      markingTitaWrong: test.marking.titaWrong,
      ...(test.schedule ?? {}),
    })
    .returning();
  await db.insert(testSections).values(sections.map((section, position) => ({ testId: row!.id, position, name: section.name, durationSeconds: section.durationSeconds })));
  await db
    .insert(testSectionQuestions)
    .values(sections.flatMap((section, sectionPosition) => section.questionIds.map((questionId, position) => ({ testId: row!.id, sectionPosition, position, questionId }))));
  return row!;
}

/** The ids among `ids` that are approved questions. */
export async function approvedIds(db: Queryable, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: questions.id }).from(questions).where(and(inArray(questions.id, ids), eq(questions.status, 'approved')));
  return new Set(rows.map((row) => row.id));
}

/** A category's name, or undefined. */
export async function categoryName(db: Queryable, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, id)).limit(1);
  return row?.name;
}

/** The approved questions of a category not held by an open exclusive mock (contract 8.2), with their set and whether `userId` has answered each. */
export function approvedInCategory(db: Queryable, categoryId: number, userId: number) {
  return db
    .select({
      id: questions.id,
      setId: questions.setId,
      // Qualified by hand: without joins Drizzle writes the bare "id", which inside the subquery would mean responses.id.
      answered: sql<boolean>`exists (select 1 from ${responses} r where r.user_id = ${userId} and r.question_id = "questions"."id")`,
    })
    .from(questions)
    .where(and(eq(questions.categoryId, categoryId), eq(questions.status, 'approved'), sql`not ${heldNowSql(sql`"questions"."id"`)}`));
}

/** Whether `userId` may see the test: admin tests are everyone's, generated ones their creator's. */
const visibleTo = (userId: number) => or(eq(tests.kind, 'admin'), eq(tests.createdBy, userId));

/** The test `id` if `userId` may see it. */
export async function findVisibleTest(db: Queryable, id: number, userId: number): Promise<TestRow | undefined> {
  const [row] = await db.select().from(tests).where(and(eq(tests.id, id), visibleTo(userId))).limit(1);
  return row;
}

/** One page of the tests `userId` may see, newest first; and how many there are. */
export async function listVisibleTests(db: Queryable, userId: number, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db.select().from(tests).where(visibleTo(userId)).orderBy(desc(tests.createdAt), desc(tests.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(tests).where(visibleTo(userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The sections of the tests `testIds`, in order, each with its number of questions. */
export async function sectionsOf(db: Queryable, testIds: number[]) {
  if (testIds.length === 0) return [];
  return db
    .select({
      testId: testSections.testId,
      position: testSections.position,
      name: testSections.name,
      durationSeconds: testSections.durationSeconds,
      questionCount: sql<number>`count(${testSectionQuestions.questionId})::int`,
    })
    .from(testSections)
    .leftJoin(testSectionQuestions, and(eq(testSectionQuestions.testId, testSections.testId), eq(testSectionQuestions.sectionPosition, testSections.position)))
    .where(inArray(testSections.testId, testIds))
    .groupBy(testSections.testId, testSections.position)
    .orderBy(asc(testSections.testId), asc(testSections.position));
}

/** The latest attempt of `userId` of each test of `testIds`. */
export async function latestAttempts(db: Queryable, userId: number, testIds: number[]) {
  if (testIds.length === 0) return [];
  return db
    .selectDistinctOn([attempts.testId], { testId: attempts.testId, id: attempts.id, state: attempts.state, score: attempts.score })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), inArray(attempts.testId, testIds)))
    .orderBy(asc(attempts.testId), desc(attempts.id));
}

/** Every question of a test with its section and answer key, in test order. */
export async function testQuestionKeys(db: Queryable, testId: number) {
  return db
    .select({
      id: questions.id,
      sectionIndex: testSectionQuestions.sectionPosition,
      questionType: questions.questionType,
      correctAnswer: questions.correctAnswer,
      answerTolerance: questions.answerTolerance,
    })
    .from(testSectionQuestions)
    .innerJoin(questions, eq(questions.id, testSectionQuestions.questionId))
    .where(eq(testSectionQuestions.testId, testId))
    .orderBy(asc(testSectionQuestions.sectionPosition), asc(testSectionQuestions.position));
}

/**
 * How many candidates each test of `testIds` has (docs/contract.md section 8.2): for a test with a
 * window its ranked attempts started, otherwise the users with a completed attempt (a user's first
 * attempt is completed before any other starts). One grouped query.
 */
export async function candidateCounts(db: Queryable, testIds: number[]): Promise<Map<number, number>> {
  if (testIds.length === 0) return new Map();
  const rows = await db
    .select({ testId: attempts.testId, n: sql<number>`count(distinct ${attempts.userId})::int` })
    .from(attempts)
    .innerJoin(tests, eq(tests.id, attempts.testId))
    .where(and(inArray(attempts.testId, testIds), sql`case when ${tests.closesAt} is null then ${attempts.state} = 'completed' else ${attempts.ranked} end`))
    .groupBy(attempts.testId);
  return new Map(rows.map((row) => [row.testId, Number(row.n)]));
}

/** The `resultsAt` of test `id` (undefined when it has none or does not exist). */
export async function findResultsAt(db: Queryable, id: number): Promise<Date | undefined> {
  const [row] = await db.select({ resultsAt: tests.resultsAt }).from(tests).where(eq(tests.id, id)).limit(1);
  return row?.resultsAt ?? undefined;
}

/** Test `id`, whoever may see it. */
export async function findTest(db: Queryable, id: number): Promise<TestRow | undefined> {
  const [row] = await db.select().from(tests).where(eq(tests.id, id)).limit(1);
  return row;
}
