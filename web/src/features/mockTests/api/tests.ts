/**
 * The catalogue side of mock tests (docs/contract.md section 7.3): the list of tests, one test,
 * starting an attempt, generating a personal test and creating an admin test; plus the question
 * bank reads the builder's picker needs. Query keys start with `['mockTests']`, so invalidating
 * that prefix (after a start, a submit, a completion) refreshes every list.
 */
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTest, GenerateTest, Test } from '@common/api/mockTests.ts';
import type { QuestionListItem } from '@common/api/questions.ts';
import { limits } from '@common/limits.ts';
import { apiClient, ok, page } from '../../../lib/api/client.ts';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { useOffsetPages } from '../../../lib/hooks/useOffsetPages.ts';
import type { PageRequest } from '../../../lib/paging.ts';

/** The picker's filters: a category is required, a topic and a source optional. */
export interface PickerFilters {
  categoryId: number;
  topicId: number | null;
  sourceId: number | null;
}

export const testKeys = {
  all: ['mockTests'] as const,
  list: ['mockTests', 'tests'] as const,
  detail: (id: number) => ['mockTests', 'test', id] as const,
  categoryCount: (categoryId: number) => ['mockTests', 'categoryCount', categoryId] as const,
  bank: (filters: PickerFilters) => ['mockTests', 'bank', filters] as const,
  set: (setId: number) => ['mockTests', 'set', setId] as const,
  question: (id: number) => ['mockTests', 'question', id] as const,
};

const testId = (test: Test) => test.id;

/** Every test I may take (admin tests and my generated ones), newest first, "Load more" paged. */
export function useTests() {
  return useOffsetPages({
    queryKey: testKeys.list,
    fetchPage: ({ limit, offset, signal }: PageRequest) => page(apiClient.GET('/api/tests', { params: { query: { limit, offset } }, signal })),
    pageSize: limits.pageDefault,
    idOf: testId,
    staleTime: 0,
  });
}

/** GET /api/tests/{id}: the test with my latest attempt (404 "Test not found" for one I may not see, not retried). */
export function useTest(id: number) {
  return useQuery({
    queryKey: testKeys.detail(id),
    queryFn: ({ signal }) => ok(apiClient.GET('/api/tests/{id}', { params: { path: { id } }, signal })),
    staleTime: 0,
    retry: (failures, error) => failures < 2 && !(error instanceof ApiRequestError && error.status < 500),
  });
}

/** POST /api/tests/{id}/attempts: starts the test (or answers my attempt still in progress); refreshes the lists. */
export function useStartAttempt(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => ok(apiClient.POST('/api/tests/{id}/attempts', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testKeys.all }),
  });
}

/**
 * The attempt in progress named by a refused start (409 "Finish the test you have in progress
 * first" carries its `attemptId`, contract 8.1), or undefined for any other error.
 */
export function attemptInProgressOf(error: unknown): number | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return undefined;
  const body = error.body;
  return body && typeof body === 'object' && 'attemptId' in body && typeof body.attemptId === 'number' ? body.attemptId : undefined;
}

/** POST /api/attempts/{id}/finish: ends every remaining section of my attempt now (a completed one is answered as it is); refreshes the lists and the attempt. */
export function useFinishAttempt(attemptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => ok(apiClient.POST('/api/attempts/{id}/finish', { params: { path: { id: attemptId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testKeys.all }),
  });
}

/** POST /api/tests/generate: a personal test; 400 "Not enough questions in this category" when a category runs short. */
export function useGenerateTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateTest) => ok(apiClient.POST('/api/tests/generate', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testKeys.all }),
  });
}

/** POST /api/tests (admin): a test of chosen questions; 400 "Question <id> is not in the bank". */
export function useCreateTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTest) => ok(apiClient.POST('/api/tests', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testKeys.all }),
  });
}

/** GET /api/getQuestionsByFilters with these filters: one page of approved questions (with set titles) and the total. */
async function fetchBankPage(filters: PickerFilters, { limit, offset, signal }: PageRequest) {
  const query = {
    category: String(filters.categoryId),
    topic: filters.topicId === null ? undefined : String(filters.topicId),
    source: filters.sourceId === null ? undefined : String(filters.sourceId),
    limit,
    offset,
  };
  const answer = await page(apiClient.GET('/api/getQuestionsByFilters', { params: { query }, signal }));
  return { items: answer.items.filter((item): item is QuestionListItem => typeof item !== 'number'), total: answer.total };
}

const questionId = (question: QuestionListItem) => question.id;

/** The approved questions matching the picker's filters, "Load more" paged; idle without a category. */
export function useBankQuestions(filters: PickerFilters | null) {
  return useOffsetPages({
    queryKey: filters ? testKeys.bank(filters) : [...testKeys.all, 'bank', null],
    fetchPage: (request) => fetchBankPage(filters!, request),
    pageSize: 20,
    idOf: questionId,
    enabled: filters !== null,
  });
}

/**
 * How many approved questions each category holds (the `X-Total-Count` of a one-item page), by
 * category id; a category still loading or failed is missing from the map.
 */
export function useCategoryCounts(categoryIds: readonly number[]): Map<number, number> {
  const unique = [...new Set(categoryIds)];
  const results = useQueries({
    queries: unique.map((categoryId) => ({
      queryKey: testKeys.categoryCount(categoryId),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchBankPage({ categoryId, topicId: null, sourceId: null }, { limit: 1, offset: 0, signal }).then((answer) => answer.total),
    })),
  });
  const counts = new Map<number, number>();
  unique.forEach((categoryId, index) => {
    const total = results[index]?.data;
    if (total !== undefined) counts.set(categoryId, total);
  });
  return counts;
}

/** GET /api/question-sets/{id}: a set with its questions (for "Add the whole set"); idle while `setId` is null. */
export function useQuestionSet(setId: number | null) {
  return useQuery({
    queryKey: testKeys.set(setId ?? 0),
    queryFn: ({ signal }) => ok(apiClient.GET('/api/question-sets/{id}', { params: { path: { id: setId! } }, signal })),
    enabled: setId !== null,
  });
}

/** Each question in full (GET /api/getQuestionsbyId), for the builder's preview; answers the queries in `ids` order. */
export function useQuestionsById(ids: readonly number[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: testKeys.question(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => ok(apiClient.GET('/api/getQuestionsbyId', { params: { query: { id } }, signal })),
      staleTime: 60_000,
    })),
  });
}
