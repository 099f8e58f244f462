/** Question bank: categories, topics, sources, questions, and users' responses. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
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
    /** English stems of the same text, same weights (searched together with `searchVector`: "sitting" finds "sit"). */
    stemVector: tsvector('stem_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, public.search_unaccent(title)), 'A') || setweight(to_tsvector('english'::regconfig, public.search_unaccent(body)), 'B')`,
      ),
  },
  (t) => [
    uniqueIndex('question_sets_taxonomy_title_key').on(t.categoryId, t.topicId, t.sourceId, sql`lower(${t.title})`),
    // Search: full-text prefix matches over passages (a hit opens the set's first approved question).
    index('question_sets_document_idx').using('gin', sql`(${t.searchVector} || ${t.stemVector})`),
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
    /**
     * `deleted` is an admin's soft delete (docs/contract.md section 7.6): hidden everywhere, kept so
     * its responses stay in their owners' statistics and mock tests that hold it still score.
     */
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'deleted'] }).notNull().default('pending'),
    /** Why an admin rejected it (shown to the submitter); cleared when it is resubmitted. */
    rejectionReason: text('rejection_reason'),
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
    /** English stems of the text (A) and options (B), searched together with `searchVector`. */
    stemVector: tsvector('stem_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, public.search_unaccent(question_text)), 'A') || setweight(to_tsvector('english'::regconfig, public.search_unaccent(option_a || ' ' || option_b || ' ' || option_c || ' ' || option_d)), 'B')`,
      ),
    /** The category and topic names (words and English stems, weight C), kept by triggers (search migration). */
    taxonomyVector: tsvector('taxonomy_vector').notNull().default(sql`''::tsvector`),
  },
  (t) => [
    // A question is a duplicate when its text matches another's in the same set (or both stand
    // alone), ignoring case: sets may share wordings such as "The main idea of the passage is".
    // The bank (approved questions, and deleted ones, which keep their text) holds no duplicates;
    // pending and rejected submissions may repeat someone else's, which their submitter cannot see
    // (so a refusal would reveal it: docs/contract.md section 7.8), but never their own.
    uniqueIndex('questions_text_key')
      .on(sql`coalesce(${t.setId}, 0)`, sql`md5(lower(${t.questionText}))`)
      .where(sql`${t.status} in ('approved', 'deleted')`),
    uniqueIndex('questions_submitter_text_key')
      .on(t.submittedBy, sql`coalesce(${t.setId}, 0)`, sql`md5(lower(${t.questionText}))`)
      .where(sql`${t.status} in ('pending', 'rejected')`),
    // Finding a text's duplicates in any status (submission checks, the review queue's flags).
    index('questions_text_idx').on(sql`coalesce(${t.setId}, 0)`, sql`md5(lower(${t.questionText}))`),
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
    index('questions_document_idx')
      .using('gin', sql`(${t.searchVector} || ${t.stemVector} || ${t.taxonomyVector})`)
      .where(sql`${t.status} = 'approved'`),
    index('questions_title_vector_idx').using('gin', t.titleVector).where(sql`${t.status} = 'approved'`),
    check('questions_question_type_check', sql`${t.questionType} in ('MCQ', 'TITA')`),
    check(
      'questions_correct_answer_check',
      sql`(${t.questionType} = 'MCQ' and ${t.correctAnswer} in ('A', 'B', 'C', 'D') and ${t.answerTolerance} is null) or (${t.questionType} = 'TITA' and ${t.correctAnswer} ~ '^-?[0-9]+([.][0-9]+)?$' and ${t.answerTolerance} >= 0)`,
    ),
    check('questions_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'deleted')`),
    // Review: approved questions whose text is like a pending one's (pg_trgm `%`, similarity).
    index('questions_text_trgm_idx').using('gin', t.questionText.op('gin_trgm_ops')).where(sql`${t.status} = 'approved'`),
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
 * One attempt of a question by a user; every attempt is kept. An MCQ attempt has
 * `selectedOption`, a TITA attempt the typed `answer` (exactly one of the two). `timeSeconds` is
 * null for an untimed attempt (docs/contract.md section 7.5), which every time statistic leaves out.
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
    timeSeconds: integer('time_seconds'),
    /** Why a wrong answer went wrong, as the user tags it in the error log. */
    mistakeReason: text('mistake_reason', { enum: ['concept', 'careless', 'calculation', 'misread', 'time', 'guessed'] }),
    /** When it was answered: the request's time, or the `answeredAt` an offline answer carries (contract 8.5). */
    createdAt: createdAt(),
    /** The UUID the client chose for this answer: one response per (user, clientId) (contract 8.5). */
    clientId: uuid('client_id'),
    /** Answered offline or after the key reached the device in a practice pack: left out of difficulty and crowd statistics. */
    offline: boolean('offline').notNull().default(false),
  },
  (t) => [
    uniqueIndex('responses_user_client_id_key').on(t.userId, t.clientId).where(sql`${t.clientId} is not null`),
    index('responses_user_created_idx').on(t.userId, t.createdAt, t.id),
    // A user's latest attempt of a question (myLastResponse, myStatus and the list's status filter).
    index('responses_user_question_idx').on(t.userId, t.questionId, t.createdAt, t.id),
    // Each user's first attempt per question (crowd statistics).
    index('responses_question_user_created_idx').on(t.questionId, t.userId, t.createdAt, t.id),
    check('responses_selected_option_check', sql`${t.selectedOption} in ('A', 'B', 'C', 'D')`),
    check('responses_one_answer_check', sql`num_nonnulls(${t.selectedOption}, ${t.answer}) = 1`),
    check('responses_time_check', sql`${t.timeSeconds} >= 0`),
    check('responses_mistake_reason_check', sql`${t.mistakeReason} in ('concept', 'careless', 'calculation', 'misread', 'time', 'guessed')`),
  ],
);

/**
 * A user's report of an error in a question (docs/contract.md section 7.5): a reason and a text;
 * open until an admin resolves it. One open report per user and question.
 */
export const questionReports = pgTable(
  'question_reports',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['wrong_answer', 'typo', 'unclear', 'duplicate', 'other'] }).notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('question_reports_open_key').on(t.questionId, t.userId).where(sql`${t.resolvedAt} is null`),
    // The admins' list: open ones oldest first, then resolved ones newest first.
    index('question_reports_open_idx').on(t.createdAt, t.id).where(sql`${t.resolvedAt} is null`),
    index('question_reports_resolved_idx').on(t.resolvedAt, t.id).where(sql`${t.resolvedAt} is not null`),
    index('question_reports_user_idx').on(t.userId),
    check('question_reports_reason_check', sql`${t.reason} in ('wrong_answer', 'typo', 'unclear', 'duplicate', 'other')`),
  ],
);
