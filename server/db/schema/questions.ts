/** Question bank: categories, topics, sources, questions, and users' responses. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
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

/**
 * A question set (docs/contract.md section 7.2): one reading-comprehension passage or DI/LR data set
 * (`body`, Markdown) shared by 4-6 questions, which point at it with `questions.set_id` and are
 * shown in id order. Imports find a set again by its category, topic, source and title (ignoring
 * case), so re-importing a file creates no second set.
 */
export const questionSets = pgTable(
  'question_sets',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    topicId: integer('topic_id').notNull().references(() => topics.id),
    sourceId: integer('source_id').notNull().references(() => sources.id),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Full-text search (server/features/search): the title weighted A, the passage B (accents removed). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, public.search_unaccent(title)), 'A') || setweight(to_tsvector('simple'::regconfig, public.search_unaccent(body)), 'B')`,
      ),
    /** The title alone, so title matches are found by index without rechecking weights. */
    titleVector: tsvector('title_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, public.search_unaccent(title))`),
  },
  (t) => [
    uniqueIndex('question_sets_taxonomy_title_key').on(t.categoryId, t.topicId, t.sourceId, sql`lower(${t.title})`),
    // Search: full-text prefix matches over passages (a hit opens the set's first approved question).
    index('question_sets_search_vector_idx').using('gin', t.searchVector),
    index('question_sets_title_vector_idx').using('gin', t.titleVector),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    questionText: text('question_text').notNull(),
    optionA: text('option_a').notNull(),
    optionB: text('option_b').notNull(),
    optionC: text('option_c').notNull(),
    optionD: text('option_d').notNull(),
    /** `MCQ` (four options, `correctAnswer` A-D) or `TITA` (no options, `correctAnswer` a decimal number). */
    questionType: text('question_type', { enum: ['MCQ', 'TITA'] }).notNull().default('MCQ'),
    /** A-D for MCQ; a decimal number such as `42` or `-3.5` for TITA. */
    correctAnswer: text('correct_answer').notNull(),
    /** TITA only: a typed answer within this distance of `correctAnswer` is right (null for MCQ). */
    answerTolerance: numeric('answer_tolerance'),
    /** The written solution (Markdown), sent only to who may know the answer. */
    explanation: text('explanation'),
    /** The question set this question belongs to, or null when it stands alone. */
    setId: integer('set_id').references((): AnyPgColumn => questionSets.id, { onDelete: 'set null' }),
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
    // A question is a duplicate when its text matches another's in the same set (or both stand
    // alone), ignoring case: sets may share wordings such as "The main idea of the passage is".
    uniqueIndex('questions_text_key').on(sql`coalesce(${t.setId}, 0)`, sql`md5(lower(${t.questionText}))`),
    index('questions_set_idx').on(t.setId, t.id).where(sql`${t.setId} is not null`),
    // Search: a set's first approved question, and whether it has one (index-only).
    index('questions_set_approved_idx').on(t.setId, t.id).where(sql`${t.status} = 'approved' and ${t.setId} is not null`),
    // Question bank filters (approved only), ordered by id.
    index('questions_approved_filter_idx').on(t.categoryId, t.topicId, t.sourceId, t.id).where(sql`${t.status} = 'approved'`),
    index('questions_status_idx').on(t.status, t.id),
    index('questions_submitted_by_idx').on(t.submittedBy, t.dateTimeSubmitted),
    index('questions_topic_idx').on(t.topicId),
    index('questions_source_idx').on(t.sourceId),
    // Search (approved questions only): full-text prefix matches.
    index('questions_search_vector_idx').using('gin', t.searchVector).where(sql`${t.status} = 'approved'`),
    index('questions_title_vector_idx').using('gin', t.titleVector).where(sql`${t.status} = 'approved'`),
    check('questions_question_type_check', sql`${t.questionType} in ('MCQ', 'TITA')`),
    check(
      'questions_correct_answer_check',
      sql`(${t.questionType} = 'MCQ' and ${t.correctAnswer} in ('A', 'B', 'C', 'D') and ${t.answerTolerance} is null) or (${t.questionType} = 'TITA' and ${t.correctAnswer} ~ '^-?[0-9]+([.][0-9]+)?$' and ${t.answerTolerance} >= 0)`,
    ),
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

/**
 * One timed attempt of a question by a user; every attempt is kept. An MCQ attempt has
 * `selectedOption`, a TITA attempt the typed `answer` (exactly one of the two).
 */
export const responses = pgTable(
  'responses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
    selectedOption: text('selected_option', { enum: ['A', 'B', 'C', 'D'] }),
    /** The typed TITA answer as the user wrote it (trimmed); null for MCQ. */
    answer: text('answer'),
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
    check('responses_one_answer_check', sql`num_nonnulls(${t.selectedOption}, ${t.answer}) = 1`),
    check('responses_time_check', sql`${t.timeSeconds} >= 0`),
    check('responses_mistake_reason_check', sql`${t.mistakeReason} in ('concept', 'careless', 'calculation', 'misread', 'time', 'guessed')`),
  ],
);
