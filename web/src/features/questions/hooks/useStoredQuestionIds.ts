/** Loads every id matching the filters once and stores it for previous/next on the detail page. */
import { useEffect } from 'react';
import { useQuestionIds } from '../api/questions.ts';
import type { QuestionFilterIds } from './filterParams.ts';
import { saveQuestionIds } from './storedQuestionIds.ts';

/** Fetches the `idsOnly` list for `filters` and keeps it in session storage. */
export function useStoredQuestionIds(filters: QuestionFilterIds): void {
  const { data } = useQuestionIds(filters);
  useEffect(() => {
    if (data) saveQuestionIds(data);
  }, [data]);
}
