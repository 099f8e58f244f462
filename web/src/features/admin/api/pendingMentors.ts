/** Mentor requests waiting for review (spec section 7 "Admin"; docs/contract.md section 5). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { limits } from '@common/limits.ts';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { apiClient, ok, page } from '../../../lib/api/client.ts';
import { adminKeys } from './keys.ts';

export type MentorReviewDecision = 'approve' | 'reject';

const decisionPaths = { approve: '/api/approveMentor', reject: '/api/rejectMentor' } as const;

/** GET /api/getPendingMentors?limit=: the oldest `limits.pageMax` pending requests and the total. */
export function fetchPendingMentors(signal?: AbortSignal) {
  return page(apiClient.GET('/api/getPendingMentors', { params: { query: { limit: limits.pageMax } }, signal }));
}

/** POST /api/approveMentor?id= or /api/rejectMentor?id= (`id` is the request's). */
export function decideMentor(decision: MentorReviewDecision, id: number) {
  return ok(apiClient.POST(decisionPaths[decision], { params: { query: { id } } }));
}

/** The oldest `limits.pageMax` pending mentor requests and how many are waiting. */
export function usePendingMentors() {
  return useQuery({
    queryKey: adminKeys.pendingMentors,
    queryFn: ({ signal }) => fetchPendingMentors(signal),
    staleTime: 0,
  });
}

/**
 * Approves or rejects a mentor request (see `decideMentor`). Stays pending
 * until the pending list has been refetched, so the decided request leaves the screen as the
 * buttons re-enable; the user list is refreshed too (an approved user's type changes). When the
 * request was already decided elsewhere or is gone (409/404) the lists are refreshed before the
 * error is reported.
 */
export function useDecideMentor(decision: MentorReviewDecision) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.pendingMentors }),
      queryClient.invalidateQueries({ queryKey: adminKeys.users }),
    ]);
  return useMutation({
    mutationFn: (id: number) => decideMentor(decision, id),
    onSuccess: refresh,
    // Awaited like onSuccess: the call stays pending until the stale request has left the list.
    onError: async (error) => {
      if (error instanceof ApiRequestError && (error.status === 404 || error.status === 409)) await refresh();
    },
  });
}
