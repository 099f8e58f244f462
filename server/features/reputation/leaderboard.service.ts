/** The contributors leaderboard (contract 8.4): reputation earned within a period, most first. */
import type { Contributor, Period } from '@common/api/reputation.ts';
import type { PageQuery } from '@common/api/http.ts';
import type { Queryable } from '../../db/client.ts';
import { contributorsPage } from './reputation.repo.ts';

const day = 24 * 60 * 60 * 1000;
/** How far back each period reaches, in days (null: all time). */
const periodDays: Record<Period, number | null> = { week: 7, month: 30, all: null };

/** The start of `period` ending `now`: 7 or 30 days back, or null for all time. */
export function periodStart(period: Period, now: Date = new Date()): Date | null {
  const days = periodDays[period];
  return days === null ? null : new Date(now.getTime() - days * day);
}

/**
 * A page of the contributors with reputation earned in `period` (likes received and answers
 * accepted within it), most first, ties by more accepted answers then by user id; suspended users
 * are left out. `total` counts every such contributor.
 */
export async function listContributors(db: Queryable, period: Period, page: PageQuery): Promise<{ contributors: Contributor[]; total: number }> {
  const { rows, total } = await contributorsPage(db, periodStart(period), page);
  return {
    contributors: rows.map((row) => ({ user: { id: row.id, name: row.name, username: row.username, userType: row.user_type }, reputation: row.reputation, acceptedAnswers: row.accepted })),
    total,
  };
}
