/**
 * Submitted questions, their review by admins and admins' edits (spec sections 2, 4;
 * docs/contract.md sections 5, 7.2 and 7.6): the submit/edit body with its MCQ and TITA rules,
 * shared by the server (validation) and the submit form (the same messages, client side).
 */
import { z } from 'zod';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import { idQuerySchema } from './http.ts';
import { decimalPattern } from '../answers.ts';
import { questionInputSchema, questionSchema, type QuestionType } from './questions.ts';

/** The texts of the question-type rules: common/messages.ts `questionFields` (shared with import rows), and the submit-only ones. */
export const submissionMessages = {
  ...messages.questionFields,
  toleranceTooLarge: messages.questionFields.toleranceTooLarge(limits.answerToleranceMax),
  mcqAnswer: 'Correct Answer must be one of A, B, C, D',
  answerType: 'Correct Answer must be a letter (MCQ) or a number (TITA)',
  explanationTooLong: `Explanation must be at most ${limits.explanationMax} characters`,
} as const;

const optionLetters = limits.answerOptions;
type OptionKey = `option${(typeof optionLetters)[number]}`;
const optionKeys = optionLetters.map((letter) => `option${letter}` as OptionKey);

/** An option: trimmed text up to limits.optionMax; required for MCQ, empty for TITA (checked with the type). */
const optionSchema = (letter: string) =>
  z
    .string({ error: `Option ${letter} is required` })
    .trim()
    .max(limits.optionMax, `Option ${letter} must be at most ${limits.optionMax} characters`);

/** `MCQ` or `TITA`, any case and spaces around. */
const questionTypeInputSchema = z
  .string({ error: submissionMessages.questionType })
  .trim()
  .toUpperCase()
  .pipe(z.enum(limits.questionTypes, { error: submissionMessages.questionType }))
  .describe('MCQ (four options, the default) or TITA (type in the answer), any case');

/** A letter (MCQ) or a decimal number as text or JSON number (TITA); which one is checked with the type. */
const correctAnswerInputSchema = z
  .union([z.string(), z.number()], { error: submissionMessages.answerType })
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .describe('MCQ: A, B, C or D (any case). TITA: a decimal number such as "42" or "-3.5" (stored in canonical form)');

/**
 * A TITA tolerance: a number >= 0 up to limits.answerToleranceMax, as a JSON number or as decimal
 * text (the form's input); null, blank or absent mean "none given" (0 for TITA).
 */
const answerToleranceInputSchema = z
  .union([z.number(), z.string(), z.null()], { error: submissionMessages.tolerance })
  .transform((value, ctx) => {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const text = typeof value === 'string' ? value.trim() : null;
    const number = text === null ? value as number : decimalPattern.test(text) && text.length <= limits.titaAnswerMax ? Number(text) : Number.NaN;
    if (!Number.isFinite(number)) {
      ctx.addIssue({ code: 'custom', message: submissionMessages.tolerance });
      return z.NEVER;
    }
    if (number < 0) {
      ctx.addIssue({ code: 'custom', message: submissionMessages.tolerance });
      return z.NEVER;
    }
    if (number > limits.answerToleranceMax) {
      ctx.addIssue({ code: 'custom', message: submissionMessages.toleranceTooLarge });
      return z.NEVER;
    }
    return number;
  })
  .describe(`TITA only: a typed answer within this distance of the correct one is right (0 to ${limits.answerToleranceMax}, default 0)`);

/** The written solution (Markdown): trimmed, up to limits.explanationMax; blank or null mean none. */
const explanationInputSchema = z
  .string({ error: 'Explanation must be text' })
  .trim()
  .max(limits.explanationMax, submissionMessages.explanationTooLong)
  .nullable()
  .transform((text) => (text === null || text === '' ? null : text))
  .describe('The written solution (Markdown); blank or null for none');

/** Every field of a question as submitted, each optional here; the rules between them come after. */
const questionFields = {
  category: questionInputSchema.shape.category,
  topic: questionInputSchema.shape.topic,
  source: questionInputSchema.shape.source,
  questionText: questionInputSchema.shape.questionText,
  questionType: questionTypeInputSchema,
  optionA: optionSchema('A'),
  optionB: optionSchema('B'),
  optionC: optionSchema('C'),
  optionD: optionSchema('D'),
  correctAnswer: correctAnswerInputSchema,
  answerTolerance: answerToleranceInputSchema,
  explanation: explanationInputSchema,
};

/** The fields of a question once the per-field rules hold (before the type rules). */
interface QuestionDraft {
  questionType?: string;
  optionA?: unknown;
  optionB?: unknown;
  optionC?: unknown;
  optionD?: unknown;
  correctAnswer?: unknown;
  answerTolerance?: unknown;
}

/**
 * The rules between fields, by question type (issues in field order):
 * - MCQ: options A-D required and all different (trimmed, ignoring case); `correctAnswer` one of
 *   A-D (any case); no tolerance (0 is taken as none).
 * - TITA: options absent or empty; `correctAnswer` a decimal number (at most
 *   limits.titaAnswerMax characters); tolerance optional.
 * Fields that failed their own rule are skipped (their own message stands).
 */
export function checkQuestionType(draft: QuestionDraft, addIssue: (path: string, message: string) => void): void {
  const type = draft.questionType ?? 'MCQ';
  if (type !== 'MCQ' && type !== 'TITA') return;
  const options = optionKeys.map((key) => ({ key, value: draft[key] }));
  if (type === 'MCQ') {
    const seen = new Set<string>();
    for (const { key, value } of options) {
      if (value === undefined || value === '') addIssue(key, `Option ${key.slice(-1)} is required`);
      if (typeof value !== 'string' || value === '') continue;
      const folded = value.toLowerCase();
      if (seen.has(folded)) addIssue(key, submissionMessages.optionsDifferent);
      seen.add(folded);
    }
  } else {
    const filled = options.find(({ value }) => typeof value === 'string' && value !== '');
    if (filled) addIssue(filled.key, submissionMessages.titaOptions);
  }
  const answer = draft.correctAnswer;
  if (answer === undefined || typeof answer === 'string') {
    const text = answer ?? '';
    if (type === 'MCQ' && !(optionLetters as readonly string[]).includes(text.toUpperCase())) addIssue('correctAnswer', submissionMessages.mcqAnswer);
    if (type === 'TITA' && (text.length > limits.titaAnswerMax || !decimalPattern.test(text))) addIssue('correctAnswer', submissionMessages.titaAnswer);
  }
  if (type === 'MCQ' && typeof draft.answerTolerance === 'number' && draft.answerTolerance > 0) addIssue('answerTolerance', submissionMessages.toleranceMcq);
}

/** A question that passed every rule, as the server stores it (TITA answers still to be made canonical). */
export interface CheckedQuestion {
  category: string;
  topic: string;
  source: string;
  questionText: string;
  questionType: QuestionType;
  optionA: string;
  optionB: string;
  optionC: string;
  optionD: string;
  /** A-D (upper case) for MCQ; the decimal number as typed (trimmed) for TITA. */
  correctAnswer: string;
  /** TITA: >= 0 (0 when none was given); null for MCQ. */
  answerTolerance: number | null;
  /** Markdown, or null for none. */
  explanation: string | null;
}

/**
 * POST /api/submitQuestion JSON body: category/topic/source by name, `questionType` (MCQ when
 * absent), options, `correctAnswer`, `answerTolerance` (TITA) and `explanation`. Parses to a
 * CheckedQuestion; a failure's first issue carries the contract's text.
 */
export const submitQuestionSchema = z
  .object({
    ...questionFields,
    questionType: questionTypeInputSchema.optional(),
    optionA: questionFields.optionA.optional(),
    optionB: questionFields.optionB.optional(),
    optionC: questionFields.optionC.optional(),
    optionD: questionFields.optionD.optional(),
    correctAnswer: questionFields.correctAnswer.optional(),
    answerTolerance: questionFields.answerTolerance.optional(),
    explanation: questionFields.explanation.optional(),
  })
  .superRefine((draft, ctx) =>
    checkQuestionType(draft, (path, message) => ctx.addIssue({ code: 'custom', path: [path], message })),
  )
  .transform((draft): CheckedQuestion => {
    const tita = draft.questionType === 'TITA';
    return {
      category: draft.category,
      topic: draft.topic,
      source: draft.source,
      questionText: draft.questionText,
      questionType: draft.questionType ?? 'MCQ',
      optionA: tita ? '' : draft.optionA!,
      optionB: tita ? '' : draft.optionB!,
      optionC: tita ? '' : draft.optionC!,
      optionD: tita ? '' : draft.optionD!,
      correctAnswer: tita ? draft.correctAnswer! : draft.correctAnswer!.toUpperCase(),
      answerTolerance: tita ? (draft.answerTolerance ?? 0) : null,
      explanation: draft.explanation ?? null,
    };
  });
export type SubmitQuestionInput = z.input<typeof submitQuestionSchema>;

/**
 * PUT /api/questions/{id} JSON body (admins): any subset of submitQuestion's fields, each checked
 * by its own rule; a missing field keeps its value, and the resulting question is then checked as
 * a submission (so switching to TITA with options left is refused).
 */
export const questionEditSchema = z.object({
  category: questionFields.category.optional(),
  topic: questionFields.topic.optional(),
  source: questionFields.source.optional(),
  questionText: questionFields.questionText.optional(),
  questionType: questionFields.questionType.optional(),
  optionA: questionFields.optionA.optional(),
  optionB: questionFields.optionB.optional(),
  optionC: questionFields.optionC.optional(),
  optionD: questionFields.optionD.optional(),
  correctAnswer: questionFields.correctAnswer.optional(),
  answerTolerance: questionFields.answerTolerance.optional(),
  explanation: questionFields.explanation.optional(),
});
export type QuestionEditInput = z.input<typeof questionEditSchema>;
export type QuestionEdit = z.output<typeof questionEditSchema>;

/** A question of mine as GET /api/getSubmittedQuestions lists it (newest first), with its answer and solution. */
export const submittedQuestionSchema = questionSchema.pick({
  id: true,
  questionText: true,
  questionType: true,
  answerTolerance: true,
  section: true,
  topic: true,
  source: true,
  dateTimeSubmitted: true,
}).extend({
  correctAnswer: z.string().describe('A-D for MCQ, a decimal number for TITA'),
  explanation: z.string().nullable().describe('The written solution (Markdown), or null'),
  status: z.enum(['pending', 'approved', 'rejected']),
  reviewedAt: z.string().nullable(),
  rejectionReason: z.string().nullable().describe("The admin's reason for rejecting it (null when none was given, or not rejected)"),
});
export type SubmittedQuestion = z.infer<typeof submittedQuestionSchema>;

/**
 * GET|POST /api/rejectQuestion query: the question's `id` and an optional `reason` (trimmed, up to
 * limits.rejectionReasonMax characters; blank means none), which the submitter sees.
 */
export const rejectQuestionQuerySchema = idQuerySchema.extend({
  reason: z
    .string()
    .trim()
    .max(limits.rejectionReasonMax, messages.moderation.rejectionReasonTooLong(limits.rejectionReasonMax))
    .optional()
    .transform((reason) => (reason === undefined || reason === '' ? null : reason)),
});

/** An approved question whose text is like a pending one's (trigram similarity, 0 to 1). */
export const similarQuestionSchema = z.object({
  id: z.number().int(),
  questionText: z.string(),
  similarity: z.number().describe(`pg_trgm similarity of the texts, at least ${limits.similarQuestionsMinSimilarity}`),
});
export type SimilarQuestion = z.infer<typeof similarQuestionSchema>;

/** Another question with exactly the same text (ignoring case; same set, or both stand-alone) as a pending one. */
export const duplicateQuestionSchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected', 'deleted']),
});
export type DuplicateQuestion = z.infer<typeof duplicateQuestionSchema>;

/**
 * An item of GET /api/getPendingQuestions: the question, up to limits.similarQuestionsMax approved
 * questions most like it, and its exact duplicates (a submitter is never told about hidden ones).
 */
export const pendingQuestionSchema = questionSchema
  .extend({
    similar: z.array(similarQuestionSchema).describe('Approved questions most alike by text, most alike first'),
    duplicates: z
      .array(duplicateQuestionSchema)
      .describe('Other questions with the same text, any status, by id (approving a duplicate of an approved or deleted one is 409)'),
  })
  .meta({ id: 'PendingQuestion' });
export type PendingQuestion = z.infer<typeof pendingQuestionSchema>;

/** Answer of approve/reject: the question's id and new status. */
export const reviewResultSchema = z.object({ id: z.number().int(), status: z.enum(['approved', 'rejected']) });
export type ReviewResult = z.infer<typeof reviewResultSchema>;
