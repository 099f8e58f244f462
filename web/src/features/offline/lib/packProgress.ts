/** Where a learner is in a saved practice pack (contract 8.5): pure, so it is tested alone. */

interface PackLike {
  questions: ReadonlyArray<{ id: number }>;
  answered: readonly number[];
}

/** How many of the pack's questions are not answered yet. */
export function remainingCount(pack: PackLike): number {
  const answered = new Set(pack.answered);
  return pack.questions.filter((question) => !answered.has(question.id)).length;
}

/**
 * The id of the question to show after `currentId` (null: from the start): the next unanswered one
 * in the pack's order, wrapping round to an earlier one left unanswered; null when all are answered.
 */
export function nextQuestionId(pack: PackLike, currentId: number | null): number | null {
  const answered = new Set(pack.answered);
  const open = pack.questions.filter((question) => !answered.has(question.id) && question.id !== currentId);
  if (open.length === 0) return null;
  const start = currentId === null ? -1 : pack.questions.findIndex((question) => question.id === currentId);
  const after = open.find((question) => pack.questions.indexOf(question) > start);
  return (after ?? open[0]!).id;
}
