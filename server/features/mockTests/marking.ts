/**
 * Marking of one test question (docs/contract.md section 7.3): a right answer earns
 * `marking.correct`; a wrong MCQ answer `marking.wrong`; a wrong TITA answer `marking.titaWrong`;
 * an unanswered question 0. Correctness is judged as practice answers are (questionBank/answers.ts).
 */
import type { Marking } from '@common/api/mockTests.ts';
import { isTitaAnswerCorrect, type AnswerKey } from '../../questionBank/answers.ts';

/** A saved answer, as far as marking reads it. */
export interface GivenAnswer {
  selectedOption: 'A' | 'B' | 'C' | 'D' | null;
  answer: string | null;
}

/** Whether the question counts as answered: an MCQ with a selected option, a TITA with a typed answer. */
export function isAnswered(key: Pick<AnswerKey, 'questionType'>, given: GivenAnswer | undefined): boolean {
  if (!given) return false;
  return key.questionType === 'TITA' ? given.answer !== null : given.selectedOption !== null;
}

/** `correct` true/false for an answered question, null for an unanswered one; and its marks. */
export function markAnswer(key: AnswerKey, given: GivenAnswer | undefined, marking: Marking): { correct: boolean | null; marks: number } {
  if (!given || !isAnswered(key, given)) return { correct: null, marks: 0 };
  const correct = key.questionType === 'TITA' ? isTitaAnswerCorrect(key, given.answer!) : given.selectedOption === key.correctAnswer;
  if (correct) return { correct, marks: marking.correct };
  return { correct, marks: key.questionType === 'TITA' ? marking.titaWrong : marking.wrong };
}

/** Percentile of a score among the first completed attempts: 100 x at-or-below / all, two decimals (0 with none). */
export function percentileOf(atOrBelow: number, total: number): number {
  if (total === 0) return 0;
  return Math.round((10_000 * atOrBelow) / total) / 100;
}
