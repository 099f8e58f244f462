/** Previous/next through the stored id list, wrapping around (spec section 2 "Question detail"). */
import { useMemo } from 'react';
import { loadQuestionIds } from './storedQuestionIds.ts';

export interface QuestionNeighbours {
  previousId: number;
  nextId: number;
  /** 1-based place of the current question in the list, with the list length. */
  position: number;
  count: number;
}

/**
 * The neighbours of `currentId` in the stored list. A question that is not in the list is
 * treated as a list of just itself, so both neighbours are the question itself.
 */
export function useQuestionNeighbours(currentId: number): QuestionNeighbours {
  return useMemo(() => {
    const stored = loadQuestionIds();
    const list = stored.includes(currentId) ? stored : [currentId];
    const index = list.indexOf(currentId);
    return {
      previousId: list[(index - 1 + list.length) % list.length] ?? currentId,
      nextId: list[(index + 1) % list.length] ?? currentId,
      position: index + 1,
      count: list.length,
    };
  }, [currentId]);
}
