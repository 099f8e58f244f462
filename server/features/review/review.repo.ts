/** Queries on the user's review deck (cards of deleted questions left out). */
import { and, asc, count, eq, lte, min, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { questions, reviewCards } from '../../db/schema/index.ts';

const visible = (userId: number) => and(eq(reviewCards.userId, userId), ne(questions.status, 'deleted'));

/** A page of the cards due at `now`, oldest due first, and how many are due. */
export async function listDue(db: Queryable, userId: number, now: Date, page: { limit: number; offset: number }) {
  const where = and(visible(userId), lte(reviewCards.due, now));
  const [items, [total]] = await Promise.all([
    db
      .select({ questionId: reviewCards.questionId, due: reviewCards.due, reps: reviewCards.reps, lapses: reviewCards.lapses, setId: questions.setId })
      .from(reviewCards)
      .innerJoin(questions, eq(questions.id, reviewCards.questionId))
      .where(where)
      .orderBy(asc(reviewCards.due), asc(reviewCards.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(reviewCards).innerJoin(questions, eq(questions.id, reviewCards.questionId)).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** Deck counts at `now`: due now, within 24 hours, within 7 days, all; the earliest due; graded and right answers. */
export async function summary(db: Queryable, userId: number, now: Date) {
  const day = new Date(now.getTime() + 24 * 3600 * 1000);
  const week = new Date(now.getTime() + 7 * 24 * 3600 * 1000);
  const [row] = await db
    .select({
      total: count(),
      due: sql<number>`count(*) filter (where ${reviewCards.due} <= ${now})`.mapWith(Number),
      dueToday: sql<number>`count(*) filter (where ${reviewCards.due} <= ${day})`.mapWith(Number),
      dueThisWeek: sql<number>`count(*) filter (where ${reviewCards.due} <= ${week})`.mapWith(Number),
      nextDueAt: min(reviewCards.due),
      reviews: sql<number>`coalesce(sum(${reviewCards.reviewCount}), 0)`.mapWith(Number),
      right: sql<number>`coalesce(sum(${reviewCards.rightCount}), 0)`.mapWith(Number),
    })
    .from(reviewCards)
    .innerJoin(questions, eq(questions.id, reviewCards.questionId))
    .where(visible(userId));
  return row!;
}
