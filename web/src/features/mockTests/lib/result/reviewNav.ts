/**
 * Where review mode is (`/attempts/:id/review?q=<n>&show=<filter>`): `q` is the question's number in
 * the test, 1-based; `show` narrows the walk to the correct, wrong or unanswered questions.
 */
import { statusOf, type QuestionStatus } from './figures.ts';

/** Which questions review mode walks. */
export type ReviewFilter = 'all' | QuestionStatus;

export const reviewFilters: readonly ReviewFilter[] = ['all', 'wrong', 'unanswered', 'correct'];

/** `show=` of the URL, `all` unless it names a filter. */
export function parseFilter(raw: string | null): ReviewFilter {
  return reviewFilters.find((filter) => filter === raw) ?? 'all';
}

/** `q=` of the URL as a 0-based index into `count` questions; 0 unless it is a number from 1 to `count`. */
export function parseQuestionIndex(raw: string | null, count: number): number {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 0;
  const number = Number(raw);
  return number >= 1 && number <= count ? number - 1 : 0;
}

/** The indexes (in test order) of the questions `filter` keeps. */
export function visibleIndexes(questions: readonly { correct: boolean | null }[], filter: ReviewFilter): number[] {
  return questions.flatMap((question, index) => (filter === 'all' || statusOf(question) === filter ? [index] : []));
}

/** The kept questions before and after `current` (which need not be kept itself); null at either end. */
export function neighbours(visible: readonly number[], current: number): { previous: number | null; next: number | null } {
  const before = visible.filter((index) => index < current);
  const after = visible.find((index) => index > current);
  return { previous: before.length > 0 ? before[before.length - 1]! : null, next: after ?? null };
}

/** How many questions of each status there are. */
export function countByStatus(questions: readonly { correct: boolean | null }[]): Record<ReviewFilter, number> {
  const counts: Record<ReviewFilter, number> = { all: questions.length, correct: 0, wrong: 0, unanswered: 0 };
  for (const question of questions) counts[statusOf(question)] += 1;
  return counts;
}
