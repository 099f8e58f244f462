/**
 * The clock rules of scheduled mocks (docs/contract.md section 8.2), pure: whether a start is inside
 * a test's window, and whether its results (ranks, solutions, the leaderboard) are out.
 */
import type { TestRow } from './tests.repo.ts';

type Schedule = Pick<TestRow, 'opensAt' | 'closesAt' | 'resultsAt' | 'exclusive'>;

/** Whether a start at `now` falls inside the test's window (opensAt <= now < closesAt); never for a test without one. */
export function isInsideWindow(test: Schedule, now: Date): boolean {
  return !!test.opensAt && !!test.closesAt && test.opensAt <= now && now < test.closesAt;
}

/** Whether `resultsAt` has come by `now` (a test without a window has no resultsAt: false). */
export function resultsAreOut(test: Schedule, now: Date): boolean {
  return !!test.resultsAt && test.resultsAt <= now;
}

/**
 * Whether the solutions of an attempt are held back at `now`: until `resultsAt`, for a ranked
 * attempt and for any attempt of an exclusive test.
 */
export function solutionsHeldBack(test: Schedule, attempt: { ranked: boolean }, now: Date): boolean {
  return (attempt.ranked || test.exclusive) && !!test.resultsAt && now < test.resultsAt;
}
