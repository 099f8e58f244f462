/**
 * Reports of errors in questions (docs/contract.md section 7.5): a logged-in user reports what is
 * wrong with a question; admins list the reports (open first) and resolve them.
 */
import { z } from 'zod';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import { userSummarySchema } from './accounts.ts';

/** What a report says is wrong, in the order the report dialog offers them. */
export const reportReasons = ['wrong_answer', 'typo', 'unclear', 'duplicate', 'other'] as const;
export const reportReasonSchema = z.enum(reportReasons, { error: messages.moderation.reportReason });
export type ReportReason = z.infer<typeof reportReasonSchema>;

/** The words a person reads for each reason. */
export const reportReasonLabels: Record<ReportReason, string> = {
  wrong_answer: 'The answer is wrong',
  typo: 'There is a typo',
  unclear: 'The question is unclear',
  duplicate: 'It duplicates another question',
  other: 'Something else',
};

/** POST /api/questions/{id}/reports JSON body: a reason and a description (trimmed, 1 to limits.reportTextMax characters). */
export const reportInputSchema = z.object({
  reason: reportReasonSchema,
  text: z
    .string({ error: messages.moderation.reportTextRequired })
    .trim()
    .min(1, messages.moderation.reportTextRequired)
    .max(limits.reportTextMax, messages.moderation.reportTextTooLong(limits.reportTextMax)),
});
export type ReportInput = z.input<typeof reportInputSchema>;

/** The 201 answer of a new report. */
export const createdReportSchema = z.object({
  id: z.number().int(),
  questionId: z.number().int(),
  reason: reportReasonSchema,
  text: z.string(),
  createdAt: z.string(),
});
export type CreatedReport = z.infer<typeof createdReportSchema>;

/** A report as GET /api/reports lists it for admins: the question's excerpt, the reporter, and whether it is resolved. */
export const reportSchema = createdReportSchema
  .extend({
    questionExcerpt: z.string().describe('The question text as plain text (no Markdown marks; a table as [table]), cut to 200 characters ending "…"'),
    questionStatus: z.enum(['pending', 'approved', 'rejected', 'deleted']),
    reporter: userSummarySchema.nullable(),
    resolvedAt: z.string().nullable(),
  })
  .meta({ id: 'QuestionReport' });
export type QuestionReport = z.infer<typeof reportSchema>;

/** How many characters of the question text a report carries. */
export const reportExcerptLength = 200;
