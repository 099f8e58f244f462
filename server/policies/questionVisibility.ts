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
 * - `hidden`: the question is out of the bank for this viewer (404, as a missing one). No rule uses
 *   it yet; section 8.2's exclusive questions of scheduled tests are meant to: add a rule to `rules`.
 *
 * Cost: one indexed query per rule (the sealed rule: attempts' partial index of in-progress attempts
 * by user, then the test's questions by test_section_questions' unique (test_id, question_id)).
 * Read it once per request and pass the answer on where one request checks several questions.
 */
import { and, eq } from 'drizzle-orm';
import type { Question } from '@common/api/questions.ts';
import { messages } from '@common/messages.ts';
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
