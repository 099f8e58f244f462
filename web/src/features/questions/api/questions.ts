/** Question lists and single questions (spec section 7; paging per CONTRACT.md section 4). */
import { useQuery } from '@tanstack/react-query';
import type { Question, QuestionSummary } from '@common/api/questions.ts';
import { limits } from '@common/limits.ts';
import { api, apiPage } from '../../../lib/api.ts';
import { useOffsetPages } from '../../../lib/hooks/useOffsetPages.ts';
import type { PageRequest } from '../../../lib/paging.ts';
import type { QuestionFilterIds } from '../lib/filterParams.ts';
import { questionKeys } from './keys.ts';

const filtersPath = '/api/getQuestionsByFilters';

function filterQuery(filters: QuestionFilterIds) {
  return { category: filters.category, topic: filters.topic, source: filters.source };
}

/** GET /api/getQuestionsByFilters?category=&topic=&source=&limit=&offset=: one page and the total. */
export function fetchQuestionPage(filters: QuestionFilterIds, { limit, offset, signal }: PageRequest) {
  return apiPage<QuestionSummary>(filtersPath, { query: { ...filterQuery(filters), limit, offset }, signal });
}

/** GET /api/getQuestionsByFilters?idsOnly=true: every matching id, in list order. */
export function fetchQuestionIds(filters: QuestionFilterIds, signal?: AbortSignal) {
  return api<number[]>(filtersPath, { query: { ...filterQuery(filters), idsOnly: true }, signal });
}

/** GET /api/getQuestionsbyId?id=. */
export function fetchQuestion(id: number, signal?: AbortSignal) {
  return api<Question>('/api/getQuestionsbyId', { query: { id }, signal });
}

/** The questions matching `filters`, `limits.pageDefault` at a time ("Load more"); idle without a category. */
export function useQuestionPages(filters: QuestionFilterIds) {
  return useOffsetPages({
    queryKey: questionKeys.list(filters),
    fetchPage: (request) => fetchQuestionPage(filters, request),
    pageSize: limits.pageDefault,
    enabled: filters.category.length > 0,
  });
}

/** Every id matching `filters`, in list order (for previous/next on the detail page). */
export function useQuestionIds(filters: QuestionFilterIds) {
  return useQuery({
    queryKey: questionKeys.ids(filters),
    queryFn: ({ signal }) => fetchQuestionIds(filters, signal),
    enabled: filters.category.length > 0,
  });
}

/** One question. */
export function useQuestion(id: number) {
  return useQuery({ queryKey: questionKeys.detail(id), queryFn: ({ signal }) => fetchQuestion(id, signal) });
}
