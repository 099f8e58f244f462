/** Judging a practice-pack answer on the device (contract 8.5), as the server would (common/answers.ts). */
import { isAnswerCorrect } from '@common/answers.ts';
import type { PackedQuestion } from '@common/api/packs.ts';
import { decimalPattern } from '@common/answers.ts';
import { messages } from '@common/messages.ts';
import { ApiRequestError } from '../../../lib/api/errors.ts';

/** An answer to a packed question: the option (MCQ) or the typed number (TITA). */
export interface PackAnswer {
  questionId: number;
  timer?: number | undefined;
  selectedOption?: 'A' | 'B' | 'C' | 'D' | undefined;
  answer?: string | undefined;
}

/**
 * `{ correct, correctAnswer }` for `answer` to `question`: MCQ right when the option is the key's;
 * TITA right when the number is within the question's tolerance of the key.
 * @throws ApiRequestError 400 with the server's words ("Answer must be a number", "selectedOption
 *         must be one of A, B, C, D") for an answer the server would refuse.
 */
export function gradeAnswer(question: Pick<PackedQuestion, 'questionType' | 'correctAnswer' | 'answerTolerance'>, answer: PackAnswer) {
  if (question.questionType === 'TITA' && (answer.answer === undefined || !decimalPattern.test(answer.answer.trim()))) {
    throw new ApiRequestError(400, messages.question.answerNotNumber, null);
  }
  if (question.questionType === 'MCQ' && answer.selectedOption === undefined) throw new ApiRequestError(400, messages.question.selectedOption, null);
  return { correct: isAnswerCorrect(question, answer), correctAnswer: question.correctAnswer };
}
