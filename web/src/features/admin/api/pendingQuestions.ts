/** Questions waiting for review (spec section 7 "Admin"; docs/contract.md section 5). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { limits } from '@common/limits.ts';
import { apiClient, ok, page } from '../../../lib/api/client.ts';
import { invalidateTaxonomy } from '../../../lib/taxonomy.ts';
import { adminKeys } from './keys.ts';

export type ReviewDecision = 'approve' | 'reject';

const decisionPaths = { approve: '/api/approveQuestion', reject: '/api/rejectQuestion' } as const;

/** GET /api/getPendingQuestions?limit=: the oldest `limit` pending questions and the total. */
export function fetchPendingQuestions(signal?: AbortSignal) {
  return page(apiClient.GET('/api/getPendingQuestions', { params: { query: { limit: limits.pageMax } }, signal }));
}

/** POST /api/approveQuestion?id= or /api/rejectQuestion?id=&reason= (a blank reason is none). */
export function reviewQuestion(decision: ReviewDecision, id: number, reason?: string) {
  if (decision === 'reject') return ok(apiClient.POST('/api/rejectQuestion', { params: { query: reason?.trim() ? { id, reason } : { id } } }));
  return ok(apiClient.POST(decisionPaths[decision], { params: { query: { id } } }));
}

/** The oldest `limits.pageMax` pending questions and how many are waiting. */
export function usePendingQuestions() {
  return useQuery({
    queryKey: adminKeys.pendingQuestions,
    queryFn: ({ signal }) => fetchPendingQuestions(signal),
    staleTime: 0,
  });
}

/**
 * Approves or rejects a question. Stays pending until the pending list has been refetched, so
 * the decided question leaves the screen as the buttons re-enable. An approval also refreshes
 * the taxonomy: the question's category, topic or source may be new to the bank's filters.
 */
export function useReviewQuestion(decision: ReviewDecision) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => reviewQuestion(decision, id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.pendingQuestions }),
        decision === 'approve' ? invalidateTaxonomy(queryClient) : undefined,
      ]),
  });
}

/** Rejects a question with an optional reason the submitter sees; like `useReviewQuestion('reject')`, pending until the list has refetched. */
export function useRejectQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => reviewQuestion('reject', id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.pendingQuestions }),
  });
}
