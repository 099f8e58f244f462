/** Submitted questions and their review by admins (spec sections 2, 4; docs/contract.md section 5). */
import { z } from 'zod';
import { questionInputSchema, questionSchema, questionStatusSchema } from './questions.ts';

/** POST /api/submitQuestion JSON body: the shared question fields (category/topic/source by name). */
export const submitQuestionSchema = questionInputSchema;
export type SubmitQuestionInput = z.input<typeof submitQuestionSchema>;

/** A question of mine as GET /api/getSubmittedQuestions lists it (newest first). */
export const submittedQuestionSchema = questionSchema.pick({
  id: true,
  questionText: true,
  section: true,
  topic: true,
  source: true,
  dateTimeSubmitted: true,
}).extend({ status: questionStatusSchema, reviewedAt: z.string().nullable() });
export type SubmittedQuestion = z.infer<typeof submittedQuestionSchema>;

/** Answer of approve/reject: the question's id and new status. */
export const reviewResultSchema = z.object({ id: z.number().int(), status: z.enum(['approved', 'rejected']) });
export type ReviewResult = z.infer<typeof reviewResultSchema>;
