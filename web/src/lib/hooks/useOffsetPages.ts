import { useCallback } from 'react';
import { useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { flattenPages, nextOffset, type Page, type PageRequest, type PagedList } from '../paging.ts';

export interface OffsetPagesOptions<T> {
  queryKey: QueryKey;
  /** Fetches one page, e.g. `({ limit, offset, signal }) => page(apiClient.GET(path, { params: { query: { limit, offset } }, signal }))`. */
  fetchPage: (request: PageRequest) => Promise<Page<T>>;
  /** Items per page (the `limit` sent). */
  pageSize: number;
  /**
   * Identifies items, so one shifted onto the next page by an insertion is listed once. Pass a
   * stable function (declared at module level): a new one each render re-flattens the pages.
   */
  idOf?: (item: T) => number | string;
  /** False keeps the query idle (default true). */
  enabled?: boolean;
  /** TanStack Query's staleTime; 0 refetches whenever the list is shown again. */
  staleTime?: number;
}

/**
 * A "Load more" list over an offset-paged API: `data` is `{ items, total }` over the pages
 * loaded so far; `hasNextPage`, `fetchNextPage`, `isFetchingNextPage` and
 * `isFetchNextPageError` drive the button (see `LoadMoreButton`), `isPending`, `isError` and
 * `refetch` the first page's states (see `QueryState`).
 */
export function useOffsetPages<T>({ queryKey, fetchPage, pageSize, idOf, enabled, staleTime }: OffsetPagesOptions<T>) {
  const select = useCallback((data: InfiniteData<Page<T>, number>): PagedList<T> => flattenPages(data.pages, idOf), [idOf]);
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage({ limit: pageSize, offset: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: nextOffset<T>,
    select,
    enabled,
    staleTime,
  });
}
