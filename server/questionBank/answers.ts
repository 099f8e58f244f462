/**
 * Judging answers (docs/contract.md section 7.2): an MCQ answer is right when its letter is the
 * correct one; a TITA answer when |answer - correctAnswer| <= answerTolerance, computed in exact
 * decimal arithmetic (big.js) so that a tolerance edge such as 2.49 vs 2.5 ± 0.01 is not lost to
 * binary floating point.
 */
import Big from 'big.js';

/** The parts of a question row that decide correctness. */
export interface AnswerKey {
  questionType: 'MCQ' | 'TITA';
  correctAnswer: string;
  /** TITA: a non-negative decimal string (numeric column); null for MCQ. */
  answerTolerance: string | null;
}

/** Whether the typed decimal `answer` is within the question's tolerance of its correct answer. */
export function isTitaAnswerCorrect(key: AnswerKey, answer: string): boolean {
  const tolerance = new Big(key.answerTolerance ?? '0');
  return new Big(answer.startsWith('+') ? answer.slice(1) : answer).minus(key.correctAnswer).abs().lte(tolerance);
}

/**
 * The canonical form of a decimal number written as "+7", "07.50", ".5" or "-0": "7", "7.5", "0.5",
 * "0" (how TITA correct answers are stored). Never in exponent notation ("0.00000001" stays so), as
 * the database's check on TITA answers requires plain digits.
 */
export function canonicalDecimal(value: string): string {
  return new Big(value.startsWith('+') ? value.slice(1) : value).toFixed();
}
