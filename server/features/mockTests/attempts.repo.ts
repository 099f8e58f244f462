/** Queries on attempts, their sections and saved answers (server/db/schema/mockTests.ts). */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { attemptAnswers, attemptSections, attempts, questions, responses, testSectionQuestions, testSections, users } from '../../db/schema/index.ts';

export type AttemptRow = typeof attempts.$inferSelect;
export type AnswerRow = typeof attemptAnswers.$inferSelect;

/** Attempt `id` locked for the rest of the transaction (SELECT … FOR UPDATE), or undefined. */
export async function lockAttempt(tx: Queryable, id: number): Promise<AttemptRow | undefined> {
  const [row] = await tx.select().from(attempts).where(eq(attempts.id, id)).for('update');
  return row;
}

/** The id of `userId`'s in-progress attempt of `testId`, or undefined. */
export async function findInProgressId(db: Queryable, userId: number, testId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.testId, testId), eq(attempts.state, 'in_progress')))
    .limit(1);
  return row?.id;
}

/** The id of `userId`'s attempt in progress of any test other than `exceptTestId`, or undefined (attempts_one_in_progress_key's partial index). */
export async function findOtherInProgressId(db: Queryable, userId: number, exceptTestId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.state, 'in_progress'), ne(attempts.testId, exceptTestId)))
    .limit(1);
  return row?.id;
}

/** Holds, until the transaction ends, the lock under which `userId`'s attempts start (one start at a time per user). */
export async function lockStartsOf(tx: Queryable, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${startLockKey}, ${userId})`);
}
/** The first key of the advisory lock of starts (the second is the user's id). */
const startLockKey = 7_301;

/**
 * A new in-progress attempt, or undefined when the user already has one of this test in progress
 * or (for a ranked one) a ranked one (the partial unique indexes).
 */
export async function insertAttempt(tx: Queryable, userId: number, testId: number, ranked = false): Promise<AttemptRow | undefined> {
  const [row] = await tx.insert(attempts).values({ userId, testId, ranked }).onConflictDoNothing().returning();
  return row;
}

/** Whether `userId` has started any attempt of `testId`. */
export async function hasAttempted(db: Queryable, userId: number, testId: number): Promise<boolean> {
  const [row] = await db.select({ id: attempts.id }).from(attempts).where(and(eq(attempts.userId, userId), eq(attempts.testId, testId))).limit(1);
  return row !== undefined;
}

/** Locked rows for every section of a new attempt of test `testId` (one statement, from the test's sections). */
export async function insertAttemptSections(tx: Queryable, attemptId: number, testId: number): Promise<void> {
  await tx.execute(sql`insert into ${attemptSections} (attempt_id, position) select ${attemptId}, ${testSections.position} from ${testSections} where ${testSections.testId} = ${testId}`);
}

/** The attempt's sections in order, with the test section's name and duration. */
export function sectionsOfAttempt(db: Queryable, attempt: Pick<AttemptRow, 'id' | 'testId'>) {
  return db
    .select({
      position: attemptSections.position,
      state: attemptSections.state,
      startedAt: attemptSections.startedAt,
      endsAt: attemptSections.endsAt,
      endedAt: attemptSections.endedAt,
      score: attemptSections.score,
      percentile: attemptSections.percentile,
      name: testSections.name,
      durationSeconds: testSections.durationSeconds,
    })
    .from(attemptSections)
    .innerJoin(testSections, and(eq(testSections.testId, attempt.testId), eq(testSections.position, attemptSections.position)))
    .where(eq(attemptSections.attemptId, attempt.id))
    .orderBy(asc(attemptSections.position));
}
export type AttemptSectionRow = Awaited<ReturnType<typeof sectionsOfAttempt>>[number];

/** Stores each section's score of a completed attempt (`scores[i]` for section position i). */
export async function storeSectionScores(tx: Queryable, attemptId: number, scores: number[]): Promise<void> {
  if (scores.length === 0) return;
  await tx.execute(sql`
    update ${attemptSections} set score = v.score
    from (select * from unnest(${`{${scores.map((_, i) => i).join(',')}}`}::int[], ${`{${scores.join(',')}}`}::int[]) as t(position, score)) v
    where ${attemptSections.attemptId} = ${attemptId} and ${attemptSections.position} = v.position`);
}

/** Sets columns of one attempt section. */
export async function updateSection(tx: Queryable, attemptId: number, position: number, set: Partial<typeof attemptSections.$inferInsert>): Promise<void> {
  await tx.update(attemptSections).set(set).where(and(eq(attemptSections.attemptId, attemptId), eq(attemptSections.position, position)));
}

/** Sets columns of an attempt. */
export async function updateAttempt(tx: Queryable, id: number, set: Partial<typeof attempts.$inferInsert>): Promise<void> {
  await tx.update(attempts).set(set).where(eq(attempts.id, id));
}

/** The user's extra time, percent. */
export async function extraTimePercent(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.select({ extra: users.extraTimePercent }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.extra ?? 0;
}

/** Every saved answer of an attempt. */
export function answersOf(db: Queryable, attemptId: number) {
  return db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId));
}

/** Which section of the test holds `questionId`, with the question's type; undefined when none. */
export async function sectionOfQuestion(db: Queryable, testId: number, questionId: number) {
  const [row] = await db
    .select({ sectionIndex: testSectionQuestions.sectionPosition, questionType: questions.questionType })
    .from(testSectionQuestions)
    .innerJoin(questions, eq(questions.id, testSectionQuestions.questionId))
    .where(and(eq(testSectionQuestions.testId, testId), eq(testSectionQuestions.questionId, questionId)))
    .limit(1);
  return row;
}

/** The question ids of one section of a test, in order. */
export async function sectionQuestionIds(db: Queryable, testId: number, sectionIndex: number): Promise<number[]> {
  const rows = await db
    .select({ id: testSectionQuestions.questionId })
    .from(testSectionQuestions)
    .where(and(eq(testSectionQuestions.testId, testId), eq(testSectionQuestions.sectionPosition, sectionIndex)))
    .orderBy(asc(testSectionQuestions.position));
  return rows.map((row) => row.id);
}

/**
 * Saves what a PUT carries: fields left out stay as they were (a new row starts empty), `null`
 * clears, `timeSeconds` is added to the question's time, which never exceeds `maxTimeSeconds` (the
 * time its section has run: anything above is dropped).
 */
export async function upsertAnswer(
  tx: Queryable,
  key: { attemptId: number; questionId: number },
  input: { selectedOption?: 'A' | 'B' | 'C' | 'D' | null | undefined; answer?: string | null | undefined; markedForReview?: boolean | undefined; timeSeconds?: number | undefined },
  maxTimeSeconds: number,
): Promise<void> {
  const added = Math.min(input.timeSeconds ?? 0, maxTimeSeconds);
  await tx
    .insert(attemptAnswers)
    .values({ ...key, selectedOption: input.selectedOption ?? null, answer: input.answer ?? null, markedForReview: input.markedForReview ?? false, timeSeconds: added })
    .onConflictDoUpdate({
      target: [attemptAnswers.attemptId, attemptAnswers.questionId],
      set: {
        ...(input.selectedOption !== undefined ? { selectedOption: input.selectedOption } : {}),
        ...(input.answer !== undefined ? { answer: input.answer } : {}),
        ...(input.markedForReview !== undefined ? { markedForReview: input.markedForReview } : {}),
        timeSeconds: sql`least(${attemptAnswers.timeSeconds} + ${added}, ${maxTimeSeconds})`,
      },
    });
}

/** Practice responses made from a completed attempt's answers (My Responses, error log, crowd statistics). */
export async function insertResponses(
  tx: Queryable,
  rows: Array<{ userId: number; questionId: number; selectedOption: 'A' | 'B' | 'C' | 'D' | null; answer: string | null; correct: boolean; timeSeconds: number; createdAt: Date }>,
): Promise<void> {
  if (rows.length > 0) await tx.insert(responses).values(rows);
}
