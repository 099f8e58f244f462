/** Loads every id matching the filters once and stores the list for the detail page. */
import { useEffect } from 'react';
import { useQuestionIds } from '../api/questions.ts';
import { filtersToSearch, type QuestionFilterIds } from '../lib/filterParams.ts';
import { saveQuestionList } from '../lib/storedQuestionIds.ts';

/** Fetches the `idsOnly` list for `filters` and keeps it, with the list's URL, in session storage. */
export function useStoredQuestionIds(filters: QuestionFilterIds): void {
  const { data } = useQuestionIds(filters);
  useEffect(() => {
    if (data) saveQuestionList({ ids: data, search: filtersToSearch(filters) });
  }, [data, filters]);
}
