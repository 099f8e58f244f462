/** Question lists and single questions (spec section 7; paging per CONTRACT.md section 4). */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Question, QuestionSummary } from '@common/api/questions.ts';
import { limits } from '@common/limits.ts';
import { api, apiPage } from '../../../lib/api.ts';
import type { QuestionFilterIds } from '../lib/filterParams.ts';
import { questionKeys } from './keys.ts';

const filtersPath = '/api/getQuestionsByFilters';

function filterQuery(filters: QuestionFilterIds) {
  return { category: filters.category, topic: filters.topic, source: filters.source };
}

/** GET /api/getQuestionsByFilters, one page of `limits.pageDefault` at a time ("Load more"). */
export function useQuestionPages(filters: QuestionFilterIds) {
  return useInfiniteQuery({
    queryKey: questionKeys.list(filters),
    queryFn: ({ pageParam }) =>
      apiPage<QuestionSummary>(filtersPath, {
        query: { ...filterQuery(filters), limit: limits.pageDefault, offset: pageParam },
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
    enabled: filters.category.length > 0,
  });
}

/** GET /api/getQuestionsByFilters?idsOnly=true: every matching id, in list order. */
export function useQuestionIds(filters: QuestionFilterIds) {
  return useQuery({
    queryKey: questionKeys.ids(filters),
    queryFn: () => api<number[]>(filtersPath, { query: { ...filterQuery(filters), idsOnly: true } }),
    enabled: filters.category.length > 0,
  });
}

/** GET /api/getQuestionsbyId. */
export function useQuestion(id: number) {
  return useQuery({
    queryKey: questionKeys.detail(id),
    queryFn: () => api<Question>('/api/getQuestionsbyId', { query: { id } }),
  });
}
