/**
 * Mock tests (docs/contract.md section 7.3): tests made of timed sections of ordered questions, and
 * users' attempts of them — one state per section (its own server-owned clock) and one saved answer
 * per question.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { questions } from './questions.ts';
import { users } from './users.ts';

/**
 * A test. `kind` `admin` (made by an admin, visible to everyone) or `generated` (drawn from the bank
 * for its creator, visible only to them). Marks per question: `marking_correct` for a right answer,
 * `marking_wrong` for a wrong MCQ answer, `marking_tita_wrong` for a wrong TITA answer (0 unanswered).
 */
export const tests = pgTable(
  'tests',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    kind: text('kind', { enum: ['admin', 'generated'] }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    markingCorrect: integer('marking_correct').notNull().default(3),
    markingWrong: integer('marking_wrong').notNull().default(-1),
    markingTitaWrong: integer('marking_tita_wrong').notNull().default(0),
    /** The window of a scheduled mock (docs/contract.md section 8.2); both null for a test without one. */
    opensAt: timestamp('opens_at', { withTimezone: true, mode: 'date' }),
    closesAt: timestamp('closes_at', { withTimezone: true, mode: 'date' }),
    /** Exclusive: its questions are out of the bank from creation until `closes_at`. */
    exclusive: boolean('exclusive').notNull().default(false),
    /** When ranks are published: `closes_at` plus the total duration with the largest extra time (null without a window). */
    resultsAt: timestamp('results_at', { withTimezone: true, mode: 'date' }),
    /** Set once, in the transaction that writes the ranks (see mockTests/ranks.ts). */
    ranksPublishedAt: timestamp('ranks_published_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('tests_kind_created_idx').on(t.kind, t.createdAt, t.id),
    index('tests_created_by_idx').on(t.createdBy, t.createdAt),
    index('tests_exclusive_open_idx').on(t.closesAt).where(sql`${t.exclusive}`),
    check('tests_kind_check', sql`${t.kind} in ('admin', 'generated')`),
    check(
      'tests_window_check',
      sql`(${t.opensAt} is null) = (${t.closesAt} is null) and (${t.closesAt} is null or ${t.closesAt} > ${t.opensAt}) and (${t.closesAt} is null) = (${t.resultsAt} is null)`,
    ),
  ],
);

/** A section of a test (`position` 0, 1, …), timed `duration_seconds` (before extra time). */
export const testSections = pgTable(
  'test_sections',
  {
    testId: integer('test_id').notNull().references(() => tests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
  },
  (t) => [primaryKey({ columns: [t.testId, t.position] }), check('test_sections_duration_check', sql`${t.durationSeconds} >= 1`)],
);

/** The questions of a test's section, in order (`position` within the section). A question is in a test once. */
export const testSectionQuestions = pgTable(
  'test_section_questions',
  {
    testId: integer('test_id').notNull().references(() => tests.id, { onDelete: 'cascade' }),
    sectionPosition: integer('section_position').notNull(),
    position: integer('position').notNull(),
    questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.testId, t.sectionPosition, t.position] }),
    uniqueIndex('test_section_questions_question_key').on(t.testId, t.questionId),
    index('test_section_questions_question_idx').on(t.questionId),
  ],
);

/**
 * A user's attempt of a test. `section_index` is the active section while `in_progress`; `score` is
 * set on completion. At most one attempt per user and test is in progress (a partial unique index).
 */
export const attempts = pgTable(
  'attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    testId: integer('test_id').notNull().references(() => tests.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['in_progress', 'completed'] }).notNull().default('in_progress'),
    sectionIndex: integer('section_index').notNull().default(0),
    score: integer('score'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /** Started inside the test's window as the user's first attempt of it (docs/contract.md section 8.2). */
    ranked: boolean('ranked').notNull().default(false),
    /** Written when the test's ranks are published: 1 + ranked attempts scoring higher, and the percentile among them. */
    rank: integer('rank'),
    percentile: doublePrecision('percentile'),
  },
  (t) => [
    uniqueIndex('attempts_one_in_progress_key').on(t.userId, t.testId).where(sql`${t.state} = 'in_progress'`),
    uniqueIndex('attempts_one_ranked_key').on(t.testId, t.userId).where(sql`${t.ranked}`),
    index('attempts_test_user_idx').on(t.testId, t.userId, t.id),
    check('attempts_state_check', sql`${t.state} in ('in_progress', 'completed')`),
  ],
);

/**
 * The state of each section of an attempt: `locked` (not started), `active` (its clock runs from
 * `started_at` to `ends_at`, extra time included) or `submitted` (ended by the user or by the clock
 * at `ended_at`).
 */
export const attemptSections = pgTable(
  'attempt_sections',
  {
    attemptId: integer('attempt_id').notNull().references(() => attempts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    state: text('state', { enum: ['locked', 'active', 'submitted'] }).notNull().default('locked'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    /** The section's score, stored when the attempt completes. */
    score: integer('score'),
    /** The section's percentile among the ranked attempts, written when ranks are published. */
    percentile: doublePrecision('percentile'),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.position] }), check('attempt_sections_state_check', sql`${t.state} in ('locked', 'active', 'submitted')`)],
);

/** The saved answer of one question of an attempt (`time_seconds` accumulates what clients report). */
export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    attemptId: integer('attempt_id').notNull().references(() => attempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
    selectedOption: text('selected_option', { enum: ['A', 'B', 'C', 'D'] }),
    answer: text('answer'),
    markedForReview: boolean('marked_for_review').notNull().default(false),
    timeSeconds: integer('time_seconds').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.questionId] }),
    check('attempt_answers_selected_option_check', sql`${t.selectedOption} in ('A', 'B', 'C', 'D')`),
    check('attempt_answers_time_check', sql`${t.timeSeconds} >= 0`),
  ],
);
