/** Spaced review of mistakes (docs/contract.md section 7.4): the due cards and the deck's summary. */
import { z } from 'zod';

/** A card due now: its question, when it fell due, FSRS repetitions and lapses; `setId` groups a set's questions. */
export const dueCardSchema = z.object({
  questionId: z.number().int(),
  dueAt: z.string().describe('ISO date-time the card fell due'),
  reps: z.number().int().describe('Times the card was graded'),
  lapses: z.number().int().describe('Times a remembered card was forgotten (a wrong answer after a right one)'),
  setId: z.number().int().nullable().describe("The question's set, null for a stand-alone question"),
});
export type DueCard = z.infer<typeof dueCardSchema>;

/**
 * The deck: `due` cards due now, `total` cards, `nextDueAt` the earliest due date (null: empty deck);
 * the forecast `dueToday` / `dueThisWeek` counts cards due within 24 hours / 7 days from now (the
 * ones due now included); `reviews` practice answers that graded a card and `retention` the share of
 * them that were right (0-1, null before the first). Deleted questions are left out of every figure.
 */
export const reviewSummarySchema = z.object({
  due: z.number().int(),
  total: z.number().int(),
  nextDueAt: z.string().nullable(),
  dueToday: z.number().int(),
  dueThisWeek: z.number().int(),
  reviews: z.number().int(),
  retention: z.number().nullable(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;
