/**
 * Attempts of tests (docs/contract.md section 7.3): starting (one in progress per user and test),
 * resuming with the server's clock, saving answers, submitting sections, the deadline job's end of
 * a section, and the result. Every operation locks the attempt's row and settles its clock first
 * (attempts.transitions.ts); what a transaction did to the sections becomes effects published
 * after it commits (`recordChanges`, server/effects).
 */
import type { Attempt, AttemptAnalysis, AttemptResult, AttemptReview, SaveAnswer, SectionEndedEvent } from '@common/api/mockTests.ts';
import { messages } from '@common/messages.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import * as repo from './attempts.repo.ts';
import { graceMs, lockState, sectionLengthMs, settle, startSection, endActiveSection, type AttemptState, type SectionChanges } from './attempts.transitions.ts';
import { scoreAttempt } from './results.ts';
import { reviewAttempt } from './review.ts';
import { analyseAttempt } from './analysis.ts';
import { publishRanks } from './ranks.ts';
import { isInsideWindow, resultsAreOut, solutionsHeldBack } from './schedule.ts';
import { standingOf } from './standing.ts';
import { findTest, findVisibleTest, type TestRow } from './tests.repo.ts';
import { sectionQuestions } from './sectionBuild.ts';
import { questionVisibility } from '../../policies/questionVisibility.ts';
import { inTransaction } from '../../effects/commit.ts';
import type { Effects } from '../../effects/effects.ts';
import { rooms } from '../../plugins/realtime.ts';
import { scheduleSectionDeadline, sectionDeadlineJob } from './sectionDeadline.job.ts';

/** What attempts need besides the database: the clock (the app's `now`; the worker's real time). */
export interface AttemptDeps {
  db: Database;
  now: () => Date;
}

/**
 * Records what a transaction did to an attempt's sections as effects: `attempt:section-ended` to
 * the owner's sockets for each ended section, and the deadline job of each started one, due at its
 * end plus the grace by `now` (a job that fails to queue is logged; settling on the next request
 * ends the section anyway).
 */
function recordChanges(effects: Effects, changes: SectionChanges, now: () => Date): void {
  for (const ended of changes.ended) effects.emit(rooms.user(changes.userId), 'attempt:section-ended', ended satisfies SectionEndedEvent);
  for (const started of changes.started) {
    const job = { attemptId: started.attemptId, sectionIndex: started.sectionIndex };
    effects.job(sectionDeadlineJob.name, (queues) => scheduleSectionDeadline(queues, job, new Date(started.endsAt.getTime() + graceMs), now()));
  }
}

/**
 * Runs `step` on attempt `id` of `userId`, locked and settled at `now`. The settling commits even
 * when `step` throws an AppError (which is then rethrown after the commit's effects).
 * @throws AppError 404 "Attempt not found" when the attempt is missing or another user's
 */
async function onAttempt<T>(deps: AttemptDeps, userId: number, id: number, step: (tx: Transaction, state: AttemptState, now: Date, changes: SectionChanges) => Promise<T>): Promise<T> {
  const now = deps.now();
  const outcome = await inTransaction(deps.db, async (tx, effects) => {
    const state = await lockState(tx, id);
    if (!state || state.attempt.userId !== userId) return { error: notFound(messages.tests.attemptNotFound) };
    const changes: SectionChanges = { userId, ended: [], started: [] };
    await settle(tx, state, now, changes);
    try {
      return { value: await step(tx, state, now, changes) };
    } catch (error) {
      if (error instanceof AppError) return { error };
      throw error;
    } finally {
      recordChanges(effects, changes, deps.now);
    }
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}

/** An attempt's JSON without its questions, drafted inside the attempt's transaction; `active` names the section whose questions it shows (none when completed). */
interface Draft {
  attempt: Omit<Attempt, 'questions'>;
  active: { testId: number; sectionIndex: number } | null;
}

/** The Attempt JSON of a settled state at `now`, for its owner, but its questions (`present` adds them after the commit). */
async function draft(tx: Transaction, state: AttemptState, now: Date, viewer: { id: number; role: string }): Promise<Draft> {
  const { attempt } = state;
  const stored = await repo.answersOf(tx, attempt.id);
  // A completed attempt does not show the answers it gave to questions sealed by the test in progress (a retake).
  const visibility = attempt.state === 'completed' && stored.length > 0 ? await questionVisibility(tx, viewer.id) : undefined;
  const saved = visibility ? stored.filter((row) => !visibility.isSealed(row.questionId)) : stored;
  const extra = await repo.extraTimePercent(tx, attempt.userId);
  return {
    active: attempt.state === 'in_progress' ? { testId: attempt.testId, sectionIndex: attempt.sectionIndex } : null,
    attempt: {
      id: attempt.id,
      testId: attempt.testId,
      state: attempt.state,
      ranked: attempt.ranked,
      sectionIndex: attempt.sectionIndex,
      serverTime: now.toISOString(),
      sections: state.sections.map((section) => ({
        name: section.name,
        state: section.state,
        endsAt: section.endsAt?.toISOString() ?? null,
        remainingSeconds:
          section.state === 'locked'
            ? Math.ceil(sectionLengthMs(section.durationSeconds, extra) / 1000)
            : section.state === 'active' && section.endsAt
              ? Math.max(0, Math.ceil((section.endsAt.getTime() - now.getTime()) / 1000))
              : 0,
      })),
      answers: Object.fromEntries(
        saved.map((row) => [String(row.questionId), { selectedOption: row.selectedOption, answer: row.answer, markedForReview: row.markedForReview, timeSeconds: row.timeSeconds }]),
      ),
    },
  };
}

/** The Attempt JSON of a draft: the active section's questions, built once per test (sectionBuild.ts), read on the pool after the transaction. */
async function present(deps: AttemptDeps, viewer: { id: number; role: string }, drafted: Draft): Promise<Attempt> {
  const questions = drafted.active ? await sectionQuestions(deps.db, drafted.active.testId, drafted.active.sectionIndex, viewer) : [];
  const { answers, ...rest } = drafted.attempt;
  return { ...rest, questions, answers };
}

/**
 * Starts an attempt of test `testId` (its first section's clock starts now), or answers the user's
 * attempt of it still in progress (`created: false`). Inside a window the user's first attempt is
 * ranked (docs/contract.md section 8.2); after it closes, or as a later attempt, it is not. One test
 * at a time (section 8.1): while an attempt of another test is in progress (settled first: one
 * whose time ran out is completed), the start is refused and nothing changes. Starts of one user
 * run one at a time (an advisory lock), so concurrent starts make one attempt.
 * @throws AppError 404 "Test not found" when the test is missing or another user's generated test;
 *   409 "This test opens at <opensAt>" before the window opens (nothing is stored); 409 "Finish the
 *   test you have in progress first" (details `attemptId`) while another test's attempt is in progress
 */
export async function startAttempt(deps: AttemptDeps, user: { id: number; role: string }, testId: number): Promise<{ attempt: Attempt; created: boolean }> {
  const test = await findVisibleTest(deps.db, testId, user.id);
  if (!test) throw notFound(messages.tests.notFound);
  if (test.opensAt && deps.now() < test.opensAt) throw conflict(messages.tests.notOpenYet(test.opensAt.toISOString()));
  for (;;) {
    const existing = await repo.findInProgressId(deps.db, user.id, testId);
    if (existing !== undefined) {
      const drafted = await onAttempt(deps, user.id, existing, (tx, state, now) => draft(tx, state, now, user));
      if (drafted.attempt.state === 'in_progress') return { attempt: await present(deps, user, drafted), created: false };
    }
    const other = await repo.findOtherInProgressId(deps.db, user.id, testId);
    if (other !== undefined) {
      const otherState = await onAttempt(deps, user.id, other, async (_tx, state) => state.attempt.state);
      if (otherState === 'in_progress') throw new AppError(409, messages.tests.oneAtATime, { attemptId: other });
      continue; // its time had run out: it is completed now
    }
    const now = deps.now();
    const drafted = await inTransaction(deps.db, async (tx, effects) => {
      await repo.lockStartsOf(tx, user.id);
      // Under the lock: an attempt started since the reads above sends us round again.
      if ((await repo.findOtherInProgressId(tx, user.id, testId)) !== undefined) return undefined;
      const ranked = isInsideWindow(test, now) && !(await repo.hasAttempted(tx, user.id, testId));
      const row = await repo.insertAttempt(tx, user.id, testId, ranked);
      if (!row) return undefined; // another request started one first: answer that one
      await repo.insertAttemptSections(tx, row.id, testId);
      const state = await lockState(tx, row.id);
      const changes: SectionChanges = { userId: user.id, ended: [], started: [] };
      await startSection(tx, state!, 0, now, changes);
      recordChanges(effects, changes, deps.now);
      return draft(tx, state!, now, user);
    });
    if (!drafted) continue;
    return { attempt: await present(deps, user, drafted), created: true };
  }
}

/**
 * The attempt as its owner resumes it (see attemptSchema): settled at the server's clock.
 * @throws AppError 404 "Attempt not found" when missing or another user's
 */
export async function getAttempt(deps: AttemptDeps, user: { id: number; role: string }, id: number): Promise<Attempt> {
  return present(deps, user, await onAttempt(deps, user.id, id, (tx, state, now) => draft(tx, state, now, user)));
}

/**
 * Saves the answer to one question of the active section (see repo.upsertAnswer for what is kept;
 * the question's time never exceeds the time its section has run, contract 8.1: more is dropped).
 * An MCQ question takes `selectedOption`, a TITA question `answer`.
 * @throws AppError 404 "Attempt not found"; 409 "This section has ended" for a question of an ended
 *   section (after its 2 s grace) or any save on a completed attempt; 400 "This question is not in
 *   the current section" for a question of a later section or not in the test; 400 "Answer must be
 *   a number" for `selectedOption` on a TITA question; 400 "selectedOption must be one of A, B, C, D"
 *   for `answer` on an MCQ question
 */
export function saveAnswer(deps: AttemptDeps, user: { id: number }, id: number, questionId: number, input: SaveAnswer): Promise<void> {
  return onAttempt(deps, user.id, id, async (tx, state, now) => {
    if (state.attempt.state === 'completed') throw conflict(messages.tests.sectionEnded);
    const place = await repo.sectionOfQuestion(tx, state.attempt.testId, questionId);
    if (!place || place.sectionIndex > state.attempt.sectionIndex) throw badRequest(messages.tests.notInSection);
    if (place.sectionIndex < state.attempt.sectionIndex) throw conflict(messages.tests.sectionEnded);
    if (place.questionType === 'TITA' && input.selectedOption !== undefined && input.selectedOption !== null) throw badRequest(messages.question.answerNotNumber);
    if (place.questionType === 'MCQ' && input.answer !== undefined && input.answer !== null) throw badRequest(messages.question.selectedOption);
    await repo.upsertAnswer(tx, { attemptId: id, questionId }, input, secondsRun(state.sections[place.sectionIndex]!, now));
  });
}

/** Whole seconds section `section` has run by `now` (until its end at the latest; its length includes the extra time): what a question's time in it may reach. */
function secondsRun(section: Pick<AttemptState['sections'][number], 'startedAt' | 'endsAt'>, now: Date): number {
  if (!section.startedAt) return 0;
  const until = section.endsAt && section.endsAt < now ? section.endsAt : now;
  return Math.max(0, Math.floor((until.getTime() - section.startedAt.getTime()) / 1000));
}

/**
 * Ends every remaining section of the attempt now and completes it (contract 8.1), answering the
 * attempt; a completed attempt is answered as it is.
 * @throws AppError 404 "Attempt not found" when missing or another user's
 */
export async function finishAttempt(deps: AttemptDeps, user: { id: number; role: string }, id: number): Promise<Attempt> {
  const drafted = await onAttempt(deps, user.id, id, async (tx, state, now, changes) => {
    const firstStarted = changes.started.length;
    while (state.attempt.state === 'in_progress') await endActiveSection(tx, state, now, changes);
    // Sections started and ended here need no deadline job.
    changes.started.splice(firstStarted);
    return draft(tx, state, now, user);
  });
  return present(deps, user, drafted);
}

/**
 * Ends the active section now (the next one starts with its own clock; after the last the attempt is
 * completed) and answers the attempt. With `sectionIndex`, only that section is ended: when it has
 * ended already (a repeated or concurrent submit) nothing changes and the attempt is answered as it is.
 * @throws AppError 404 "Attempt not found"; 409 "This section has ended" when the attempt is
 *   completed and no `sectionIndex` was named; 400 "sectionIndex is not a section of this test" for
 *   an index past the last section
 */
export async function submitSection(deps: AttemptDeps, user: { id: number; role: string }, id: number, sectionIndex: number | undefined): Promise<Attempt> {
  const drafted = await onAttempt(deps, user.id, id, async (tx, state, now, changes) => {
    if (sectionIndex !== undefined && sectionIndex >= state.sections.length) throw badRequest(messages.tests.noSuchSection);
    const repeated = sectionIndex !== undefined && (sectionIndex < state.attempt.sectionIndex || state.attempt.state === 'completed');
    if (!repeated) {
      if (state.attempt.state === 'completed') throw conflict(messages.tests.sectionEnded);
      if (sectionIndex === undefined || sectionIndex === state.attempt.sectionIndex) await endActiveSection(tx, state, now, changes);
    }
    return draft(tx, state, now, user);
  });
  return present(deps, user, drafted);
}

/**
 * Attempt `id` of `user`, settled now, when it is completed.
 * @throws AppError 404 "Attempt not found"; 409 "Finish the test to see the result" while in progress
 */
async function completedState(deps: AttemptDeps, user: { id: number }, id: number): Promise<AttemptState> {
  const state = await onAttempt(deps, user.id, id, async (_tx, settled) => settled);
  if (state.attempt.state !== 'completed') throw conflict(messages.tests.finishFirst);
  return state;
}

/** Whole seconds from `from` to `to`; 0 when either is missing. */
const secondsBetween = (from: Date | null, to: Date | null) => (from && to ? Math.round((to.getTime() - from.getTime()) / 1000) : 0);

/**
 * Whether the ranks of `test` are out at the deps' clock: published already, or `resultsAt` has
 * come and this call publishes them (ranks.ts; the `test-ranks` job normally has) and announces the
 * notifications. Always false for a test without a window.
 */
export async function ranksOut(deps: AttemptDeps, test: TestRow): Promise<boolean> {
  if (test.ranksPublishedAt) return true;
  if (!resultsAreOut(test, deps.now())) return false;
  return (await publishRanks(deps.db, test.id, deps.now())).published;
}

/** The test of an attempt (it exists while the attempt does). */
async function testOf(deps: AttemptDeps, testId: number): Promise<TestRow> {
  return (await findTest(deps.db, testId))!;
}

/**
 * The result of a completed attempt (see attemptResultSchema) with its standing among the test's
 * candidates (standing.ts: ranked attempts with a window, first completed attempts without).
 * @throws AppError 404 "Attempt not found"; 409 "Finish the test to see the result" while in progress
 */
export async function getResult(deps: AttemptDeps, user: { id: number }, id: number): Promise<AttemptResult> {
  const completed = await completedState(deps, user, id);
  const test = await testOf(deps, completed.attempt.testId);
  const published = await ranksOut(deps, test);
  // Read again after a publication this call may have made (the rank and percentiles are stored).
  const state = published && completed.attempt.ranked && completed.attempt.rank === null ? await completedState(deps, user, id) : completed;
  const scored = await scoreAttempt(deps.db, state.attempt);
  const standing = await standingOf(deps.db, test, state.attempt, scored.score, state.sections, published);
  const visibility = await questionVisibility(deps.db, user.id);
  return {
    ...scored,
    // Another attempt of a test in progress (a retake) shows neither its keys nor my answers meanwhile.
    questions: scored.questions.map((q) => (visibility.isSealed(q.id) ? { ...q, correctAnswer: null, selectedOption: null, answer: null } : q)),
    ranked: state.attempt.ranked,
    rank: standing.rank,
    percentile: standing.percentile,
    candidates: standing.candidates,
    resultsAt: test.resultsAt?.toISOString() ?? null,
    distribution: standing.distribution,
    sections: scored.sections.map((section, index) => {
      const { startedAt, endsAt, endedAt } = state.sections[index]!;
      return { ...section, percentile: standing.sectionPercentiles[index] ?? null, timeSeconds: secondsBetween(startedAt, endedAt), allowedSeconds: secondsBetween(startedAt, endsAt) };
    }),
  };
}

/**
 * The review of a completed attempt (see attemptReviewSchema): every question with its answer,
 * solution and my outcome, set passages once.
 * @throws AppError 404 "Attempt not found"; 409 "Finish the test to see the result" while in
 *   progress; 409 "Solutions are published when the test closes" before `resultsAt` for a ranked
 *   attempt or any attempt of an exclusive test
 */
export async function getReview(deps: AttemptDeps, user: { id: number; role: string }, id: number): Promise<AttemptReview> {
  const state = await completedState(deps, user, id);
  const test = await testOf(deps, state.attempt.testId);
  if (solutionsHeldBack(test, state.attempt, deps.now())) throw conflict(messages.tests.solutionsLater);
  return reviewAttempt(deps.db, state.attempt, user);
}

/**
 * How a completed attempt compares with the test's candidates, question by question (see
 * attemptAnalysisSchema; analysis.ts).
 * @throws AppError 404 "Attempt not found"; 409 "Finish the test to see the result" while in
 *   progress; 409 "Results are published when the test closes" before `resultsAt` for a ranked
 *   attempt or any attempt of an exclusive test
 */
export async function getAnalysis(deps: AttemptDeps, user: { id: number }, id: number): Promise<AttemptAnalysis> {
  const result = await getResult(deps, user, id);
  const test = await testOf(deps, result.testId);
  if (solutionsHeldBack(test, { ranked: result.ranked }, deps.now())) throw conflict(messages.tests.resultsLater);
  return analyseAttempt(deps.db, test, id, result);
}

/**
 * The deadline job's work: settles attempt `attemptId` at `deps.now()`, which ends section
 * `sectionIndex` if it is still active and its end plus the grace has passed. Answers `notDueUntil`
 * when that section is still active but not yet due (the job ran early: the caller delays it).
 */
export async function endSectionOnTime(deps: AttemptDeps, job: { attemptId: number; sectionIndex: number }): Promise<{ notDueUntil?: Date }> {
  const now = deps.now();
  const notDueUntil = await inTransaction(deps.db, async (tx, effects) => {
    const state = await lockState(tx, job.attemptId);
    if (!state) return undefined;
    const changes: SectionChanges = { userId: state.attempt.userId, ended: [], started: [] };
    await settle(tx, state, now, changes);
    recordChanges(effects, changes, deps.now);
    const section = state.sections[job.sectionIndex];
    const stillRunning = state.attempt.state === 'in_progress' && state.attempt.sectionIndex === job.sectionIndex && section?.state === 'active' && section.endsAt;
    return stillRunning ? new Date(section.endsAt!.getTime() + graceMs) : undefined;
  });
  return notDueUntil ? { notDueUntil } : {};
}
