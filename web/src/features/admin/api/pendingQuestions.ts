/** Questions waiting for review (spec section 7 "Admin"; CONTRACT.md section 5). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Question } from '@common/api/questions.ts';
import type { ReviewResult } from '@common/api/submissions.ts';
import { limits } from '@common/limits.ts';
import { api, apiPage } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

export type ReviewDecision = 'approve' | 'reject';

/** GET /api/getPendingQuestions: the oldest `limits.pageMax` pending questions and the total. */
export function usePendingQuestions() {
  return useQuery({
    queryKey: adminKeys.pendingQuestions,
    queryFn: () => apiPage<Question>('/api/getPendingQuestions', { query: { limit: limits.pageMax } }),
    staleTime: 0,
  });
}

/**
 * POST /api/approveQuestion?id= or /api/rejectQuestion?id=. Stays pending until the pending list
 * has been refetched, so the decided question leaves the screen as the buttons re-enable.
 */
export function useReviewQuestion(decision: ReviewDecision) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<ReviewResult>(`/api/${decision}Question`, { method: 'POST', query: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.pendingQuestions }),
  });
}
