/**
 * GET /api/tests/{id}/leaderboard (docs/contract.md section 8.2): the ranked attempts of users whose
 * `showOnLeaderboards` preference is on, best first, with the ranks published at `resultsAt`
 * (which count everyone, shown or not). A test without a window ranks nobody: an empty board.
 */
import type { LeaderboardEntry } from '@common/api/mockTests.ts';
import { messages } from '@common/messages.ts';
import { conflict, notFound } from '../../errors.ts';
import { ranksOut, type AttemptDeps } from './attempts.service.ts';
import * as repo from './leaderboard.repo.ts';
import { findVisibleTest } from './tests.repo.ts';

/**
 * A page of test `testId`'s leaderboard as `userId` may see it, and the total.
 * @throws AppError 404 "Test not found"; 409 "Results are published when the test closes" before `resultsAt`
 */
export async function getLeaderboard(deps: AttemptDeps, userId: number, testId: number, page: { limit: number; offset: number }): Promise<{ entries: LeaderboardEntry[]; total: number }> {
  const test = await findVisibleTest(deps.db, testId, userId);
  if (!test) throw notFound(messages.tests.notFound);
  if (!test.closesAt) return { entries: [], total: 0 };
  if (!(await ranksOut(deps, test))) throw conflict(messages.tests.resultsLater);
  const { rows, total } = await repo.leaderboardPage(deps.db, testId, page);
  const sections = await repo.sectionScores(
    deps.db,
    testId,
    rows.map((row) => row.attemptId),
  );
  return {
    total,
    entries: rows.map((row) => ({
      rank: row.rank!,
      name: row.name,
      username: row.username,
      score: row.score ?? 0,
      sections: sections.filter((s) => s.attemptId === row.attemptId).map((s) => ({ name: s.name, score: s.score ?? 0 })),
    })),
  };
}
