/**
 * Difficulty and adaptive practice (docs/contract.md section 8.3): each user's first answer of a
 * question, the questions' calibration and the users' abilities per topic, all kept by
 * server/questionBank/calibration.ts in the transaction of the answer (migration 0041).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { questions, topics } from './questions.ts';
import { users } from './users.ts';

/**
 * A user's first answer of a question (one row per user and question, so "first" holds under
 * concurrency). `counted`: a practice answer or a ranked mock answer, which calibrates; an unranked
 * mock answer, an offline or a packed one takes the place without counting.
 */
export const questionFirstAttempts = pgTable(
  'question_first_attempts',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
    correct: boolean('correct').notNull(),
    /** Null for an untimed answer. */
    timeSeconds: integer('time_seconds'),
    counted: boolean('counted').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'question_first_attempts_pkey', columns: [t.userId, t.questionId] }),
    index('question_first_attempts_time_idx').on(t.questionId, t.timeSeconds).where(sql`counted and correct and time_seconds is not null`),
  ],
);

/**
 * A question's calibration: the Elo difficulty in logits, the counted first answers and the right
 * ones, the median time of the timed right ones (seconds, null without any) and the level (null
 * under 10 first answers).
 */
export const questionDifficulty = pgTable(
  'question_difficulty',
  {
    questionId: integer('question_id').primaryKey().references(() => questions.id, { onDelete: 'cascade' }),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    firstAttempts: integer('first_attempts').notNull().default(0),
    correct: integer('correct').notNull().default(0),
    medianTimeCorrect: doublePrecision('median_time_correct'),
    level: text('level', { enum: ['easy', 'medium', 'hard'] }),
  },
  (t) => [
    index('question_difficulty_level_idx').on(t.level, t.questionId),
    check('question_difficulty_level_check', sql`${t.level} in ('easy', 'medium', 'hard')`),
  ],
);

/** A user's Elo ability in a topic (logits) and how many counted first answers it was estimated from. */
export const topicAbilities = pgTable(
  'topic_abilities',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id').notNull().references(() => topics.id, { onDelete: 'cascade' }),
    ability: doublePrecision('ability').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'topic_abilities_pkey', columns: [t.userId, t.topicId] })],
);

/** The question `GET /api/practice/next` served each user last (never served twice in a row). */
export const practiceLastServed = pgTable('practice_last_served', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  questionId: integer('question_id').notNull(),
  servedAt: timestamp('served_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
