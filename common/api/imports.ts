/**
 * Bulk question import from .xlsx (spec sections 2, 9; docs/contract.md sections 5 and 7.2): the
 * nine spec columns by position, then the optional columns of limits.importOptionalColumns by header.
 */
import { z } from 'zod';

/** One parsed row of the file: its fields as read, and why it cannot be imported (empty = valid). */
export const importRowSchema = z.object({
  rowNumber: z.number().int(),
  category: z.string(),
  topic: z.string(),
  source: z.string(),
  questionText: z.string(),
  optionA: z.string(),
  optionB: z.string(),
  optionC: z.string(),
  optionD: z.string(),
  correctAnswer: z.string().describe('MCQ: A-D (upper case once valid); TITA: a decimal number (canonical form once valid)'),
  questionType: z.string().describe('"MCQ" (also when the column is absent or blank) or "TITA" once valid; otherwise as read'),
  setTitle: z.string().describe('"" when the question stands alone'),
  setText: z.string().describe("The set's passage or data set (Markdown); given on a set's first row, may be blank on later ones"),
  answerTolerance: z.string().describe('TITA: a decimal number, "0" when blank (once valid); MCQ: "" unless given'),
  explanation: z.string().describe('The written solution (Markdown); "" when none'),
  errors: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** What importing a row would add to the taxonomy every student filters by (contract 8.6). */
export const taxonomyKinds = ['category', 'topic', 'source'] as const;
export type TaxonomyKind = (typeof taxonomyKinds)[number];

/**
 * A row of the preview (POST /api/import-excel-check): the row, and `creates`: the names it would
 * add, in this order — `category` when no category has its name (ignoring case), `topic` when its
 * category has no topic of that name (always with a new category), `source` when no source has
 * its name; `[]` for a row with errors (it is not imported) or naming only existing ones.
 */
export const importPreviewRowSchema = importRowSchema.extend({
  creates: z.array(z.enum(taxonomyKinds)),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importJobStateSchema = z.enum(['queued', 'active', 'completed', 'failed']);
export type ImportJobState = z.infer<typeof importJobStateSchema>;

/** 202 answer of POST /api/import-excel. */
export const importQueuedSchema = z.object({ jobId: z.number().int(), status: z.literal('queued') });
export type ImportQueued = z.infer<typeof importQueuedSchema>;

/** GET /api/import-jobs/{jobId}. */
export const importJobSchema = z.object({
  jobId: z.number().int(),
  state: importJobStateSchema,
  processed: z.number().int(),
  total: z.number().int(),
  created: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(z.object({ rowNumber: z.number().int(), message: z.string() })),
});
export type ImportJob = z.infer<typeof importJobSchema>;
