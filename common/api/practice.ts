/** Adaptive practice, mastery and progress (docs/contract.md section 8.3). */
import { z } from 'zod';
import { messages } from '../messages.ts';
import { idListSchema, questionSchema } from './questions.ts';

/** GET /api/practice/next: the filter of getQuestionsByFilters, every part optional. */
export const practiceNextQuerySchema = z.object({
  category: idListSchema.optional(),
  topic: idListSchema.optional(),
  source: idListSchema.optional(),
});
export type PracticeNextQuery = z.output<typeof practiceNextQuerySchema>;

/** Why practice/next chose a question: a due review card, the adaptive pick, or an uncalibrated one. */
export const practiceReasons = ['review', 'adaptive', 'new'] as const;
export type PracticeReason = (typeof practiceReasons)[number];

/** GET /api/practice/next answer. */
export const practiceNextSchema = z.object({
  question: questionSchema,
  reason: z.enum(practiceReasons).describe('review: a due card of my deck; adaptive: predicted success closest to 0.7; new: no calibrated question left'),
  predictedSuccess: z.number().nullable().describe('0-1, the model\'s chance that I answer it right; null when the question is not calibrated'),
}).meta({ id: 'PracticeNext' });
export type PracticeNext = z.infer<typeof practiceNextSchema>;

export const masteryLevels = ['weak', 'developing', 'strong'] as const;
export type MasteryLevelName = (typeof masteryLevels)[number];

/** A topic I have answered: my attempts there, the model's ability estimate and my level. */
export const masteryEntrySchema = z.object({
  categoryId: z.number().int(),
  category: z.string(),
  topicId: z.number().int(),
  topic: z.string(),
  attempts: z.number().int(),
  correct: z.number().int(),
  accuracy: z.number().describe('correct / attempts, 0-1, two decimals'),
  ability: z.number().describe('The model\'s ability estimate in the topic (logits; 0 = average)'),
  level: z.enum(masteryLevels).nullable().describe('weak, developing or strong; null under 5 attempts'),
}).meta({ id: 'MasteryEntry' });
export type MasteryEntry = z.infer<typeof masteryEntrySchema>;

/** GET /api/me/progress query: `weeks` 1-52, default 12. */
export const progressQuerySchema = z.object({
  weeks: z
    .string()
    .optional()
    .transform((raw) => (raw === undefined || raw.trim() === '' ? 12 : Number(raw.trim())))
    .pipe(z.number({ error: messages.practice.weeks }).int(messages.practice.weeks).min(1, messages.practice.weeks).max(52, messages.practice.weeks)),
});

/** One week of my practice answers, weeks from Monday 00:00 Asia/Kolkata. */
export const progressWeekSchema = z.object({
  weekStart: z.string().describe('YYYY-MM-DD, the Monday the week starts on (Asia/Kolkata)'),
  attempts: z.number().int(),
  correct: z.number().int(),
  accuracy: z.number().nullable().describe('correct / attempts, 0-1, two decimals; null without attempts'),
  medianTime: z.number().nullable().describe('Median seconds of the timed attempts; null without any'),
}).meta({ id: 'ProgressWeek' });
export type ProgressWeek = z.infer<typeof progressWeekSchema>;
