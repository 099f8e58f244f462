/**
 * Scoring an attempt (docs/contract.md section 7.3): every question of the test with the saved
 * answer, its correctness and marks under the test's marking, and the totals per section and overall.
 */
import type { AttemptResult } from '@common/api/mockTests.ts';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { tests } from '../../db/schema/index.ts';
import type { AttemptRow } from './attempts.repo.ts';
import * as attemptsRepo from './attempts.repo.ts';
import { markAnswer } from './marking.ts';
import { testQuestionKeys } from './tests.repo.ts';

/** An attempt's result without what the test's other attempts and the section clocks add (what completion stores and the result shows). */
export type Scored = Omit<AttemptResult, 'percentile' | 'distribution' | 'sections' | 'ranked' | 'rank' | 'candidates' | 'resultsAt'> & {
  sections: Array<Omit<AttemptResult['sections'][number], 'timeSeconds' | 'allowedSeconds' | 'percentile'>>;
};

/** Scores `attempt` from its saved answers and its test's questions and marking. */
export async function scoreAttempt(db: Queryable, attempt: Pick<AttemptRow, 'id' | 'testId'>): Promise<Scored> {
  // One query after another: `db` may be a transaction (one connection).
  const [test] = await db.select().from(tests).where(eq(tests.id, attempt.testId)).limit(1);
  const keys = await testQuestionKeys(db, attempt.testId);
  const saved = await attemptsRepo.answersOf(db, attempt.id);
  const sections = await attemptsRepo.sectionsOfAttempt(db, attempt);
  const marking = { correct: test!.markingCorrect, wrong: test!.markingWrong, titaWrong: test!.markingTitaWrong };
  const byQuestion = new Map(saved.map((row) => [row.questionId, row]));
  const questions = keys.map((key) => {
    const given = byQuestion.get(key.id);
    const { correct, marks } = markAnswer(key, given, marking);
    return {
      id: key.id,
      sectionIndex: key.sectionIndex,
      questionType: key.questionType,
      selectedOption: key.questionType === 'MCQ' ? (given?.selectedOption ?? null) : null,
      answer: key.questionType === 'TITA' ? (given?.answer ?? null) : null,
      correctAnswer: key.correctAnswer,
      correct,
      marks,
      timeSeconds: given?.timeSeconds ?? 0,
    };
  });
  const tally = (items: typeof questions) => ({
    score: items.reduce((sum, q) => sum + q.marks, 0),
    correct: items.filter((q) => q.correct === true).length,
    wrong: items.filter((q) => q.correct === false).length,
    unanswered: items.filter((q) => q.correct === null).length,
  });
  return {
    testId: attempt.testId,
    title: test!.title,
    ...tally(questions),
    maxScore: questions.length * marking.correct,
    sections: sections.map((section) => {
      const inSection = questions.filter((q) => q.sectionIndex === section.position);
      return { name: section.name, ...tally(inSection), maxScore: inSection.length * marking.correct };
    }),
    questions,
  };
}
