/**
 * The review deck's scheduling (docs/contract.md section 7.4), shared by the practice answer
 * (`addResponse`, which grades inside its own transaction) and the review feature (which reads the
 * deck). FSRS through ts-fsrs; this module only maps an answer to a rating and stores the card.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';
import type { Queryable } from '../db/client.ts';
import { responses, reviewCards } from '../db/schema/index.ts';

/**
 * The scheduler: FSRS-6 defaults (90 % requested retention), without minute-long learning steps
 * (a question seen again ten minutes later tests the memory of its answer, not of the method).
 */
export const scheduler = fsrs({ enable_short_term: false });

/** A right answer moves the card at least this far ahead (milliseconds). */
export const minimumRightIntervalMs = 12 * 60 * 60 * 1000;

type CardRow = typeof reviewCards.$inferSelect;

/** The card columns of a ts-fsrs card. */
function toColumns(card: Card) {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

/** The ts-fsrs card of a stored row. */
export function toCard(row: CardRow): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    ...(row.lastReview ? { last_review: row.lastReview } : {}),
  };
}

/**
 * The rating of a practice answer: wrong = Again; right = Easy when timed and under half the
 * user's median time (`medianSeconds`, over their earlier timed answers; null without any),
 * otherwise Good (an untimed right answer is Good).
 */
export function ratingOf(correct: boolean, timeSeconds: number | null, medianSeconds: number | null): Grade {
  if (!correct) return Rating.Again;
  if (timeSeconds !== null && medianSeconds !== null && timeSeconds < medianSeconds / 2) return Rating.Easy;
  return Rating.Good;
}

/** The median time in seconds of the user's timed responses other than `exceptResponseId` (null without any). */
async function medianTime(db: Queryable, userId: number, exceptResponseId: number): Promise<number | null> {
  const [row] = await db
    .select({ median: sql<number | null>`percentile_cont(0.5) within group (order by ${responses.timeSeconds})`.mapWith((v) => (v === null ? null : Number(v))) })
    .from(responses)
    .where(and(eq(responses.userId, userId), sql`${responses.timeSeconds} is not null`, ne(responses.id, exceptResponseId)));
  return row?.median ?? null;
}

/**
 * Applies one practice answer to the user's deck; call it in the transaction that records the
 * answer (response `responseId`). With a card: grades it (see `ratingOf`); a wrong answer leaves
 * it due at once, a right one moves it at least 12 hours ahead. Without a card: a wrong answer
 * makes one, due at once (`now`); a right answer changes nothing.
 * @returns the rating applied, 'added' for a new card, or null when nothing changed
 */
export async function applyPracticeAnswer(
  db: Queryable,
  answer: { userId: number; questionId: number; responseId: number; correct: boolean; timeSeconds: number | null; now: Date },
): Promise<Grade | 'added' | null> {
  const { userId, questionId, correct, now } = answer;
  const [row] = await db
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), eq(reviewCards.questionId, questionId)))
    .for('update');
  if (!row) {
    if (correct) return null;
    const inserted = await db
      .insert(reviewCards)
      .values({ userId, questionId, ...toColumns(createEmptyCard(now)) })
      .onConflictDoNothing()
      .returning({ id: reviewCards.id });
    // A concurrent wrong answer made the card first: it is due at once either way.
    return inserted.length > 0 ? 'added' : null;
  }
  const rating = ratingOf(correct, answer.timeSeconds, correct ? await medianTime(db, userId, answer.responseId) : null);
  const next = scheduler.next(toCard(row), now, rating).card;
  const due = correct ? new Date(Math.max(next.due.getTime(), now.getTime() + minimumRightIntervalMs)) : now;
  await db
    .update(reviewCards)
    .set({
      ...toColumns(next),
      due,
      reviewCount: sql`${reviewCards.reviewCount} + 1`,
      rightCount: correct ? sql`${reviewCards.rightCount} + 1` : reviewCards.rightCount,
    })
    .where(eq(reviewCards.id, row.id));
  return rating;
}
