/** Small figures of the result page: accuracy and the per-question status. */

/** Accuracy as a whole percent of attempted questions (correct / (correct + wrong)); null when none was attempted. */
export function accuracyPercent(correct: number, wrong: number): number | null {
  const attempted = correct + wrong;
  return attempted === 0 ? null : Math.round((100 * correct) / attempted);
}

/** "83%", or "–" (with no attempted question there is no accuracy). */
export function formatAccuracy(correct: number, wrong: number): string {
  const accuracy = accuracyPercent(correct, wrong);
  return accuracy === null ? '–' : `${accuracy}%`;
}

/** How a question of a completed attempt went. */
export type QuestionStatus = 'correct' | 'wrong' | 'unanswered';

/** The status of a question from its `correct` (true, false, or null when unanswered). */
export function statusOf(question: { correct: boolean | null }): QuestionStatus {
  if (question.correct === null) return 'unanswered';
  return question.correct ? 'correct' : 'wrong';
}

/** The status in words, as shown beside marks and in the palette. */
export const statusLabel: Record<QuestionStatus, string> = { correct: 'Correct', wrong: 'Wrong', unanswered: 'Not answered' };

/** A sign-explicit mark: "+3", "-1", "0". */
export function formatMarks(marks: number): string {
  return marks > 0 ? `+${marks}` : String(marks);
}
