/**
 * The error log (issue: "tracking accuracy through error logs"): questions whose latest attempt
 * was wrong, the reason the user gives for each mistake, and how everyone did on a question.
 */
import { z } from 'zod';
import { idSchema } from './http.ts';
import { answerOptionSchema, questionSummarySchema } from './questions.ts';

/** Why an answer went wrong. */
export const mistakeReasons = ['concept', 'careless', 'calculation', 'misread', 'time', 'guessed'] as const;
export const mistakeReasonSchema = z.enum(mistakeReasons, { error: 'Choose one of the listed reasons' });
export type MistakeReason = z.infer<typeof mistakeReasonSchema>;

/** Labels shown to users, in the order above. */
export const mistakeReasonLabels: Record<MistakeReason, string> = {
  concept: 'Concept gap',
  careless: 'Careless slip',
  calculation: 'Calculation error',
  misread: 'Misread the question',
  time: 'Ran out of time',
  guessed: 'Guessed',
};

/** One entry: the latest (wrong) attempt of a question. */
export const errorLogEntrySchema = z.object({
  responseId: z.number().int(),
  question: questionSummarySchema,
  selectedOption: answerOptionSchema.nullable(),
  /** TITA: the typed answer; null for MCQ. */
  answer: z.string().nullable(),
  /** Seconds; null for an untimed attempt. */
  time: z.number().int().nullable(),
  dateTimeSubmitted: z.string(),
  reason: mistakeReasonSchema.nullable(),
  /** Wrong attempts of this question so far. */
  wrongAttempts: z.number().int(),
});
export type ErrorLogEntry = z.infer<typeof errorLogEntrySchema>;

/** GET /api/getErrorLog answer: entries newest first, and the count per reason over them. */
export const errorLogSchema = z.object({
  entries: z.array(errorLogEntrySchema),
  reasonCounts: z.object(Object.fromEntries(mistakeReasons.map((reason) => [reason, z.number().int()])) as Record<MistakeReason, z.ZodNumber>),
  untagged: z.number().int(),
});
export type ErrorLog = z.infer<typeof errorLogSchema>;

/** POST /api/tagMistake?responseId=&reason= (reason omitted or empty clears it). */
export const tagMistakeSchema = z.object({
  responseId: idSchema,
  reason: z
    .union([z.literal(''), mistakeReasonSchema], { error: 'Choose one of the listed reasons' })
    .optional()
    .transform((reason) => (reason === '' || reason === undefined ? null : reason)),
});

/** Answer of POST /api/tagMistake: the response and its reason now (null: cleared). */
export const taggedMistakeSchema = z.object({ responseId: z.number().int(), reason: mistakeReasonSchema.nullable() });
export type TaggedMistake = z.infer<typeof taggedMistakeSchema>;

/**
 * GET /api/getQuestionStats?id= — first attempts only; times in seconds over the timed ones (null
 * without such attempts: untimed attempts count as attempts but not in the times).
 */
export const questionStatsSchema = z.object({
  questionId: z.number().int(),
  attempts: z.number().int(),
  correct: z.number().int(),
  percentCorrect: z.number(),
  averageTimeCorrect: z.number().nullable(),
  averageTimeWrong: z.number().nullable(),
  difficulty: z.enum(['Easy', 'Medium', 'Hard', 'Not enough attempts yet']),
});
export type QuestionStats = z.infer<typeof questionStatsSchema>;
