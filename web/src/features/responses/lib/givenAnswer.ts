/** What a user answered in one attempt, for My Responses and the error log (contract 7.2). */
import type { QuestionType } from '@common/api/questions.ts';

/** The answer fields every response and error-log entry carries. */
export interface AnswerFields {
  selectedOption: string | null;
  answer: string | null;
  question: { questionType: QuestionType };
}

/** A given answer: `typed` (TITA: the text typed, shown as typed) or an option letter; `text` is empty when neither is known. */
export interface GivenAnswer {
  typed: boolean;
  text: string;
}

/**
 * The answer of `item`: the typed TITA answer when there is one (or the question is TITA), else
 * the selected option letter. Never throws; a missing value gives `text` "".
 */
export function givenAnswer(item: AnswerFields): GivenAnswer {
  if (item.answer !== null || item.question.questionType === 'TITA') return { typed: true, text: item.answer ?? '' };
  return { typed: false, text: item.selectedOption ?? '' };
}
