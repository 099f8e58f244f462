/** Responses: a user's timed answers and their statistics (spec sections 2, 3, 7). */
import { z } from 'zod';
import { limits } from '../limits.ts';
import { idSchema } from './http.ts';
import { messages } from '../messages.ts';
import { answerOptionSchema, questionSummarySchema, titaAnswerSchema } from './questions.ts';

/**
 * GET|POST /api/addResponse query. The spec's `userId` and `response` are accepted and ignored:
 * the server uses the session user and decides correctness (docs/contract.md section 5). An MCQ
 * question takes `selectedOption`, a TITA question the typed `answer` (section 7.2); which one is
 * required is known only once the question is read, so both are optional here. Without `timer`
 * the attempt is untimed: its time is null and time statistics leave it out (section 7.5).
 */
export const addResponseSchema = z.object({
  questionId: idSchema,
  timer: z.coerce
    .number({ error: 'timer must be a number of seconds' })
    .int('timer must be a whole number of seconds')
    .min(0, 'timer must be a number of seconds')
    .max(limits.timerMaxSeconds, 'timer must be at most a day')
    .optional()
    .describe('Seconds spent; leave it out for an untimed attempt (docs/contract.md section 7.5)'),
  selectedOption: z
    .string({ error: messages.question.selectedOption })
    .trim()
    .transform((letter) => letter.toUpperCase())
    .pipe(z.enum(limits.answerOptions, { error: messages.question.selectedOption }))
    .optional(),
  answer: titaAnswerSchema.optional().describe('TITA: the typed answer, a decimal number'),
  clientId: z
    .uuid({ error: messages.offline.clientId })
    .transform((id) => id.toLowerCase())
    .optional()
    .describe('A UUID the client chose for this answer: the same clientId again stores nothing and answers what the first request answered (contract 8.5)'),
  answeredAt: z.iso
    .datetime({ offset: true, error: messages.offline.answeredAt })
    .optional()
    .describe('An answer made offline: when it was given (ISO 8601, not in the future, at most 30 days ago; contract 8.5)'),
});
export type AddResponseInput = z.input<typeof addResponseSchema>;

export const addResponseResultSchema = z.object({
  id: z.number().int(),
  correct: z.boolean(),
  correctAnswer: z.string().describe('A-D for MCQ, a decimal number for TITA'),
});
export type AddResponseResult = z.infer<typeof addResponseResultSchema>;

/** One attempt: `time` in seconds (null: untimed), `response` true when correct; `selectedOption` (MCQ) or `answer` (TITA). */
export const responseSchema = z.object({
  id: z.number().int(),
  question: questionSummarySchema,
  time: z.number().int().nullable().describe('Seconds spent; null for an untimed attempt'),
  response: z.boolean(),
  selectedOption: answerOptionSchema.nullable(),
  answer: z.string().nullable().describe('TITA: the typed answer; null for MCQ'),
  dateTimeSubmitted: z.string(),
});
export type Response = z.infer<typeof responseSchema>;

/**
 * Aggregates for one group of attempts; `accuracy` percent and `averageTime` seconds, unrounded.
 * `averageTime` is over the timed attempts only (`timedAttempts` of them); null when there are none.
 */
export const responseStatsGroupSchema = z.object({
  attempts: z.number().int(),
  correct: z.number().int(),
  accuracy: z.number(),
  timedAttempts: z.number().int().describe('Attempts with a time (untimed ones are left out of averageTime)'),
  averageTime: z.number().nullable().describe('Mean seconds of the timed attempts; null when there are none'),
});
export type ResponseStatsGroup = z.infer<typeof responseStatsGroupSchema>;

/** GET /api/getResponseStats: overall, per category (only attempted ones) and per topic. */
export const responseStatsSchema = responseStatsGroupSchema.extend({
  byCategory: z.array(responseStatsGroupSchema.extend({ categoryId: z.number().int(), category: z.string() })),
  byTopic: z.array(
    responseStatsGroupSchema.extend({ topicId: z.number().int(), topic: z.string(), category: z.string() }),
  ),
});
export type ResponseStats = z.infer<typeof responseStatsSchema>;
