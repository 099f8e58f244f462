/**
 * Question visibility for one viewer beyond `canViewQuestion` (who may see a question at all,
 * server/policies/questions.ts): rules that close questions to a viewer for a while. Every route
 * that could reveal a question's key, solution, comments, crowd numbers or AI explanation asks this
 * module, so each rule is written once here, not per route.
 *
 * A rule names question ids and how they are closed (`Closure`):
 * - `sealed` (docs/contract.md section 8.1): while a user has an attempt in progress, every question
 *   of that test (all its sections, locked ones too) is sealed for that user: `addResponse`,
 *   comments (reading and adding), `getQuestionStats`, `AiResponseQuestionsbyId` and reports answer
 *   409 "This question is part of your test in progress" (`requireUnsealed`), and every Question
 *   JSON of it has `correctAnswer`, `answerTolerance`, `explanation` and `myLastResponse` null
 *   (`sealQuestion`: getQuestionsbyId, question-sets, the error log, the review of other attempts).
 * - `hidden` (docs/contract.md section 8.2): from an exclusive scheduled mock's creation until its
 *   `closes_at`, its questions are out of the bank for everyone but admins (404, as a missing one;
 *   its candidates see them inside their attempts, which read questions directly). The rule has
 *   the forms its readers need, all below: on a detail row, `heldUntilSql` (the latest `closes_at`
 *   of the exclusive tests holding the question: time-independent, so per-process caches keep it)
 *   compared with the clock per request by `isHiddenFrom` / `canViewInBank` (getQuestionsbyId,
 *   sets, comments, stats, answers, reports, AI, a set's member list); in SQL, `heldNowSql` at the
 *   database's `now()` (lists, bookmarks, search and its did-you-mean, generated tests, practice);
 *   and `nextExclusiveClose`, when what it hides next changes by time, for caches to expire then
 *   (a new exclusive test changes the `questions` and `search` generations: migration 0035).
 *
 * Cost: one indexed query per rule (the sealed rule: attempts' partial index of in-progress attempts
 * by user, then the test's questions by test_section_questions' unique (test_id, question_id)).
 * Read it once per request and pass the answer on where one request checks several questions. The
 * question detail reads the sealed rule for its one question inside the statement of its viewer's
 * parts instead (`sealedForViewerSql`, `visibilityOfOne`): no query of its own.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Question } from '@common/api/questions.ts';
import { messages } from '@common/messages.ts';
import { canViewQuestion, isAdmin, type Actor, type QuestionAccessFacts } from '@common/policies.ts';
import type { Queryable } from '../db/client.ts';
import { attempts, testSectionQuestions } from '../db/schema/index.ts';
import { conflict, notFound } from '../errors.ts';

/** How a question is closed to a viewer: `sealed` (409 / keys nulled) or `hidden` (404). */
export type Closure = 'sealed' | 'hidden';

/** A rule: the ids of the questions it closes for viewer `viewerId` now. */
interface VisibilityRule {
  closure: Closure;
  closedIds(db: Queryable, viewerId: number): Promise<number[]>;
}

/** 8.1: every question of a test the viewer has an attempt of in progress. */
const sealedByTestInProgress: VisibilityRule = {
  closure: 'sealed',
  async closedIds(db, viewerId) {
    const rows = await db
      .select({ id: testSectionQuestions.questionId })
      .from(attempts)
      .innerJoin(testSectionQuestions, eq(testSectionQuestions.testId, attempts.testId))
      .where(and(eq(attempts.userId, viewerId), eq(attempts.state, 'in_progress')));
    return rows.map((row) => row.id);
  },
};

const rules: VisibilityRule[] = [sealedByTestInProgress];

/**
 * The sealed rule for one question, in SQL (for a statement that reads a question's per-viewer
 * parts anyway: the detail's): true while viewer `viewerId` has an attempt in progress of a test
 * that holds question `questionId`. Same rule as `sealedByTestInProgress`.
 */
export function sealedForViewerSql(questionId: SQL, viewerId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${attempts} sa join ${testSectionQuestions} sq on sq.test_id = sa.test_id where sa.user_id = ${viewerId} and sa.state = 'in_progress' and sq.question_id = ${questionId})`;
}

/** The visibility of question `questionId` alone, from `sealedForViewerSql` read with it (other ids count as open). */
export function visibilityOfOne(questionId: number, sealed: boolean): QuestionVisibility {
  const closure: Closure | null = sealed ? 'sealed' : null;
  return {
    closureOf: (id) => (id === questionId ? closure : null),
    isSealed: (id) => id === questionId && sealed,
  };
}

/** The questions closed to one viewer at the moment it was read. */
export interface QuestionVisibility {
  /** How question `id` is closed to the viewer; null when it is open. A hidden question counts as hidden even when also sealed. */
  closureOf(id: number): Closure | null;
  /** Whether question `id` is sealed (and not hidden) for the viewer. */
  isSealed(id: number): boolean;
}

/** The visibility of every question for viewer `viewerId`, read now (one query per rule, run one after another: `db` may be a transaction). */
export async function questionVisibility(db: Queryable, viewerId: number): Promise<QuestionVisibility> {
  const closed = new Map<number, Closure>();
  for (const rule of rules) {
    for (const id of await rule.closedIds(db, viewerId)) if (closed.get(id) !== 'hidden') closed.set(id, rule.closure);
  }
  return {
    closureOf: (id) => closed.get(id) ?? null,
    isSealed: (id) => closed.get(id) === 'sealed',
  };
}

/**
 * Refuses question `questionId` when it is closed to viewer `viewerId` (pass `visibility` when
 * already read for this request).
 * @throws AppError 409 "This question is part of your test in progress" when sealed; 404 "Question
 *   not found." when hidden
 */
export async function requireUnsealed(db: Queryable, viewerId: number, questionId: number, visibility?: QuestionVisibility): Promise<void> {
  const closure = (visibility ?? (await questionVisibility(db, viewerId))).closureOf(questionId);
  if (closure === 'hidden') throw notFound(messages.notFound.question);
  if (closure === 'sealed') throw conflict(messages.tests.sealed);
}

/** The fields of a Question that a sealed question never carries. */
type SealedFields = 'correctAnswer' | 'answerTolerance' | 'explanation' | 'myLastResponse';

/** `question` as a viewer for whom it is sealed sees it: `correctAnswer`, `answerTolerance`, `explanation` and `myLastResponse` null. */
export function sealQuestion<Q extends Pick<Question, SealedFields>>(question: Q): Q {
  return { ...question, correctAnswer: null, answerTolerance: null, explanation: null, myLastResponse: null };
}

/** `question` as `visibility`'s viewer may see it (sealed fields nulled when it is sealed for them). */
export function asVisible<Q extends Pick<Question, SealedFields | 'id'>>(question: Q, visibility: QuestionVisibility): Q {
  return visibility.isSealed(question.id) ? sealQuestion(question) : question;
}

// ---------------------------------------------------------------------------------------------
// The hidden rule: questions of exclusive scheduled mocks until they close (see the file comment).

/** Epoch milliseconds of the latest closing of an exclusive test holding the question `questionId`, or null. */
export function heldUntilSql(questionId: SQL | SQL.Aliased | unknown): SQL<number | null> {
  return sql<number | null>`(select (extract(epoch from max(xt.closes_at)) * 1000)::float8 from test_section_questions xq join tests xt on xt.id = xq.test_id where xq.question_id = ${questionId} and xt.exclusive)`;
}

/** True while the question `questionId` belongs to an exclusive test that has not closed (database time). */
export function heldNowSql(questionId: SQL | unknown): SQL<boolean> {
  return sql<boolean>`exists (select 1 from test_section_questions xq join tests xt on xt.id = xq.test_id where xq.question_id = ${questionId} and xt.exclusive and xt.closes_at > now())`;
}

/** SQL of the epoch milliseconds of the next exclusive test closing (database time), or null when none is open: until when what the rule hides stays the same (bar new exclusive tests, which change the generations). */
export const nextExclusiveCloseSql = sql<number | null>`(select (extract(epoch from min(closes_at)) * 1000)::float8 from tests where exclusive and closes_at > now())`;

/** Epoch milliseconds of the next exclusive test closing (database time), or null when none is open. */
export async function nextExclusiveClose(db: Queryable): Promise<number | null> {
  const result = await db.execute<{ at: number | null }>(sql`select ${nextExclusiveCloseSql} as at`);
  const at = result.rows[0]?.at;
  return at === null || at === undefined ? null : Number(at);
}

/**
 * Whether a question held by exclusive mocks until `heldUntilMs` (`heldUntilSql`; null when none
 * holds it) is hidden from `viewer` at `nowMs`: until then, for everyone but admins.
 */
export function isHiddenFrom(viewer: Actor, heldUntilMs: number | null, nowMs: number): boolean {
  return heldUntilMs !== null && nowMs < heldUntilMs && !isAdmin(viewer);
}

/**
 * Whether `viewer` may see a question in the bank at `nowMs`: common/policies.ts `canViewQuestion`
 * (status and submitter), and not hidden (`isHiddenFrom`, from the row's `heldUntil`).
 */
export function canViewInBank(viewer: Actor, row: { question: QuestionAccessFacts; heldUntil: number | null }, nowMs = Date.now()): boolean {
  return canViewQuestion(viewer, row.question) && !isHiddenFrom(viewer, row.heldUntil === null ? null : Number(row.heldUntil), nowMs);
}
