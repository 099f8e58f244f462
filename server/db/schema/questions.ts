/** Question bank: categories, topics, sources, questions, and users' responses. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tsvector } from './columns.ts';
import { users } from './users.ts';

export const categories = pgTable('categories', { id: serial('id').primaryKey(), name: text('name').notNull() }, (t) => [
  uniqueIndex('categories_name_lower_key').on(sql`lower(${t.name})`),
]);

export const topics = pgTable(
  'topics',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('topics_category_name_lower_key').on(t.categoryId, sql`lower(${t.name})`)],
);

export const sources = pgTable('sources', { id: serial('id').primaryKey(), name: text('name').notNull() }, (t) => [
  uniqueIndex('sources_name_lower_key').on(sql`lower(${t.name})`),
]);

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    questionText: text('question_text').notNull(),
    optionA: text('option_a').notNull(),
    optionB: text('option_b').notNull(),
    optionC: text('option_c').notNull(),
    optionD: text('option_d').notNull(),
    correctAnswer: text('correct_answer', { enum: ['A', 'B', 'C', 'D'] }).notNull(),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    topicId: integer('topic_id').notNull().references(() => topics.id),
    sourceId: integer('source_id').notNull().references(() => sources.id),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
    dateTimeSubmitted: timestamp('date_time_submitted', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    /** Full-text search: the question text weighted A, its options B (accents removed). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, public.search_unaccent(question_text)), 'A') || setweight(to_tsvector('simple'::regconfig, public.search_unaccent(option_a || ' ' || option_b || ' ' || option_c || ' ' || option_d)), 'B')`,
      ),
    /** The question text alone, so text matches are found by index without rechecking weights. */
    titleVector: tsvector('title_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, public.search_unaccent(question_text))`),
  },
  (t) => [
    // A question is a duplicate when its text matches another's, ignoring case.
    uniqueIndex('questions_text_key').on(sql`md5(lower(${t.questionText}))`),
    // Question bank filters (approved only), ordered by id.
    index('questions_approved_filter_idx').on(t.categoryId, t.topicId, t.sourceId, t.id).where(sql`${t.status} = 'approved'`),
    index('questions_status_idx').on(t.status, t.id),
    index('questions_submitted_by_idx').on(t.submittedBy, t.dateTimeSubmitted),
    index('questions_topic_idx').on(t.topicId),
    index('questions_source_idx').on(t.sourceId),
    // Search (approved questions only): full-text prefix matches.
    index('questions_search_vector_idx').using('gin', t.searchVector).where(sql`${t.status} = 'approved'`),
    index('questions_title_vector_idx').using('gin', t.titleVector).where(sql`${t.status} = 'approved'`),
    check('questions_correct_answer_check', sql`${t.correctAnswer} in ('A', 'B', 'C', 'D')`),
    check('questions_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/**
 * How many approved questions each (category, topic, source) has: a counter table kept exact by
 * statement-level triggers on `questions` (migration 0004), so the question bank's total is a sum
 * over a few rows instead of a count over thousands.
 */
export const approvedQuestionCounts = pgTable(
  'approved_question_counts',
  {
    categoryId: integer('category_id').notNull(),
    topicId: integer('topic_id').notNull(),
    sourceId: integer('source_id').notNull(),
    questionCount: integer('question_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.topicId, t.sourceId] })],
);

/** One timed attempt of a question by a user; every attempt is kept. */
export const responses = pgTable(
  'responses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
    selectedOption: text('selected_option', { enum: ['A', 'B', 'C', 'D'] }).notNull(),
    correct: boolean('correct').notNull(),
    timeSeconds: integer('time_seconds').notNull(),
    /** Why a wrong answer went wrong, as the user tags it in the error log. */
    mistakeReason: text('mistake_reason', { enum: ['concept', 'careless', 'calculation', 'misread', 'time', 'guessed'] }),
    createdAt: createdAt(),
  },
  (t) => [
    index('responses_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('responses_user_question_idx').on(t.userId, t.questionId),
    // Each user's first attempt per question (crowd statistics).
    index('responses_question_user_created_idx').on(t.questionId, t.userId, t.createdAt, t.id),
    check('responses_selected_option_check', sql`${t.selectedOption} in ('A', 'B', 'C', 'D')`),
    check('responses_time_check', sql`${t.timeSeconds} >= 0`),
    check('responses_mistake_reason_check', sql`${t.mistakeReason} in ('concept', 'careless', 'calculation', 'misread', 'time', 'guessed')`),
  ],
);
