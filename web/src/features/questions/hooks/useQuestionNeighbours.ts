/** Previous/next through the stored list, wrapping around (spec section 2 "Question detail"). */
import { useMemo } from 'react';
import { loadQuestionList } from '../lib/storedQuestionIds.ts';

export interface QuestionNeighbours {
  previousId: number;
  nextId: number;
  /** 1-based place of the current question in the list, with the list length. */
  position: number;
  count: number;
  /** The stored list's URL when the question is in it. */
  listLink: string | null;
}

/**
 * The neighbours of `currentId` in the stored list. A question that is not in the list is
 * treated as a list of just itself, so both neighbours are the question itself.
 */
export function useQuestionNeighbours(currentId: number): QuestionNeighbours {
  return useMemo(() => {
    const stored = loadQuestionList();
    const inList = stored.ids.includes(currentId);
    const list = inList ? stored.ids : [currentId];
    const index = list.indexOf(currentId);
    return {
      previousId: list[(index - 1 + list.length) % list.length] ?? currentId,
      nextId: list[(index + 1) % list.length] ?? currentId,
      position: index + 1,
      count: list.length,
      listLink: inList && stored.search ? `/questions${stored.search}` : null,
    };
  }, [currentId]);
}
