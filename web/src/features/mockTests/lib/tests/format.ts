/** Wording of the tests catalogue: durations, marking in words, my attempt's state. */
import type { Marking, Test } from '@common/api/mockTests.ts';

/** Seconds as minutes for people: 2400 -> "40 min", 5400 -> "1 h 30 min", 90 -> "1 min 30 s". */
export function formatMinutes(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts = [hours > 0 ? `${hours} h` : '', minutes > 0 ? `${minutes} min` : '', rest > 0 ? `${rest} s` : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : '0 min';
}

/** The sum of the sections' durations, in seconds. */
export function totalSeconds(sections: readonly { durationSeconds: number }[]): number {
  return sections.reduce((sum, section) => sum + section.durationSeconds, 0);
}

/** The sum of the sections' question counts. */
export function totalQuestions(sections: readonly { questionCount: number }[]): number {
  return sections.reduce((sum, section) => sum + section.questionCount, 0);
}

const signed = (marks: number) => (marks > 0 ? `+${marks}` : marks < 0 ? `−${Math.abs(marks)}` : '0');
const plural = (marks: number) => (Math.abs(marks) === 1 ? 'mark' : 'marks');

/** The marking scheme as sentences, e.g. "+3 marks for a right answer". */
export function markingLines(marking: Marking): string[] {
  return [
    `${signed(marking.correct)} ${plural(marking.correct)} for a right answer`,
    `${signed(marking.wrong)} ${plural(marking.wrong)} for a wrong multiple-choice (MCQ) answer`,
    `${signed(marking.titaWrong)} ${plural(marking.titaWrong)} for a wrong type-in-the-answer (TITA) answer`,
    '0 marks for a question left unanswered',
  ];
}

/** What my attempt of a test comes to, for its card and its page. */
export type AttemptStatus =
  | { kind: 'not-started' }
  | { kind: 'in-progress'; attemptId: number }
  | { kind: 'completed'; attemptId: number; score: number | null };

/** The status of `test.myAttempt`. */
export function attemptStatus(test: Pick<Test, 'myAttempt'>): AttemptStatus {
  const attempt = test.myAttempt;
  if (!attempt) return { kind: 'not-started' };
  if (attempt.state === 'in_progress') return { kind: 'in-progress', attemptId: attempt.id };
  return { kind: 'completed', attemptId: attempt.id, score: attempt.score };
}

/** The largest score a test allows: every question right. */
export function maxScore(test: Pick<Test, 'sections' | 'marking'>): number {
  return totalQuestions(test.sections) * test.marking.correct;
}

/** The attempt's result page. */
export const resultPath = (attemptId: number) => `/attempts/${attemptId}/result`;
/** The attempt's CAT interface. */
export const attemptPath = (attemptId: number) => `/attempts/${attemptId}`;
