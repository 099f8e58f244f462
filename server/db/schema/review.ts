/**
 * Spaced review of mistakes (docs/contract.md section 7.4): one FSRS card per user and question,
 * made by a wrong practice answer and graded by every later practice answer of that question.
 * The card columns are ts-fsrs's `Card` fields; `review_count` / `right_count` count the graded
 * answers (the deck's retention).
 */
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { questions } from './questions.ts';
import { users } from './users.ts';

export const reviewCards = pgTable(
  'review_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
    due: timestamp('due', { withTimezone: true, mode: 'date' }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    /** ts-fsrs `State`: 0 New, 1 Learning, 2 Review, 3 Relearning. */
    state: integer('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true, mode: 'date' }),
    /** Practice answers that graded this card, and how many of them were right. */
    reviewCount: integer('review_count').notNull().default(0),
    rightCount: integer('right_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_cards_user_question_key').on(t.userId, t.questionId),
    index('review_cards_user_due_idx').on(t.userId, t.due, t.id),
    check('review_cards_state_check', sql`${t.state} between 0 and 3`),
  ],
);
