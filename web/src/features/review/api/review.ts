/** The review deck (docs/contract.md section 7.4): the summary and the cards due now. */
import { useQuery } from '@tanstack/react-query';
import { limits } from '@common/limits.ts';
import { apiClient, ok, page } from '../../../lib/api/client.ts';

export const reviewKeys = {
  all: ['review'] as const,
  summary: ['review', 'summary'] as const,
  due: ['review', 'due'] as const,
};

/** GET /api/review/summary: `{ due, total, nextDueAt, dueToday, dueThisWeek, reviews, retention }`. */
export function fetchReviewSummary(signal?: AbortSignal) {
  return ok(apiClient.GET('/api/review/summary', { signal }));
}

/** My deck's figures, fetched afresh whenever a page showing them opens (answers change them). */
export function useReviewSummary() {
  return useQuery({ queryKey: reviewKeys.summary, queryFn: ({ signal }) => fetchReviewSummary(signal), staleTime: 0 });
}

/** GET /api/review/due: the first page (the largest allowed) of cards due now, oldest due first, and how many are due. */
export function fetchDueCards(signal?: AbortSignal) {
  return page(apiClient.GET('/api/review/due', { params: { query: { limit: limits.pageMax, offset: 0 } }, signal }));
}

/** The cards due now (see `fetchDueCards`), fetched afresh each time. */
export function useDueCards() {
  return useQuery({ queryKey: reviewKeys.due, queryFn: ({ signal }) => fetchDueCards(signal), staleTime: 0 });
}
