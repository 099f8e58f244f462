/** Question lists and single questions (spec section 7; paging per docs/contract.md section 4). */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Question } from '@common/api/questions.ts';
import { limits } from '@common/limits.ts';
import { apiClient, ok, page } from '../../../lib/api/client.ts';
import { useOffsetPages } from '../../../lib/hooks/useOffsetPages.ts';
import type { PageRequest } from '../../../lib/paging.ts';
import type { QuestionFilterIds } from '../lib/filterParams.ts';
import { questionKeys } from './keys.ts';

const filtersPath = '/api/getQuestionsByFilters';

/** An id list as the API reads it: comma-joined, left out when empty. */
const idList = (ids: readonly number[]) => (ids.length > 0 ? ids.join(',') : undefined);

function filterQuery(filters: QuestionFilterIds) {
  const difficulty = filters.difficulty && filters.difficulty.length > 0 ? filters.difficulty.join(',') : undefined;
  return { category: filters.category.join(','), topic: idList(filters.topic), source: idList(filters.source), status: filters.status ?? undefined, difficulty };
}

/** GET /api/getQuestionsByFilters?category=&topic=&source=&status=&difficulty=&limit=&offset=: one page (items with `myStatus`) and the total. */
export async function fetchQuestionPage(filters: QuestionFilterIds, { limit, offset, signal }: PageRequest) {
  const answer = await page(apiClient.GET(filtersPath, { params: { query: { ...filterQuery(filters), limit, offset } }, signal }));
  // Without idsOnly the answer is always the summaries.
  return { items: answer.items.filter((item) => typeof item !== 'number'), total: answer.total };
}

/** GET /api/getQuestionsByFilters?idsOnly=true: every matching id, in list order. */
export async function fetchQuestionIds(filters: QuestionFilterIds, signal?: AbortSignal) {
  const answer = await ok(apiClient.GET(filtersPath, { params: { query: { ...filterQuery(filters), idsOnly: 'true' } }, signal }));
  return answer.filter((item) => typeof item === 'number');
}

/** GET /api/getQuestionsbyId?id=. */
export function fetchQuestion(id: number, signal?: AbortSignal) {
  return ok(apiClient.GET('/api/getQuestionsbyId', { params: { query: { id } }, signal }));
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

const questionQuery = (id: number) => ({ queryKey: questionKeys.detail(id), queryFn: ({ signal }: { signal: AbortSignal }) => fetchQuestion(id, signal) });

/**
 * One question. `initial`: the question as another answer already carried it (practice/next),
 * shown at once and refetched when an answer marks it stale (it then carries the solution).
 */
export function useQuestion(id: number, initial?: Question) {
  return useQuery({ ...questionQuery(id), ...(initial ? { initialData: initial } : {}) });
}

/** Starts fetching question `id` into `queryClient` (for `useQuestion`), unless it is fresh; never rejects. */
export function prefetchQuestion(queryClient: QueryClient, id: number): Promise<void> {
  return queryClient.prefetchQuery(questionQuery(id));
}
