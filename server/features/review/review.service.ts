/** The review deck as the API shows it (docs/contract.md section 7.4). */
import type { DueCard, ReviewSummary } from '@common/api/review.ts';
import type { Queryable } from '../../db/client.ts';
import * as repo from './review.repo.ts';

/** A page of the user's cards due at `now`, oldest due first; `total` is how many are due. */
export async function listDue(db: Queryable, userId: number, now: Date, page: { limit: number; offset: number }): Promise<{ cards: DueCard[]; total: number }> {
  const { items, total } = await repo.listDue(db, userId, now, page);
  return { cards: items.map(({ due, ...rest }) => ({ ...rest, dueAt: due.toISOString() })), total };
}

/** The deck's figures at `now` (see `reviewSummarySchema`). */
export async function summary(db: Queryable, userId: number, now: Date): Promise<ReviewSummary> {
  const row = await repo.summary(db, userId, now);
  // min() over timestamptz may come back as text from the driver.
  const next = row.nextDueAt === null ? null : new Date(row.nextDueAt);
  return {
    due: row.due,
    total: row.total,
    nextDueAt: next ? next.toISOString() : null,
    dueToday: row.dueToday,
    dueThisWeek: row.dueThisWeek,
    reviews: row.reviews,
    retention: row.reviews === 0 ? null : row.right / row.reviews,
  };
}
