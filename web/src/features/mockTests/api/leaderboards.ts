/** Scheduled mocks' leaderboards and the preference to show on them (docs/contract.md section 8.2). */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { User } from '@common/api/accounts.ts';
import { apiClient, ok, page as pageOf } from '../../../lib/api/client.ts';

/** Entries per leaderboard page. */
export const leaderboardPageSize = 20;

/**
 * GET /api/tests/{id}/leaderboard, page `page` (from 1): the entries and the total (X-Total-Count).
 * Throws ApiRequestError 409 "Results are published when the test closes" before resultsAt.
 */
export function useLeaderboard(testId: number, page: number) {
  return useQuery({
    queryKey: ['mockTests', 'tests', testId, 'leaderboard', page],
    queryFn: ({ signal }) =>
      pageOf(
        apiClient.GET('/api/tests/{id}/leaderboard', {
          params: { path: { id: testId }, query: { limit: leaderboardPageSize, offset: (page - 1) * leaderboardPageSize } },
          signal,
        }),
      ),
  });
}

/** PUT /api/preferences { showOnLeaderboards }; `onSaved` gets the updated user JSON. */
export function useSaveShowOnLeaderboards(onSaved: (user: User) => void) {
  return useMutation({
    mutationFn: (showOnLeaderboards: boolean) => ok(apiClient.PUT('/api/preferences', { body: { showOnLeaderboards } })),
    onSuccess: onSaved,
  });
}
