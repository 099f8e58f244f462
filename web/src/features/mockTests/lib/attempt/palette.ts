/**
 * The question palette's five CAT states and their counts (pure). A question is "visited" once it
 * has been shown: the server keeps a saved-answer row for it from its first save (the page saves
 * `{ timeSeconds }` when a question is first shown), so after a reload "visited" = has a row.
 */
import type { SavedAnswer } from '@common/api/mockTests.ts';
import type { AnswerPatch } from './saveQueue.ts';

export type PaletteState = 'notVisited' | 'notAnswered' | 'answered' | 'marked' | 'answeredMarked';

/** The states in the legend's order, with their words (the accessible names use `label`). */
export const paletteStates: ReadonlyArray<{ state: PaletteState; label: string }> = [
  { state: 'answered', label: 'answered' },
  { state: 'notAnswered', label: 'not answered' },
  { state: 'notVisited', label: 'not visited' },
  { state: 'marked', label: 'marked for review' },
  { state: 'answeredMarked', label: 'answered and marked for review' },
];

export const paletteLabel = (state: PaletteState): string => paletteStates.find((entry) => entry.state === state)!.label;

/** A question's answer as the page shows it: the server's saved answer with unsent changes over it. */
export interface LocalAnswer {
  selectedOption: SavedAnswer['selectedOption'];
  answer: string | null;
  markedForReview: boolean;
}

export const emptyAnswer: LocalAnswer = { selectedOption: null, answer: null, markedForReview: false };

/** Whether `answer` holds a response (an option picked or a number typed). */
export const isAnswered = (answer: LocalAnswer | undefined): boolean => Boolean(answer && (answer.selectedOption !== null || (answer.answer !== null && answer.answer !== '')));

/** The palette state of a question from its answer (undefined: no row, never shown) and whether it was shown on this page. */
export function paletteStateOf(answer: LocalAnswer | undefined, visited: boolean): PaletteState {
  if (!answer && !visited) return 'notVisited';
  const answered = isAnswered(answer);
  const marked = answer?.markedForReview ?? false;
  if (answered && marked) return 'answeredMarked';
  if (marked) return 'marked';
  return answered ? 'answered' : 'notAnswered';
}

/** How many questions are in each state. */
export function countStates(states: readonly PaletteState[]): Record<PaletteState, number> {
  const counts: Record<PaletteState, number> = { notVisited: 0, notAnswered: 0, answered: 0, marked: 0, answeredMarked: 0 };
  for (const state of states) counts[state] += 1;
  return counts;
}

/** The answers the page shows: the server's, with unsent changes (`pending`, per question id) applied over them. */
export function mergeAnswers(saved: Record<string, SavedAnswer>, pending: ReadonlyMap<number, AnswerPatch>): Map<number, LocalAnswer> {
  const answers = new Map<number, LocalAnswer>();
  for (const [id, row] of Object.entries(saved)) {
    answers.set(Number(id), { selectedOption: row.selectedOption, answer: row.answer, markedForReview: row.markedForReview });
  }
  for (const [id, patch] of pending) answers.set(id, applyPatch(answers.get(id), patch));
  return answers;
}

/** `answer` (or the empty answer) with `patch` applied. */
export function applyPatch(answer: LocalAnswer | undefined, patch: AnswerPatch): LocalAnswer {
  const base = answer ?? emptyAnswer;
  return {
    selectedOption: patch.selectedOption !== undefined ? patch.selectedOption : base.selectedOption,
    answer: patch.answer !== undefined ? patch.answer : base.answer,
    markedForReview: patch.markedForReview ?? base.markedForReview,
  };
}
