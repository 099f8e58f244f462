/**
 * The section clock of an attempt (docs/contract.md section 7.3), inside a transaction that holds
 * the attempt's row lock, so concurrent requests and the deadline job make each transition once:
 *
 * - `startSection`: the section becomes active; it ends `durationSeconds` x (100 + the user's
 *   extraTimePercent) / 100 later.
 * - `settle`: every active section whose end plus the 2 s grace has passed ends (at its `endsAt`)
 *   and the next one starts at that moment (as the deadline job would have started it), until one
 *   is still running or the attempt is completed. Every request on an attempt settles it first, so
 *   the result never depends on whether the job has run yet.
 * - `endActiveSection`: the user's submit (now).
 * - Completing an attempt stores its score and its sections' scores and makes every answered
 *   question a practice response.
 *
 * What happened is collected in `SectionChanges`, which the caller turns into effects after the
 * commit (attempts.service.ts `recordChanges`): sockets are told `attempt:section-ended`, and each
 * started section gets its deadline job.
 */
import { limits } from '@common/limits.ts';
import type { Transaction } from '../../db/client.ts';
import { recordFirstAttempts } from '../../questionBank/calibration.ts';
import * as repo from './attempts.repo.ts';
import { scoreAttempt } from './results.ts';

/** What a transaction did to an attempt's sections, to act on after it commits. */
export interface SectionChanges {
  userId: number;
  /** Sections that ended (each once). */
  ended: Array<{ attemptId: number; sectionIndex: number }>;
  /** Sections that started, with when they end. */
  started: Array<{ attemptId: number; sectionIndex: number; endsAt: Date }>;
}

/** A locked attempt with its sections, as the transitions update it. */
export interface AttemptState {
  attempt: repo.AttemptRow;
  sections: repo.AttemptSectionRow[];
}

/** Milliseconds of the grace after a section's end during which saves still count. */
export const graceMs = limits.testSectionGraceSeconds * 1000;

/** Length of a section with extra time, milliseconds. */
export const sectionLengthMs = (durationSeconds: number, extraTimePercent: number) => Math.round((durationSeconds * 1000 * (100 + extraTimePercent)) / 100);

/** Locks attempt `id` and loads its sections; undefined when it does not exist. */
export async function lockState(tx: Transaction, id: number): Promise<AttemptState | undefined> {
  const attempt = await repo.lockAttempt(tx, id);
  if (!attempt) return undefined;
  return { attempt, sections: await repo.sectionsOfAttempt(tx, attempt) };
}

/** Makes section `index` active from `at` (the user's extra time read now). */
export async function startSection(tx: Transaction, state: AttemptState, index: number, at: Date, changes: SectionChanges): Promise<void> {
  const section = state.sections[index]!;
  const extra = await repo.extraTimePercent(tx, state.attempt.userId);
  const endsAt = new Date(at.getTime() + sectionLengthMs(section.durationSeconds, extra));
  await repo.updateSection(tx, state.attempt.id, index, { state: 'active', startedAt: at, endsAt });
  await repo.updateAttempt(tx, state.attempt.id, { sectionIndex: index });
  Object.assign(section, { state: 'active', startedAt: at, endsAt });
  state.attempt.sectionIndex = index;
  changes.started.push({ attemptId: state.attempt.id, sectionIndex: index, endsAt });
}

/** Completes the attempt at `at`: its score, and a practice response per answered question. */
async function complete(tx: Transaction, state: AttemptState, at: Date): Promise<void> {
  const result = await scoreAttempt(tx, state.attempt);
  const answered = result.questions
    .filter((q) => q.correct !== null)
    .map((q) => ({ userId: state.attempt.userId, questionId: q.id, selectedOption: q.selectedOption, answer: q.answer, correct: q.correct!, timeSeconds: q.timeSeconds, createdAt: at }));
  await repo.insertResponses(tx, answered);
  // First answers calibrate the difficulty model only from a ranked attempt (docs/contract.md section 8.3).
  await recordFirstAttempts(tx, answered.map((a) => ({ userId: a.userId, questionId: a.questionId, correct: a.correct, timeSeconds: a.timeSeconds, counted: state.attempt.ranked, at })));
  await repo.storeSectionScores(tx, state.attempt.id, result.sections.map((section) => section.score));
  await repo.updateAttempt(tx, state.attempt.id, { state: 'completed', score: result.score, completedAt: at });
  Object.assign(state.attempt, { state: 'completed', score: result.score, completedAt: at });
}

/** Ends the active section at `endedAt`; starts the next at `nextStart`, or completes the attempt. */
async function endSection(tx: Transaction, state: AttemptState, endedAt: Date, nextStart: Date, changes: SectionChanges): Promise<void> {
  const index = state.attempt.sectionIndex;
  await repo.updateSection(tx, state.attempt.id, index, { state: 'submitted', endedAt });
  Object.assign(state.sections[index]!, { state: 'submitted', endedAt });
  changes.ended.push({ attemptId: state.attempt.id, sectionIndex: index });
  if (index + 1 < state.sections.length) await startSection(tx, state, index + 1, nextStart, changes);
  else await complete(tx, state, nextStart);
}

/** Ends every section whose time (plus grace) is up by `now`, in order (see the file comment). */
export async function settle(tx: Transaction, state: AttemptState, now: Date, changes: SectionChanges): Promise<void> {
  while (state.attempt.state === 'in_progress') {
    const active = state.sections[state.attempt.sectionIndex];
    if (!active?.endsAt || active.state !== 'active') return;
    const due = active.endsAt.getTime() + graceMs;
    if (now.getTime() < due) return;
    await endSection(tx, state, active.endsAt, new Date(due), changes);
  }
}

/** The user's submit of the active section, at `now`. */
export async function endActiveSection(tx: Transaction, state: AttemptState, now: Date, changes: SectionChanges): Promise<void> {
  await endSection(tx, state, now, now, changes);
}
