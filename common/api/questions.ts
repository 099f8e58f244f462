/** Question bank: categories, topics, sources, questions (spec sections 2, 3, 7). */
import { z } from 'zod';
import { limits } from '../limits.ts';
import { decimalPattern } from '../answers.ts';
import { messages } from '../messages.ts';
import { pageQuerySchema } from './http.ts';
import { userSummarySchema } from './accounts.ts';

export const answerOptionSchema = z.enum(limits.answerOptions);
export const questionTypeSchema = z.enum(limits.questionTypes);
export type QuestionType = z.infer<typeof questionTypeSchema>;

/**
 * A TITA answer typed by a user (addResponse `answer`): trimmed, at most 40 characters, a decimal
 * number. Anything else: "Answer must be a number".
 */
export const titaAnswerSchema = z
  .string({ error: messages.question.answerNotNumber })
  .trim()
  .max(limits.titaAnswerMax, messages.question.answerNotNumber)
  .regex(decimalPattern, messages.question.answerNotNumber);

export const namedSchema = z.object({ id: z.number().int(), name: z.string() });
export type Named = z.infer<typeof namedSchema>;
export const topicSchema = namedSchema.extend({ categoryId: z.number().int() });
export type Topic = z.infer<typeof topicSchema>;

/** A comma-joined id list such as "1,4,9" (blank entries ignored, at most 200 ids). */
export const idListSchema = z
  .string()
  .max(4000)
  .transform((raw) => raw.split(',').map((part) => part.trim()).filter((part) => part !== ''))
  .pipe(z.array(z.string().regex(/^\d{1,10}$/, 'ids must be positive integers').transform(Number).pipe(z.number().int().positive('ids must be positive integers').max(2_147_483_647, 'ids must be positive integers'))).max(200, 'At most 200 ids per filter'));

/** `?categoryId=` of /api/getTopicsByCategory: one id or a comma-joined list, parsed to the ids. */
export const topicsQuerySchema = z.object({
  categoryId: z.string({ error: messages.validation.categoryRequired }).trim().min(1, messages.validation.categoryRequired).pipe(idListSchema),
});

/**
 * The list's `status` filter (docs/contract.md section 7.5): never attempted by me, my latest
 * attempt wrong / correct, or saved by me (section 7.4).
 */
export const practiceStatuses = ['unattempted', 'wrong', 'correct', 'bookmarked'] as const;
export type PracticeStatus = (typeof practiceStatuses)[number];

/** A list item's `myStatus`: my latest attempt was right or wrong; null when I never attempted it. */
export const myStatusSchema = z.enum(['correct', 'wrong']).nullable();
export type MyStatus = z.infer<typeof myStatusSchema>;

/** A question's difficulty level (docs/contract.md section 8.3); the filter adds `new` (no level yet). */
export const difficultyLevels = ['easy', 'medium', 'hard'] as const;
export type DifficultyLevel = (typeof difficultyLevels)[number];
export const difficultyFilterWords = [...difficultyLevels, 'new'] as const;
export type DifficultyFilterWord = (typeof difficultyFilterWords)[number];

/** `?difficulty=easy,new`: comma-joined levels (blank entries ignored); any other word is a 400. */
export const difficultyFilterSchema = z
  .string()
  .max(100, messages.question.difficultyFilter)
  .transform((raw) => [...new Set(raw.split(',').map((part) => part.trim().toLowerCase()).filter((part) => part !== ''))])
  .pipe(z.array(z.enum(difficultyFilterWords, { error: messages.question.difficultyFilter })))
  .transform((words) => (words.length === 0 ? undefined : words));

/**
 * A question's difficulty from the community's first answers (docs/contract.md section 8.3):
 * `level` from the calibrated model (null under 10 first answers), the counted first answers, the
 * share of them that were right (two decimals) and the median seconds of the timed right ones.
 */
export const difficultySchema = z.object({
  level: z.enum(difficultyLevels).nullable().describe('easy, medium or hard; null while firstAttempts < 10'),
  firstAttempts: z.number().int().describe("Users' first practice answers and ranked mock answers of the question"),
  correctShare: z.number().nullable().describe('0-1, two decimals; null without first answers'),
  medianTimeCorrect: z.number().nullable().describe('Seconds, over the timed right first answers; null without any'),
}).meta({ id: 'QuestionDifficulty' });
export type Difficulty = z.infer<typeof difficultySchema>;

/** GET /api/getQuestionsByFilters query. `category` is required (400 "Category is required"). */
export const questionFiltersSchema = pageQuerySchema.extend({
  category: z
    .string({ error: messages.validation.categoryRequired })
    .trim()
    .min(1, messages.validation.categoryRequired)
    .pipe(idListSchema)
    .refine((ids) => ids.length > 0, messages.validation.categoryRequired),
  topic: idListSchema.optional(),
  source: idListSchema.optional(),
  idsOnly: z.enum(['true', 'false']).optional().transform((flag) => flag === 'true'),
  status: z
    .union([z.literal(''), z.enum(practiceStatuses)], { error: messages.question.statusFilter })
    .optional()
    .transform((status) => (status === '' ? undefined : status))
    .describe('Only questions I have not attempted, whose latest attempt of mine was wrong or correct, or that I saved'),
  difficulty: difficultyFilterSchema.optional().describe('Comma-joined levels: easy, medium, hard, new (not yet calibrated)'),
});
export type QuestionFilters = z.output<typeof questionFiltersSchema>;

/** A question in a list: text with its category (section), topic, source, type and set. */
export const questionSummarySchema = z.object({
  id: z.number().int(),
  questionText: z.string(),
  questionType: questionTypeSchema,
  setId: z.number().int().nullable(),
  section: z.string(),
  topic: z.string(),
  source: z.string(),
  categoryId: z.number().int(),
  topicId: z.number().int(),
  sourceId: z.number().int(),
}).meta({ id: 'QuestionSummary' });
export type QuestionSummary = z.infer<typeof questionSummarySchema>;

/** An item of GET /api/getQuestionsByFilters: the summary plus the title of its set (null when it stands alone). */
export const questionListItemSchema = questionSummarySchema.extend({
  setTitle: z.string().nullable().describe('The title of the set the question belongs to; null when it stands alone'),
  difficulty: difficultySchema,
  myStatus: myStatusSchema.describe("The caller's latest attempt: correct or wrong; null when never attempted"),
  bookmarked: z.boolean().describe('Whether the caller saved the question'),
}).meta({ id: 'QuestionListItem' });
export type QuestionListItem = z.infer<typeof questionListItemSchema>;

/**
 * A question's status. `deleted` (an admin's soft delete, docs/contract.md section 7.6) appears only
 * where a deleted question is still shown: the review of a mock test that held it.
 */
export const questionStatusSchema = z.enum(['pending', 'approved', 'rejected', 'deleted']);
export type QuestionStatus = z.infer<typeof questionStatusSchema>;

/** The set a question belongs to, as the question answer carries it: `questionIds` in order. */
export const questionSetRefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string().describe('The passage or data set (Markdown)'),
  questionIds: z.array(z.number().int()).describe('The questions of the set the caller may see, in order'),
}).meta({ id: 'QuestionSetRef' });
export type QuestionSetRef = z.infer<typeof questionSetRefSchema>;

/** The caller's latest attempt of a question (`timeSeconds` null when it was untimed). */
export const myLastResponseSchema = z.object({
  selectedOption: answerOptionSchema.nullable(),
  answer: z.string().nullable().describe('TITA: the typed answer; null for MCQ'),
  correct: z.boolean(),
  timeSeconds: z.number().int().nullable(),
  createdAt: z.string(),
}).meta({ id: 'MyLastResponse' });
export type MyLastResponse = z.infer<typeof myLastResponseSchema>;

/**
 * GET /api/getQuestionsbyId answer. `correctAnswer` and `explanation` are null unless the caller
 * has answered the question, submitted it, or is an admin (docs/contract.md sections 5, 7.2). For
 * TITA the options are "" and `correctAnswer` is a decimal number as a string.
 */
export const questionSchema = questionSummarySchema.extend({
  optionA: z.string(),
  optionB: z.string(),
  optionC: z.string(),
  optionD: z.string(),
  correctAnswer: z.string().nullable().describe('A-D for MCQ, a decimal number for TITA; null until the caller may know it'),
  answerTolerance: z.number().nullable().describe('TITA: answers within this distance are right; null for MCQ'),
  explanation: z.string().nullable().describe('The written solution (Markdown); null until the caller may know it, or when there is none'),
  set: questionSetRefSchema.nullable(),
  submittedBy: z.number().int().nullable(),
  submitter: userSummarySchema.nullable(),
  dateTimeSubmitted: z.string(),
  status: questionStatusSchema,
  comments: z.array(z.number().int()),
  difficulty: difficultySchema,
  myLastResponse: myLastResponseSchema.nullable().describe("The caller's latest attempt of this question; null when never attempted"),
  bookmarked: z.boolean().describe('Whether the caller saved the question (docs/contract.md section 7.4)'),
}).meta({ id: 'Question' });
export type Question = z.infer<typeof questionSchema>;

/** GET /api/question-sets/{id}: the set and its questions the caller may see, each as getQuestionsbyId answers it. */
export const questionSetSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  categoryId: z.number().int(),
  topicId: z.number().int(),
  sourceId: z.number().int(),
  questionIds: z.array(z.number().int()),
  questions: z.array(questionSchema),
}).meta({ id: 'QuestionSet' });
export type QuestionSet = z.infer<typeof questionSetSchema>;

/** Fields of a new question (import rows and, later, submissions). */
export const questionInputSchema = z.object({
  category: z.string({ error: 'Category is required' }).trim().min(1, 'Category is required').max(limits.taxonomyNameMax, `Category must be at most ${limits.taxonomyNameMax} characters`),
  topic: z.string({ error: 'Topic is required' }).trim().min(1, 'Topic is required').max(limits.taxonomyNameMax, `Topic must be at most ${limits.taxonomyNameMax} characters`),
  source: z.string({ error: 'Source is required' }).trim().min(1, 'Source is required').max(limits.taxonomyNameMax, `Source must be at most ${limits.taxonomyNameMax} characters`),
  questionText: z.string({ error: 'Question Text is required' }).trim().min(1, 'Question Text is required').max(limits.questionTextMax, `Question Text must be at most ${limits.questionTextMax} characters`),
  optionA: z.string({ error: 'Option A is required' }).trim().min(1, 'Option A is required').max(limits.optionMax, `Option A must be at most ${limits.optionMax} characters`),
  optionB: z.string({ error: 'Option B is required' }).trim().min(1, 'Option B is required').max(limits.optionMax, `Option B must be at most ${limits.optionMax} characters`),
  optionC: z.string({ error: 'Option C is required' }).trim().min(1, 'Option C is required').max(limits.optionMax, `Option C must be at most ${limits.optionMax} characters`),
  optionD: z.string({ error: 'Option D is required' }).trim().min(1, 'Option D is required').max(limits.optionMax, `Option D must be at most ${limits.optionMax} characters`),
  correctAnswer: z
    .string({ error: 'Correct Answer must be one of A, B, C, D' })
    .trim()
    .transform((letter) => letter.toUpperCase())
    .pipe(z.enum(limits.answerOptions, { error: 'Correct Answer must be one of A, B, C, D' })),
});
export type QuestionInput = z.output<typeof questionInputSchema>;
