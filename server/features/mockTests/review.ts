/**
 * Review of a completed attempt (docs/contract.md section 7.3, GET /api/attempts/{id}/review):
 * every question of the test in order, rendered as getQuestionsbyId renders it
 * (questionBank/questions.read.ts) but always with its answer and written solution, with the
 * attempt's outcome of it; each set's passage is sent once, in `sets`. A question sealed for the
 * viewer by another test in progress (server/policies/questionVisibility.ts) comes without its
 * answer, tolerance and solution, and without the answer given to it.
 */
import { inArray } from 'drizzle-orm';
import type { AttemptReview } from '@common/api/mockTests.ts';
import type { QuestionSetRef } from '@common/api/questions.ts';
import type { Actor } from '@common/policies.ts';
import type { Queryable } from '../../db/client.ts';
import { questions } from '../../db/schema/index.ts';
import { questionVisibility, sealQuestion } from '../../policies/questionVisibility.ts';
import { selectQuestionDetails, toQuestion } from '../../questionBank/questions.read.ts';
import type { AttemptRow } from './attempts.repo.ts';
import { scoreAttempt } from './results.ts';

/** The review of `attempt` (completed: the caller checks) for its owner `viewer`. */
export async function reviewAttempt(db: Queryable, attempt: Pick<AttemptRow, 'id' | 'testId'>, viewer: Actor): Promise<AttemptReview> {
  const scored = await scoreAttempt(db, attempt);
  const ids = scored.questions.map((q) => q.id);
  const rows = ids.length > 0 ? await selectQuestionDetails(db, viewer.id).where(inArray(questions.id, ids)) : [];
  const visibility = await questionVisibility(db, viewer.id);
  const byId = new Map(rows.map((row) => [row.question.id, row]));
  const sets: Record<string, QuestionSetRef> = {};
  const items = scored.questions.flatMap((outcome) => {
    const row = byId.get(outcome.id);
    if (!row) return [];
    const { set, myLastResponse: _last, ...question } = toQuestion(row, viewer);
    if (set) sets[String(set.id)] ??= set;
    // A completed attempt's candidate may see every solution of it, answered or not, unless sealed.
    const solution = visibility.isSealed(outcome.id)
      ? sealQuestion({ ...question, myLastResponse: null })
      : { correctAnswer: row.question.correctAnswer, answerTolerance: question.answerTolerance, explanation: row.question.explanation };
    return [
      {
        ...question,
        correctAnswer: solution.correctAnswer,
        answerTolerance: solution.answerTolerance,
        explanation: solution.explanation,
        sectionIndex: outcome.sectionIndex,
        // My own answer is hidden too while sealed, as myLastResponse is: with `correct` it would tell the key.
        selectedOption: visibility.isSealed(outcome.id) ? null : outcome.selectedOption,
        answer: visibility.isSealed(outcome.id) ? null : outcome.answer,
        correct: outcome.correct,
        marks: outcome.marks,
        timeSeconds: outcome.timeSeconds,
      },
    ];
  });
  return { id: attempt.id, testId: attempt.testId, title: scored.title, sections: scored.sections.map((section) => ({ name: section.name })), questions: items, sets };
}
