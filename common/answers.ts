/**
 * Judging answers (docs/contract.md section 7.2), shared by the server and the web app (which
 * grades practice packs offline, contract 8.5): an MCQ answer is right when its letter is the
 * correct one; a TITA answer when |answer - correctAnswer| <= answerTolerance, computed in exact
 * decimal arithmetic (big.js) so that a tolerance edge such as 2.49 vs 2.5 ± 0.01 is not lost to
 * binary floating point.
 */
import Big from 'big.js';

/**
 * A decimal number as TITA answers are written: optional sign, digits, optional fraction
 * ("42", "-3.5", ".5", "+7"); no exponent, no thousands separators.
 */
export const decimalPattern = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** The parts of a question that decide correctness. */
export interface AnswerKey {
  questionType: 'MCQ' | 'TITA';
  /** A-D for MCQ; a decimal number for TITA. */
  correctAnswer: string;
  /** TITA: a non-negative decimal (numeric column string or JSON number); null for MCQ and 0. */
  answerTolerance: string | number | null;
}

/** `value` for big.js: a leading "+" dropped ("+7" -> "7"). @throws Error when it is not a decimal number. */
function decimal(value: string | number): Big {
  return new Big(typeof value === 'string' && value.startsWith('+') ? value.slice(1) : value);
}

/** Whether the typed decimal `answer` is within the question's tolerance of its correct answer. @throws Error for an `answer` that is not a decimal number. */
export function isTitaAnswerCorrect(key: AnswerKey, answer: string): boolean {
  const tolerance = decimal(key.answerTolerance ?? '0');
  return decimal(answer.trim()).minus(key.correctAnswer).abs().lte(tolerance);
}

/**
 * Whether a practice answer is right: MCQ `selectedOption` equal to the key's letter, TITA `answer`
 * within tolerance. An answer of the wrong kind (no option for an MCQ question, no number for a
 * TITA one, or a TITA answer that is not a number) is wrong.
 */
export function isAnswerCorrect(key: AnswerKey, given: { selectedOption?: string | undefined; answer?: string | undefined }): boolean {
  if (key.questionType === 'MCQ') return given.selectedOption !== undefined && given.selectedOption.trim().toUpperCase() === key.correctAnswer;
  if (given.answer === undefined) return false;
  try {
    return isTitaAnswerCorrect(key, given.answer);
  } catch {
    return false;
  }
}
