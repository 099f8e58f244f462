/** The list of free resources (spec section 7 "Resources": GET /api/getResources). */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Resource } from '@common/api/resources.ts';
import { limits } from '@common/limits.ts';
import { apiPage } from '../../../lib/api.ts';
import { resourceKeys } from './keys.ts';

/**
 * Resources newest first, `limits.pageMax` at a time; `data` is `{ resources, total }` over the
 * pages loaded so far (an item pushed onto the next page by a new upload appears once).
 */
export function useResources() {
  return useInfiniteQuery({
    queryKey: resourceKeys.list,
    queryFn: ({ pageParam }) => apiPage<Resource>('/api/getResources', { query: { limit: limits.pageMax, offset: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
    select: (data) => {
      const seen = new Set<number>();
      const resources = data.pages.flatMap((page) => page.items).filter((item) => !seen.has(item.id) && seen.add(item.id));
      return { resources, total: data.pages.at(-1)?.total ?? 0 };
    },
  });
}
