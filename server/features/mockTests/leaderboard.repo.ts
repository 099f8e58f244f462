/** The leaderboard's query (docs/contract.md section 8.2): ranked attempts of users who show on leaderboards, best first. */
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { attemptSections, attempts, testSections, users } from '../../db/schema/index.ts';

const shown = (testId: number) => and(eq(attempts.testId, testId), eq(attempts.ranked, true), isNotNull(attempts.rank), eq(users.showOnLeaderboards, true));

/** One page of the shown ranked attempts of `testId` (by rank, then attempt id) and how many there are. */
export async function leaderboardPage(db: Queryable, testId: number, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ attemptId: attempts.id, rank: attempts.rank, score: attempts.score, name: users.name, username: users.username })
      .from(attempts)
      .innerJoin(users, eq(users.id, attempts.userId))
      .where(shown(testId))
      .orderBy(asc(attempts.rank), asc(attempts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(attempts).innerJoin(users, eq(users.id, attempts.userId)).where(shown(testId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The section names and scores of the attempts `attemptIds`, in section order. */
export async function sectionScores(db: Queryable, testId: number, attemptIds: number[]) {
  if (attemptIds.length === 0) return [];
  return db
    .select({ attemptId: attemptSections.attemptId, name: testSections.name, score: attemptSections.score })
    .from(attemptSections)
    .innerJoin(testSections, and(eq(testSections.testId, testId), eq(testSections.position, attemptSections.position)))
    .where(inArray(attemptSections.attemptId, attemptIds))
    .orderBy(asc(attemptSections.attemptId), asc(attemptSections.position));
}
