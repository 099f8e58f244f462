/** Question bank: categories, topics, sources, questions (spec sections 2, 3, 7). */
import { z } from 'zod';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import { pageQuerySchema } from './http.ts';
import { userSummarySchema } from './accounts.ts';

export const answerOptionSchema = z.enum(limits.answerOptions);

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
});
export type QuestionFilters = z.output<typeof questionFiltersSchema>;

/** A question in a list: text with its category (section), topic and source. */
export const questionSummarySchema = z.object({
  id: z.number().int(),
  questionText: z.string(),
  section: z.string(),
  topic: z.string(),
  source: z.string(),
  categoryId: z.number().int(),
  topicId: z.number().int(),
  sourceId: z.number().int(),
}).meta({ id: 'QuestionSummary' });
export type QuestionSummary = z.infer<typeof questionSummarySchema>;

export const questionStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type QuestionStatus = z.infer<typeof questionStatusSchema>;

/**
 * GET /api/getQuestionsbyId answer. `correctAnswer` is null unless the caller has answered the
 * question, submitted it, or is an admin (docs/contract.md section 5).
 */
export const questionSchema = questionSummarySchema.extend({
  optionA: z.string(),
  optionB: z.string(),
  optionC: z.string(),
  optionD: z.string(),
  correctAnswer: answerOptionSchema.nullable(),
  submittedBy: z.number().int().nullable(),
  submitter: userSummarySchema.nullable(),
  dateTimeSubmitted: z.string(),
  status: questionStatusSchema,
  comments: z.array(z.number().int()),
}).meta({ id: 'Question' });
export type Question = z.infer<typeof questionSchema>;

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
