/**
 * The user's responses and their statistics (spec section 7). Both are fetched afresh each time
 * the page opens, since answers are added on the question pages.
 */
import { useQuery } from '@tanstack/react-query';
import { limits } from '@common/limits.ts';
import { apiClient, ok, page } from '../../../lib/api/client.ts';
import { useOffsetPages } from '../../../lib/hooks/useOffsetPages.ts';
import type { PageRequest } from '../../../lib/paging.ts';

/** The prefix of every query of this feature (responses, their statistics, the error log): stale once answers are added. */
export const responsesKey = ['responses'] as const;

const responseKeys = {
  stats: ['responses', 'stats'] as const,
  list: ['responses', 'list'] as const,
};

/** GET /api/getResponseStats. */
export function fetchResponseStats(signal?: AbortSignal) {
  return ok(apiClient.GET('/api/getResponseStats', { signal }));
}

/** GET /api/getResponses?limit=&offset=: one page, newest first, and the total. */
export function fetchResponses({ limit, offset, signal }: PageRequest) {
  return page(apiClient.GET('/api/getResponses', { params: { query: { limit, offset } }, signal }));
}

/** My overall, per-category and per-topic figures. */
export function useResponseStats() {
  return useQuery({ queryKey: responseKeys.stats, queryFn: ({ signal }) => fetchResponseStats(signal), staleTime: 0 });
}

/** My responses, newest first, `limits.pageMax` at a time ("Load more"); `data` is `{ items, total }`. */
export function useResponsePages() {
  return useOffsetPages({ queryKey: responseKeys.list, fetchPage: fetchResponses, pageSize: limits.pageMax, staleTime: 0 });
}
