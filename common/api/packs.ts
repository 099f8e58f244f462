/** Practice packs (docs/contract.md section 8.5): questions with their keys, to practise offline. */
import { z } from 'zod';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import { idListSchema, questionSchema } from './questions.ts';

/** GET /api/practice/pack query: the question bank's filter (category optional) and how many questions (1-100, default 25). */
export const practicePackQuerySchema = z.object({
  category: idListSchema.optional(),
  topic: idListSchema.optional(),
  source: idListSchema.optional(),
  count: z.coerce
    .number({ error: messages.offline.packCount })
    .int(messages.offline.packCount)
    .min(limits.packCountMin, messages.offline.packCount)
    .max(limits.packCountMax, messages.offline.packCount)
    .default(limits.packSizes[1])
    .describe('How many questions at most (1-100); a set comes whole or not at all'),
});
export type PracticePackQuery = z.input<typeof practicePackQuerySchema>;

/** A packed question: as getQuestionsbyId answers it, with its key and solution, so the app grades offline. */
export const packedQuestionSchema = questionSchema.extend({
  correctAnswer: z.string().describe('A-D for MCQ, a decimal number for TITA'),
  explanation: z.string().nullable().describe('The written solution (Markdown), null when there is none'),
});
export type PackedQuestion = z.infer<typeof packedQuestionSchema>;

/** GET /api/practice/pack answer: unanswered approved questions in bank order, sets whole. */
export const practicePackSchema = z.object({ questions: z.array(packedQuestionSchema) });
export type PracticePack = z.infer<typeof practicePackSchema>;
