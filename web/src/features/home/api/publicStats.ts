/** GET /public/stats: the home page's real community numbers (docs/contract.md section 7.4). */
import { useQuery } from '@tanstack/react-query';
import { apiClient, ok } from '../../../lib/api/client.ts';

const publicStatsKey = ['public', 'stats'] as const;

/** GET /public/stats: `{ questions, contributors, discussions, online }`. */
export function fetchPublicStats(signal?: AbortSignal) {
  return ok(apiClient.GET('/public/stats', { signal }));
}

/** The numbers, refreshed every 30 s while the home page is open (the server caches them up to 10 s). */
export function usePublicStats() {
  return useQuery({ queryKey: publicStatsKey, queryFn: ({ signal }) => fetchPublicStats(signal), staleTime: 10_000, refetchInterval: 30_000, retry: 1 });
}
