/**
 * The user's responses and their statistics (spec section 7). Both are fetched afresh each time
 * the page opens, since answers are added on the question pages.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Response as UserResponse, ResponseStats } from '@common/api/responses.ts';
import { limits } from '@common/limits.ts';
import { api, apiPage } from '../../../lib/api.ts';

const responseKeys = {
  stats: ['responses', 'stats'] as const,
  list: ['responses', 'list'] as const,
};

/** GET /api/getResponseStats. */
export function useResponseStats() {
  return useQuery({
    queryKey: responseKeys.stats,
    queryFn: () => api<ResponseStats>('/api/getResponseStats'),
    staleTime: 0,
  });
}

/** GET /api/getResponses, newest first, `limits.pageMax` at a time ("Load more"). */
export function useResponsePages() {
  return useInfiniteQuery({
    queryKey: responseKeys.list,
    queryFn: ({ pageParam }) =>
      apiPage<UserResponse>('/api/getResponses', { query: { limit: limits.pageMax, offset: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
    staleTime: 0,
  });
}
