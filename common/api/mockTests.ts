/**
 * Mock tests (docs/contract.md section 7.3): tests of timed sections, attempts with a server-owned
 * clock per section, saved answers, and the result. Times are whole seconds; timestamps ISO 8601 UTC.
 */
import { z } from 'zod';
import { limits } from '../limits.ts';
import { apiErrorSchema } from './http.ts';
import { messages } from '../messages.ts';
import { answerOptionSchema, questionSchema, questionSetRefSchema, questionTypeSchema, titaAnswerSchema } from './questions.ts';

const noNul = (text: string) => !text.includes('\u0000');
const positiveInt = (field: string) =>
  z.number({ error: `${field} must be a whole number` }).int(`${field} must be a whole number`).min(1, `${field} must be at least 1`).max(2_147_483_647, `${field} is too large`);
const duration = z
  .number({ error: 'durationSeconds must be a whole number of at least 1' })
  .int('durationSeconds must be a whole number of at least 1')
  .min(1, 'durationSeconds must be a whole number of at least 1')
  .max(limits.testSectionDurationMax, `durationSeconds must be at most ${limits.testSectionDurationMax}`);
const marks = (field: string, min: number, max: number) =>
  z.number({ error: `${field} must be a whole number` }).int(`${field} must be a whole number`).min(min, `${field} must be at least ${min}`).max(max, `${field} must be at most ${max}`);
const title = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(limits.testTitleMax, `Title must be at most ${limits.testTitleMax} characters`)
  .refine(noNul, messages.validation.nulCharacter);

/** Marks per question: `correct` for a right answer, `wrong` for a wrong MCQ answer, `titaWrong` for a wrong TITA answer; unanswered 0. */
export const markingSchema = z
  .object({ correct: marks('correct', 0, 100), wrong: marks('wrong', -100, 0), titaWrong: marks('titaWrong', -100, 0) })
  .meta({ id: 'TestMarking' });
export type Marking = z.infer<typeof markingSchema>;

/** CAT's marking: +3 right, -1 wrong MCQ, 0 wrong TITA, 0 unanswered. */
export const defaultMarking: Marking = { correct: 3, wrong: -1, titaWrong: 0 };

export const attemptStateSchema = z.enum(['in_progress', 'completed']);
export type AttemptState = z.infer<typeof attemptStateSchema>;
export const sectionStateSchema = z.enum(['locked', 'active', 'submitted']);

/** Who a test is for: `admin` (built by an admin, visible to everyone) or `generated` (a personal test, visible to its creator). */
export const testKindSchema = z.enum(['admin', 'generated']);
export type TestKind = z.infer<typeof testKindSchema>;

/** The window of a scheduled mock (docs/contract.md section 8.2), ISO 8601 UTC. */
export const testWindowSchema = z.object({ opensAt: z.string(), closesAt: z.string() }).meta({ id: 'TestWindow' });
export type TestWindow = z.infer<typeof testWindowSchema>;

/**
 * A test as lists and creation answer it; `myAttempt` is the caller's latest attempt of it, or null.
 * Scheduled mocks (docs/contract.md section 8.2) add `window`, `exclusive`, `resultsAt` and `candidates`.
 */
export const testSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    sections: z.array(z.object({ name: z.string(), durationSeconds: z.number().int(), questionCount: z.number().int() })),
    marking: markingSchema,
    kind: testKindSchema,
    createdBy: z.number().int().nullable(),
    myAttempt: z.object({ id: z.number().int(), state: attemptStateSchema, score: z.number().int().nullable() }).nullable(),
    window: testWindowSchema.nullable().describe('When ranked attempts may start; null for a test without a window'),
    exclusive: z.boolean().describe('Its questions are out of the bank (lists, search, practice, generated tests) until the window closes'),
    resultsAt: z.string().nullable().describe('When ranks and solutions are published: closesAt plus the total duration with the largest extra time; null without a window'),
    candidates: z.number().int().describe('With a window: ranked attempts started; without: users with a completed first attempt'),
  })
  .meta({ id: 'Test' });
export type Test = z.infer<typeof testSchema>;

const windowTime = (field: string) =>
  z.iso.datetime({ offset: true, error: messages.tests.windowTime(field) }).refine((text) => !Number.isNaN(Date.parse(text)), messages.tests.windowTime(field));

/** POST /api/tests (admin) body. `window` and `exclusive` (docs/contract.md section 8.2): `closesAt` after `opensAt`, an exclusive test needs a window. */
export const createTestSchema = z
  .object({
    title,
    sections: z
      .array(
        z.object({
          name: z
            .string({ error: 'Section name is required' })
            .trim()
            .min(1, 'Section name is required')
            .max(limits.testSectionNameMax, `Section name must be at most ${limits.testSectionNameMax} characters`)
            .refine(noNul, messages.validation.nulCharacter),
          durationSeconds: duration,
          questionIds: z
            .array(positiveInt('questionIds'), { error: 'questionIds must be a list of question ids' })
            .min(1, 'A section needs at least one question')
            .max(limits.testSectionQuestionsMax, `A section may have at most ${limits.testSectionQuestionsMax} questions`),
        }),
        { error: 'sections must be a list' },
      )
      .min(1, 'A test needs at least one section')
      .max(limits.testSectionsMax, `A test may have at most ${limits.testSectionsMax} sections`),
    marking: markingSchema.optional(),
    window: z
      .object({ opensAt: windowTime('opensAt'), closesAt: windowTime('closesAt') }, { error: 'window must be { opensAt, closesAt }' })
      .refine((w) => Date.parse(w.closesAt) > Date.parse(w.opensAt), messages.tests.closeAfterOpen)
      .nullable()
      .optional(),
    exclusive: z.boolean({ error: 'exclusive must be true or false' }).optional(),
  })
  .refine((body) => !body.exclusive || !!body.window, { message: messages.tests.exclusiveNeedsWindow, path: ['exclusive'] })
  .meta({ id: 'CreateTest' });
export type CreateTest = z.infer<typeof createTestSchema>;

/** POST /api/tests/generate body: one section per entry, drawn from the category's approved questions. */
export const generateTestSchema = z
  .object({
    title: title.optional(),
    sections: z
      .array(z.object({ categoryId: positiveInt('categoryId'), count: positiveInt('count'), durationSeconds: duration }), { error: 'sections must be a list' })
      .min(1, 'A test needs at least one section')
      .max(limits.testSectionsMax, `A test may have at most ${limits.testSectionsMax} sections`),
  })
  .meta({ id: 'GenerateTest' });
export type GenerateTest = z.infer<typeof generateTestSchema>;

/** CAT's sections in CAT's order (VARC, DILR, QA): the category-name patterns, questions and minutes of each. */
export const catSections: ReadonlyArray<{ key: 'VARC' | 'DILR' | 'QA'; pattern: RegExp; count: number; minutes: number }> = [
  { key: 'VARC', pattern: /\bvarc\b|verbal|reading comprehension/i, count: 24, minutes: 40 },
  { key: 'DILR', pattern: /\bdilr\b|data interpretation|logical reasoning/i, count: 22, minutes: 40 },
  { key: 'QA', pattern: /\bqa\b|quant/i, count: 22, minutes: 40 },
];

/** The place of the CAT section a category name is (0 VARC, 1 DILR, 2 QA), or -1 when it is none of them. */
export function catSectionRank(categoryName: string): number {
  return catSections.findIndex((section) => section.pattern.test(categoryName));
}

/** A question of the active section: as getQuestionsbyId answers it, without `correctAnswer`, `explanation` and `myLastResponse`. */
export const testQuestionSchema = questionSchema.omit({ correctAnswer: true, explanation: true, myLastResponse: true }).meta({ id: 'TestQuestion' });
export type TestQuestion = z.infer<typeof testQuestionSchema>;

/** A saved answer of an attempt. */
export const savedAnswerSchema = z
  .object({
    selectedOption: answerOptionSchema.nullable(),
    answer: z.string().nullable(),
    markedForReview: z.boolean(),
    timeSeconds: z.number().int(),
  })
  .meta({ id: 'SavedAnswer' });
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;

/**
 * GET /api/attempts/{id}: the attempt as its owner resumes it. `serverTime` is the server's clock;
 * each section's `endsAt` (null until it starts) and `remainingSeconds` (whole seconds, 0 once
 * ended, the full duration while locked) come from it. `questions` are the active section's (none
 * once completed); `answers` maps question id -> saved answer, for every question of the attempt.
 */
export const attemptSchema = z
  .object({
    id: z.number().int(),
    testId: z.number().int(),
    state: attemptStateSchema,
    ranked: z.boolean().describe('Started inside the test’s window as my first attempt of it (docs/contract.md section 8.2)'),
    sectionIndex: z.number().int(),
    serverTime: z.string(),
    sections: z.array(z.object({ name: z.string(), state: sectionStateSchema, endsAt: z.string().nullable(), remainingSeconds: z.number().int() })),
    questions: z.array(testQuestionSchema),
    answers: z.record(z.string(), savedAnswerSchema),
  })
  .meta({ id: 'Attempt' });
export type Attempt = z.infer<typeof attemptSchema>;

/**
 * PUT /api/attempts/{id}/answers/{questionId} body. `selectedOption: null` (MCQ) or `answer: null`
 * (TITA) clears the answer; `timeSeconds` is added to the question's time.
 */
export const saveAnswerSchema = z
  .object({
    selectedOption: answerOptionSchema.nullable().optional(),
    answer: titaAnswerSchema.nullable().optional(),
    markedForReview: z.boolean({ error: 'markedForReview must be true or false' }).optional(),
    timeSeconds: z
      .number({ error: 'timeSeconds must be a whole number of seconds' })
      .int('timeSeconds must be a whole number of seconds')
      .min(0, 'timeSeconds must be a whole number of seconds')
      .max(limits.testSectionDurationMax, `timeSeconds must be at most ${limits.testSectionDurationMax}`)
      .optional(),
  })
  .meta({ id: 'SaveAnswer' });
export type SaveAnswer = z.infer<typeof saveAnswerSchema>;

export const savedSchema = z.object({ saved: z.literal(true) }).meta({ id: 'AnswerSaved' });

/** How a question of a completed attempt was answered: the saved answer, its correctness, marks and time. */
const questionOutcome = {
  selectedOption: answerOptionSchema.nullable().describe('MCQ: the option saved; null when none (and for TITA)'),
  answer: z.string().nullable().describe('TITA: the number typed; null when none (and for MCQ)'),
  correct: z.boolean().nullable().describe('null when unanswered'),
  marks: z.number().int(),
  timeSeconds: z.number().int().describe('Time spent on the question as the client reported it, whole seconds'),
};

/**
 * The per-section and per-question breakdown of a completed attempt, with the test's title and the
 * distribution of the candidates' scores (`distribution`, ascending by score; `percentile` is read
 * from it). Candidates (docs/contract.md section 8.2): a test with a window counts its ranked
 * attempts, and until `resultsAt` a ranked attempt's `rank`, `percentile` and `distribution` are
 * null; a test without one counts the first completed attempts, and its `percentile` is null while
 * there are fewer than 20 of them.
 */
export const attemptResultSchema = z
  .object({
    testId: z.number().int(),
    title: z.string(),
    ranked: z.boolean(),
    score: z.number().int(),
    maxScore: z.number().int(),
    correct: z.number().int(),
    wrong: z.number().int(),
    unanswered: z.number().int(),
    rank: z.number().int().nullable().describe('Ranked attempts from resultsAt: 1 + ranked attempts with a higher score; otherwise null'),
    percentile: z.number().nullable().describe('100 x (candidates scoring <= mine) / (all candidates), two decimals; null before resultsAt (ranked) or under 20 candidates (no window)'),
    candidates: z.number().int().describe('Ranked attempts (a test with a window) or first completed attempts (without)'),
    resultsAt: z.string().nullable().describe('When a window’s ranks are published; null without a window'),
    distribution: z
      .array(z.object({ score: z.number().int(), attempts: z.number().int() }))
      .nullable()
      .describe('Every candidate score with how many scored it, ascending by score; null before resultsAt for a ranked attempt'),
    sections: z.array(
      z.object({
        name: z.string(),
        percentile: z.number().nullable().describe('The section score’s percentile among the candidates’ section scores, on the same rules as `percentile`'),
        score: z.number().int(),
        maxScore: z.number().int(),
        correct: z.number().int(),
        wrong: z.number().int(),
        unanswered: z.number().int(),
        timeSeconds: z.number().int().describe('From the section’s start to its end, whole seconds'),
        allowedSeconds: z.number().int().describe('The length of this attempt’s section clock (the section’s duration plus the user’s extra time), whole seconds'),
      }),
    ),
    questions: z.array(
      z.object({
        id: z.number().int(),
        sectionIndex: z.number().int(),
        questionType: questionTypeSchema,
        ...questionOutcome,
        correctAnswer: z.string().nullable().describe('null while the question is part of my test in progress (sealed)'),
      }),
    ),
  })
  .meta({ id: 'AttemptResult' });
export type AttemptResult = z.infer<typeof attemptResultSchema>;

/**
 * A question of a completed attempt under review: as getQuestionsbyId answers it, with
 * `correctAnswer` and `explanation` (the candidate may see every solution of a completed attempt;
 * null while the question is sealed by my test in progress, docs/contract.md section 8.1),
 * without `set` (its passage is in the review's `sets`, by `setId`) and `myLastResponse` (the attempt's
 * own outcome is here), plus its section and outcome.
 */
export const reviewQuestionSchema = questionSchema
  .omit({ set: true, myLastResponse: true })
  .extend({ sectionIndex: z.number().int(), correctAnswer: z.string().nullable().describe('null while the question is part of my test in progress (sealed)'), ...questionOutcome })
  .meta({ id: 'ReviewQuestion' });
export type ReviewQuestion = z.infer<typeof reviewQuestionSchema>;

/**
 * GET /api/attempts/{id}/review: every question of a completed attempt in test order, with the
 * passages of their sets once each (`sets`: set id -> set).
 */
export const attemptReviewSchema = z
  .object({
    id: z.number().int(),
    testId: z.number().int(),
    title: z.string(),
    sections: z.array(z.object({ name: z.string() })),
    questions: z.array(reviewQuestionSchema),
    sets: z.record(z.string(), questionSetRefSchema).describe('The sets of the questions, by set id, each once'),
  })
  .meta({ id: 'AttemptReview' });
export type AttemptReview = z.infer<typeof attemptReviewSchema>;

/** GET /api/tests/{id}/leaderboard item (docs/contract.md section 8.2): a ranked attempt of a user who shows on leaderboards. */
export const leaderboardEntrySchema = z
  .object({
    rank: z.number().int().describe('1 + ranked attempts with a higher score (everyone counts, shown or not)'),
    name: z.string(),
    username: z.string(),
    score: z.number().int(),
    sections: z.array(z.object({ name: z.string(), score: z.number().int() })),
  })
  .meta({ id: 'LeaderboardEntry' });
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/**
 * GET /api/attempts/{id}/analysis (issue "Mocks you can trust", item 4): how my completed attempt
 * compares with the test's candidates (ranked attempts for a test with a window, else first
 * completed attempts). Per question: my outcome and time beside the share of candidates who got it
 * right (`crowdCorrectShare`, 0-1, two decimals) and their median time on it
 * (`crowdMedianSeconds`, over candidates who answered it); both null with no candidate data.
 * `easySkipped`: questions I left unanswered that at least 70 % of candidates got right.
 * `timeSinks`: questions I got wrong after more than twice the candidates' median time.
 * Before `resultsAt`, for a ranked attempt or any attempt of an exclusive test: 409.
 */
export const attemptAnalysisSchema = z
  .object({
    attemptId: z.number().int(),
    testId: z.number().int(),
    candidates: z.number().int(),
    sections: z.array(z.object({ name: z.string(), score: z.number().int(), percentile: z.number().nullable() })),
    questions: z.array(
      z.object({
        id: z.number().int(),
        sectionIndex: z.number().int(),
        correct: z.boolean().nullable().describe('null when unanswered'),
        timeSeconds: z.number().int(),
        crowdCorrectShare: z.number().nullable(),
        crowdMedianSeconds: z.number().nullable(),
      }),
    ),
    easySkipped: z.array(z.number().int()).describe('Question ids'),
    timeSinks: z.array(z.number().int()).describe('Question ids'),
  })
  .meta({ id: 'AttemptAnalysis' });
export type AttemptAnalysis = z.infer<typeof attemptAnalysisSchema>;
/** 409 of POST /api/tests/{id}/attempts while an attempt of another test is in progress: the error JSON plus that attempt's id. */
export const testInProgressErrorSchema = apiErrorSchema.extend({ attemptId: z.number().int().optional().describe('My attempt in progress (with "Finish the test you have in progress first")') }).meta({ id: 'TestInProgressError' });
export type TestInProgressError = z.infer<typeof testInProgressErrorSchema>;

/** POST /api/users/{id}/accommodation (admin) body. */
export const accommodationSchema = z
  .object({
    extraTimePercent: z
      .number({ error: 'extraTimePercent must be a whole number from 0 to 100' })
      .int('extraTimePercent must be a whole number from 0 to 100')
      .min(0, 'extraTimePercent must be a whole number from 0 to 100')
      .max(100, 'extraTimePercent must be a whole number from 0 to 100'),
  })
  .meta({ id: 'Accommodation' });

/** socket.io `attempt:section-ended`, to the owner's sockets (room `user:<id>`). */
export interface SectionEndedEvent {
  attemptId: number;
  /** The section that ended. */
  sectionIndex: number;
}
